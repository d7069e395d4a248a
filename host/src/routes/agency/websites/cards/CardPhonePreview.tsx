import type { CardLeadForm } from '@tessera/core';
import { cardDesigns } from '@tessera/plugins/card-designs';
import { CARD_LEAD_FORM_CSS, CardLeadFormView, cardFont, cardPalette, type CardContent, type CardTheme } from '@tessera/sdk';
import type { FormEvent } from 'react';
import { useAppConfig } from '../../../../api/config-api.ts';

interface CardPhonePreviewProps {
  design: string;
  theme: CardTheme;
  content: CardContent;
  options: Record<string, unknown>;
  /** The lead form under the card, when the card shows one. */
  leadForm: CardLeadForm | null;
  /** The card's public address once it has one; its Save Contact link then works from the preview. */
  url?: string | undefined;
}

// The preview's lead form is there to be seen and tried; nothing is sent from the builder.
const keepUnsent = (event: FormEvent) => event.preventDefault();

/**
 * The card as a phone shows it, drawn by the very design the public card uses (its Render and
 * CSS, prefixed with its id) with the same lead form under it, at 375 px, updating as the
 * builder changes it.
 */
export function CardPhonePreview({ design: designId, theme, content, options, leadForm, url }: CardPhonePreviewProps) {
  const config = useAppConfig();
  const design = cardDesigns.find((entry) => entry.id === designId);
  if (!design) return <p className="table__secondary">This design is not installed.</p>;
  const parsed = design.schema.safeParse(options);
  const palette = cardPalette(theme);
  return (
    <div className="card-phone" role="region" aria-label="Phone preview">
      <style>{design.css + (leadForm ? CARD_LEAD_FORM_CSS : '')}</style>
      <div className="card-phone__screen" onSubmit={keepUnsent}>
        <design.Render
          card={content}
          theme={theme}
          palette={palette}
          options={parsed.success ? parsed.data : design.schema.parse({})}
          links={{ vcardUrl: url ? `${url}/vcard` : '#', platformName: config.data?.name ?? '' }}
        />
        {leadForm ? <CardLeadFormView form={leadForm} palette={palette} font={cardFont(design)} /> : null}
      </div>
    </div>
  );
}

import { cardDesigns } from '@tessera/plugins';
import { cardPalette, type CardContent, type CardTheme } from '@tessera/sdk';
import { useAppConfig } from '../../../../api/config-api.ts';

interface CardPhonePreviewProps {
  design: string;
  theme: CardTheme;
  content: CardContent;
  options: Record<string, unknown>;
  /** The card's public address once it has one; its Save Contact link then works from the preview. */
  url?: string | undefined;
}

/**
 * The card as a phone shows it, drawn by the very design the public card uses (its Render and
 * CSS, prefixed with its id), at 375 px, updating as the builder changes it.
 */
export function CardPhonePreview({ design: designId, theme, content, options, url }: CardPhonePreviewProps) {
  const config = useAppConfig();
  const design = cardDesigns.find((entry) => entry.id === designId);
  if (!design) return <p className="table__secondary">This design is not installed.</p>;
  const parsed = design.schema.safeParse(options);
  return (
    <div className="card-phone" role="region" aria-label="Phone preview">
      <style>{design.css}</style>
      <div className="card-phone__screen">
        <design.Render
          card={content}
          theme={theme}
          palette={cardPalette(theme)}
          options={parsed.success ? parsed.data : design.schema.parse({})}
          links={{ vcardUrl: url ? `${url}/vcard` : '#', platformName: config.data?.name ?? '' }}
        />
      </div>
    </div>
  );
}

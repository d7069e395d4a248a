import { cardLeadFormSchema } from '@tessera/core';
import { CARD_LEAD_FORM_CSS, CardLeadFormView, cardContentSchema, cardFont, cardPalette, type AnyCardDesign, type CardLinks, type CardTheme } from '@tessera/sdk';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CardRow } from '../../db/schema-dashboard.ts';

/** What the public card page needs beside the card. */
export interface CardPageContext {
  lang: string;
  links: CardLinks;
  /** The card's address, for its canonical link. */
  cardUrl: string;
  /** The website's favicon; without one the page names an empty icon, so browsers do not ask for /favicon.ico. */
  faviconUrl?: string | undefined;
}

const PAGE_CSS = '*,*::before,*::after{box-sizing:border-box}body{margin:0;padding:16px;background:#e5e7eb;min-height:100vh}img{max-width:100%}a{-webkit-tap-highlight-color:transparent}';

/**
 * The public card at /card/<customUrl>: its design's markup and CSS inline in one small page
 * with no script at all, and its lead form when it shows one; the QR code and the vCard are
 * its own addresses.
 */
export function renderCardPage(design: AnyCardDesign, row: CardRow, context: CardPageContext): string {
  const card = cardContentSchema.parse(row.content);
  const theme = row.theme as CardTheme;
  const options = design.schema.parse(row.options);
  const palette = cardPalette(theme);
  const description = [card.title, card.company].filter(Boolean).join(' · ');
  const page = (
    <html lang={context.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{card.name || 'Business card'}</title>
        {description ? <meta name="description" content={description} /> : null}
        <link rel="canonical" href={context.cardUrl} />
        <link rel="icon" href={context.faviconUrl ?? 'data:,'} />
        <style dangerouslySetInnerHTML={{ __html: PAGE_CSS + design.css + (row.show_lead_form ? CARD_LEAD_FORM_CSS : '') }} />
      </head>
      <body>
        <main>
          <design.Render card={card} theme={theme} palette={palette} options={options} links={context.links} />
          {row.show_lead_form ? <CardLeadFormView action={`/api/v1/site/cards/${row.id}/leads`} form={cardLeadFormSchema.parse(row.lead_form)} palette={palette} font={cardFont(design)} /> : null}
        </main>
      </body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}

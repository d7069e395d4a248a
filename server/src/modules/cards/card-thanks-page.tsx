import { cardContentSchema, cardFont, cardPalette, type AnyCardDesign, type CardTheme } from '@tessera/sdk';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CardRow } from '../../db/schema-dashboard.ts';

const PAGE_CSS =
  '*,*::before,*::after{box-sizing:border-box}body{margin:0;min-height:100vh;padding:16px;display:grid;place-items:center}' +
  '.ts-thanks{width:100%;max-width:420px;padding:32px 24px;border-top:8px solid;border-radius:16px;background:#fff;text-align:center;box-shadow:0 8px 24px rgb(17 24 39 / 12%)}' +
  '.ts-thanks__photo{display:block;width:96px;height:96px;margin:0 auto 16px;border-radius:50%;object-fit:cover}' +
  '.ts-thanks h1{margin:0 0 8px;font-size:1.5rem}.ts-thanks p{margin:0 0 24px;line-height:1.5}' +
  '.ts-thanks__back{display:block;padding:12px 16px;border-radius:999px;font-weight:700;text-decoration:none}';

interface CardThanksContext {
  lang: string;
  message: string;
  /** The card the visitor came from. */
  backHref: string;
}

/**
 * What a visitor sees after sending a card's lead form without script: the card's theme colours
 * and its design's font, the person's photo and the way back to their card, so the visit still
 * reads as the card's rather than the platform's.
 */
export function renderCardThanksPage(design: AnyCardDesign, row: CardRow, context: CardThanksContext): string {
  const card = cardContentSchema.parse(row.content);
  const palette = cardPalette(row.theme as CardTheme);
  const back = card.name ? `Back to ${card.name}’s card` : 'Back to the card';
  const page = (
    <html lang={context.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Thank you</title>
        <style dangerouslySetInnerHTML={{ __html: PAGE_CSS }} />
      </head>
      <body style={{ background: palette.soft, color: palette.text, fontFamily: cardFont(design) }}>
        <main className="ts-thanks" style={{ borderTopColor: palette.accent }}>
          {card.photo ? <img className="ts-thanks__photo" src={card.photo} alt="" width={96} height={96} /> : null}
          <h1>Thank you</h1>
          <p>{context.message}</p>
          <a className="ts-thanks__back" href={context.backHref} style={{ background: palette.accent, color: palette.onAccent }}>
            {back}
          </a>
        </main>
      </body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}

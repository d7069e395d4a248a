import { escapeMarkup } from '../sites/escape-markup.ts';

/** What a browser without JavaScript shows after posting a form: the outcome and the way back. */
export function formResultPage(title: string, messages: readonly string[], backHref: string): string {
  const items = messages.length > 1 ? `<ul>${messages.map((message) => `<li>${escapeMarkup(message)}</li>`).join('')}</ul>` : `<p>${escapeMarkup(messages[0] ?? '')}</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeMarkup(title)}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;color:#1f2937;background:#f8fafc}main{max-width:560px;padding:24px}h1{font-size:24px;margin:0 0 12px}a{color:#1d4ed8}</style></head><body><main><h1>${escapeMarkup(title)}</h1>${items}<p><a href="${escapeMarkup(backHref)}">Back to the page</a></p></main></body></html>`;
}

import { inlineRichText } from './inline-rich-text.ts';

/**
 * Rich text as plain text and back, for inspector fields that edit the words of a rich-text
 * prop: one line per paragraph (or list item, or line break), tags dropped, entities decoded.
 */

const TAG = /<(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const BREAK = /<br\s*\/?>/gi;
const ENTITY = /&(amp|lt|gt|quot|apos|nbsp|#\d+|#x[0-9a-f]+);/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntity(_entity: string, name: string): string {
  const lower = name.toLowerCase();
  if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
  if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
  return NAMED[lower]!;
}

/** The words of sanitised rich-text HTML, one line per paragraph. */
export function richTextToPlainText(html: string): string {
  return inlineRichText(html).replace(BREAK, '\n').replace(TAG, '').replace(ENTITY, decodeEntity);
}

/** Escapes text as the HTML serialiser does, so sanitising the result gives it back unchanged. */
const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('\u00a0', '&nbsp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Plain text as rich-text HTML: each line a paragraph, an empty line an empty paragraph. */
export function plainTextToRichText(text: string): string {
  if (text === '') return '';
  return text
    .split(/\r?\n/)
    .map((line) => (line === '' ? '<p><br></p>' : `<p>${escapeHtml(line)}</p>`))
    .join('');
}

/** Whether the HTML holds more than paragraphs and line breaks: what plain-text editing would drop. */
export function hasRichFormatting(html: string): boolean {
  return /<(?!(?:\/?p|br)>)/i.test(html);
}

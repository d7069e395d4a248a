/** A designed page's main content, whatever other attributes its opening tag carries. */
const MAIN = /<main\b[^>]*\bclass="ts-page"[^>]*>([\s\S]*)<\/main>/;
const HIDDEN = /<(script|style|template)\b[\s\S]*?<\/\1>/gi;
const TAG = /<[^>]*>/g;
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const WORD = /[\p{L}\p{N}]/u;

function decode(_entity: string, name: string): string {
  const lower = name.toLowerCase();
  if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
  if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
  return NAMED[lower] ?? ' ';
}

/**
 * The number of words a visitor reads in a rendered page's main content: counted on the HTML
 * the elements drew, so every element's text counts without knowing its props. Tags part words
 * (two paragraphs never run together); scripts and styles are not read.
 */
export function wordsInMain(html: string): number {
  const main = MAIN.exec(html)?.[1] ?? '';
  const text = main.replace(HIDDEN, ' ').replace(TAG, ' ').replace(ENTITY, decode);
  return text.split(/\s+/).filter((token) => WORD.test(token)).length;
}

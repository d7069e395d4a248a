/**
 * Rich text (sanitised `htmlSchema('rich-text')` HTML) flattened to phrasing content, for
 * places where block elements are not allowed: inside a heading (h1–h3), inside a <p> (a
 * paragraph inside a paragraph would be split apart by the browser), in a list item's text or
 * a label. Each paragraph, list item or quote becomes one line, lines are joined with <br>,
 * and inline formatting (bold, links, colours…) and the user's own line breaks are kept.
 * An empty paragraph (`<p><br></p>`, an empty line in the editor) stays an empty line;
 * empty lines at the start and the end are dropped.
 *
 * Expects sanitised HTML, as props parsed with `htmlSchema` are: its tags are well formed and
 * its attribute values quoted.
 */
const BLOCK_TAG = /<\/?(?:p|li|blockquote|ul|ol)\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
/** Stands for a block boundary while the tags are removed; sanitised HTML never holds NUL. */
const BOUNDARY = '\u0000';
/** A break that ends a block shows nothing; a block holding only a break is an empty line. */
const LAST_BREAK = /<br\s*\/?>$/i;

export function inlineRichText(html: string): string {
  const lines = html
    .replace(BLOCK_TAG, BOUNDARY)
    .split(BOUNDARY)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => line.replace(LAST_BREAK, '').trim());
  while (lines[0] === '') lines.shift();
  while (lines.at(-1) === '') lines.pop();
  return lines.join('<br>');
}

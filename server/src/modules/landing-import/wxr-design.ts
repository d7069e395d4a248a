import { createColumnNode, createElementNode, createRowNode, createSectionNode, CURRENT_SCHEMA_VERSION, type PageDocument } from '@tessera/core';
import { sanitizeHtml } from '@tessera/sdk';

/** The Paragraph element holds at most 10 000 characters of HTML; longer content goes into several. */
const PARAGRAPH_MAX = 9_000;

/** WordPress keeps paragraphs as blank-line-separated text (its wpautop adds the <p> on display). */
function withParagraphs(html: string): string {
  const withoutBlockComments = html.replace(/<!--[\s\S]*?-->/g, '');
  if (/<(p|ul|ol|blockquote|h[1-6])[\s>]/i.test(withoutBlockComments)) return withoutBlockComments;
  return withoutBlockComments
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${part.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Headings are not rich text: they become bold paragraphs, so no words are lost. */
const headingsAsParagraphs = (html: string) => html.replace(/<h[1-6][^>]*>/gi, '<p><strong>').replace(/<\/h[1-6]>/gi, '</strong></p>');

function chunks(html: string): string[] {
  const blocks = html.split(/(?<=<\/(?:p|ul|ol|blockquote)>)/i).filter((block) => block.trim());
  const result: string[] = [];
  let current = '';
  for (const block of blocks) {
    const piece = block.length > PARAGRAPH_MAX ? sanitizeHtml(block.slice(0, PARAGRAPH_MAX), 'rich-text') : block;
    if (current && current.length + piece.length > PARAGRAPH_MAX) {
      result.push(current);
      current = '';
    }
    current += piece;
  }
  if (current) result.push(current);
  return result;
}

/** A page of an imported post: its title as a headline, then its content, sanitised, in paragraph elements. */
export function wxrPageDesign(title: string, html: string): PageDocument {
  const clean = sanitizeHtml(headingsAsParagraphs(withParagraphs(html)), 'rich-text');
  const elements = [createElementNode('headline', { text: title.slice(0, 2000), tag: 'h1' }), ...chunks(clean).map((content) => createElementNode('paragraph', { content }))];
  const row = createRowNode([100]);
  row.columns = [createColumnNode(100, elements)];
  return { schemaVersion: CURRENT_SCHEMA_VERSION, sections: [createSectionNode('section', [row])] };
}

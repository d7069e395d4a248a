import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $createParagraphNode, $createTextNode, $getRoot, $isDecoratorNode, $isElementNode, type LexicalEditor, type LexicalNode, type ParagraphNode } from 'lexical';

const isBlock = (node: LexicalNode) => ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();

/**
 * Fills the editor with stored HTML. Inline content at the top (plain text, or text with
 * <br>s as a heading stores it) is gathered into paragraphs, which the root requires.
 */
export function $importHtml(editor: LexicalEditor, html: string): void {
  const dom = new DOMParser().parseFromString(html, 'text/html');
  const root = $getRoot();
  root.clear();
  let paragraph: ParagraphNode | null = null;
  for (const node of $generateNodesFromDOM(editor, dom)) {
    if (isBlock(node)) {
      paragraph = null;
      root.append(node);
    } else {
      if (!paragraph) {
        paragraph = $createParagraphNode();
        root.append(paragraph);
      }
      paragraph.append(node);
    }
  }
  if (root.isEmpty()) root.append($createParagraphNode());
}

/** Lexical's own markup the stored HTML has no use for: editor classes, pre-wrap, list item numbers. */
const DROPPED_ATTRIBUTES = ['class', 'dir', 'value'];

/**
 * Lexical's HTML made plain: without its classes and white-space styles, spans that carry
 * nothing any more unwrapped, and the <b> and <i> it wraps around <strong> and <em> for
 * e-mail clients dropped. What remains is what the toolbar set: tags, links, alignment,
 * colour and size.
 */
export function tidyHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    for (const name of DROPPED_ATTRIBUTES) element.removeAttribute(name);
    element.style.removeProperty('white-space');
    if (!element.style.length) element.removeAttribute('style');
  }
  for (const span of root.querySelectorAll('span')) {
    if (span.attributes.length === 0) span.replaceWith(...span.childNodes);
  }
  for (const inner of root.querySelectorAll('b > strong:only-child, i > em:only-child')) {
    const outer = inner.parentElement!;
    if (outer.childNodes.length === 1) outer.replaceWith(inner);
  }
  return template.innerHTML;
}

export function exportHtml(editor: LexicalEditor): string {
  return tidyHtml(editor.read(() => $generateHtmlFromNodes(editor, null)));
}

/** Fills the editor with a plain-text value: one paragraph holding it. */
export function $importPlainText(text: string): void {
  const root = $getRoot();
  root.clear();
  root.append($createParagraphNode().append($createTextNode(text)));
}

/** The editor's text as a plain value; lines a paste brought in are joined with spaces, as one node shows them. */
export function exportPlainText(editor: LexicalEditor): string {
  return editor.read(() => $getRoot().getTextContent()).replace(/\s*\n+\s*/g, ' ');
}

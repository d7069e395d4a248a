/**
 * Where the editor goes inside the element's own Render, so the text is edited in the
 * element's real typography. The Render is given a marker as its rich text; the node that
 * ends up holding the marker is the slot. A heading flattens rich text to lines (inline
 * slot: the heading itself); a body text keeps its paragraphs (block slot: the container of
 * the marker paragraph).
 */
/** The marker given as a plain-text prop; a rich-text prop gets it as a paragraph. */
export const SLOT_MARKER = 'tessera-rich-text-slot';
export const SLOT_MARKER_HTML = `<p>${SLOT_MARKER}</p>`;

/** `mount` is an element of the editor's own inside the slot: React renders into it, never into the Render's markup. */
export type RichTextSlot = { mount: HTMLElement; inline: boolean } | null;

export function findSlot(container: HTMLElement): RichTextSlot {
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (text.nodeValue?.trim() !== SLOT_MARKER) continue;
    const parent = text.parentElement;
    if (!parent) return null;
    const holder = parent.tagName === 'P' && parent.parentElement?.childNodes.length === 1 ? parent.parentElement : parent;
    if (holder.childNodes.length !== 1 || !container.contains(holder) || holder === container) return null;
    // The marker came from dangerouslySetInnerHTML or a text child React no longer updates (its props are fixed while editing).
    const mount = container.ownerDocument.createElement('div');
    mount.className = 'rich-text__slot';
    holder.replaceChildren(mount);
    return { mount, inline: holder === parent };
  }
  return null;
}

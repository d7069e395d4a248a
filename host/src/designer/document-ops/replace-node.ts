import { updateNode, type AnyNode, type PageDocument } from '@tessera/core';

/**
 * Replaces one node through `update`, copying only the spine from the document down to it,
 * like core's own operations (core's updateNode; popups included): every other node stays
 * identical, which is what keeps undo cheap and lets the canvas re-render and re-style only
 * what changed. An `update` that returns the node itself leaves the document itself unchanged.
 */
export function replaceNode(doc: PageDocument, id: string, update: (node: AnyNode) => AnyNode): PageDocument {
  return updateNode(doc, id, update);
}

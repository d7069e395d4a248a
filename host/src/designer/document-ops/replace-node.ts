import { DocumentOperationError, findPath, type AnyNode, type PageDocument } from '@tessera/core';

const CHILDREN_AT_DEPTH = ['sections', 'rows', 'columns', 'elements'] as const;

type Container = Record<string, unknown>;

/**
 * Replaces one node through `update`, copying only the spine from the document down to it,
 * like core's own operations: every other node stays identical, which is what keeps undo
 * cheap and lets the canvas re-render and re-style only what changed. An `update` that
 * returns the node itself leaves the document itself unchanged.
 */
export function replaceNode(doc: PageDocument, id: string, update: (node: AnyNode) => AnyNode): PageDocument {
  const path = findPath(doc, id);
  if (!path) throw new DocumentOperationError(`No node with id "${id}" in this document`);
  const rebuild = (container: Container, depth: number): Container => {
    const key = CHILDREN_AT_DEPTH[depth]!;
    const children = container[key] as AnyNode[];
    const index = path[depth]!;
    const child = children[index]!;
    const next = depth === path.length - 1 ? update(child) : (rebuild(child as unknown as Container, depth + 1) as unknown as AnyNode);
    if (next === child) return container;
    const copy = children.slice();
    copy[index] = next;
    return { ...container, [key]: copy };
  };
  return rebuild(doc as unknown as Container, 0) as unknown as PageDocument;
}

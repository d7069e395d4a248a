import { createNodeId, kindOfId, type IdFactory, type NodeKind } from './node-ids.ts';
import type {
  AnyNode,
  ColumnNode,
  ElementNode,
  PageDocument,
  RowNode,
  SectionNode,
} from './page-document.ts';

/**
 * Pure, immutable operations on a page document. Every operation returns a new document
 * that shares every untouched node with the old one, so the designer can keep earlier
 * documents for undo and re-render only the nodes whose identity changed.
 */

export const MIN_COLUMN_WIDTH = 10;

export class DocumentOperationError extends Error {
  override name = 'DocumentOperationError';
}

/** A node's position: indices from the document's sections down to the node. */
export type NodePath = readonly number[];

const KIND_AT_DEPTH: readonly NodeKind[] = ['section', 'row', 'column', 'element'];
const CHILDREN_AT_DEPTH = ['sections', 'rows', 'columns', 'elements'] as const;

type Container = { [key: string]: unknown };

function childrenOf(container: Container, depth: number): AnyNode[] {
  return container[CHILDREN_AT_DEPTH[depth]!] as AnyNode[];
}

export function kindAtPath(path: NodePath): NodeKind {
  return KIND_AT_DEPTH[path.length - 1]!;
}

export function findPath(doc: PageDocument, id: string): NodePath | undefined {
  const walk = (container: Container, depth: number, prefix: number[]): number[] | undefined => {
    if (depth >= CHILDREN_AT_DEPTH.length) return undefined;
    const list = childrenOf(container, depth);
    for (let i = 0; i < list.length; i++) {
      const node = list[i]!;
      if (node.id === id) return [...prefix, i];
      const found = walk(node as Container, depth + 1, [...prefix, i]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(doc as Container, 0, []);
}

export function nodeAtPath(doc: PageDocument, path: NodePath): AnyNode | undefined {
  let container: Container = doc as Container;
  let node: AnyNode | undefined;
  for (let depth = 0; depth < path.length; depth++) {
    node = childrenOf(container, depth)[path[depth]!];
    if (!node) return undefined;
    container = node as Container;
  }
  return node;
}

export function findNode(doc: PageDocument, id: string): { node: AnyNode; path: NodePath; kind: NodeKind } | undefined {
  const path = findPath(doc, id);
  if (!path) return undefined;
  return { node: nodeAtPath(doc, path)!, path, kind: kindAtPath(path) };
}

function requirePath(doc: PageDocument, id: string): NodePath {
  const path = findPath(doc, id);
  if (!path) throw new DocumentOperationError(`No node with id "${id}" in this document`);
  return path;
}

/** Rewrites the children list owned by the node at `ownerPath` (the document itself for []). */
function updateChildren<T extends Container>(
  container: T,
  ownerPath: NodePath,
  update: (children: AnyNode[]) => AnyNode[],
  depth = 0,
): T {
  const key = CHILDREN_AT_DEPTH[depth]!;
  const children = childrenOf(container, depth);
  if (ownerPath.length === 0) return { ...container, [key]: update(children) };
  const [index, ...rest] = ownerPath as [number, ...number[]];
  const next = children.slice();
  next[index] = updateChildren(children[index] as Container, rest, update, depth + 1) as unknown as AnyNode;
  return { ...container, [key]: next };
}

function replaceNode(doc: PageDocument, path: NodePath, update: (node: AnyNode) => AnyNode): PageDocument {
  const index = path[path.length - 1]!;
  return updateChildren(doc, path.slice(0, -1), (children) => {
    const next = children.slice();
    next[index] = update(children[index]!);
    return next;
  });
}

function ownerPathFor(doc: PageDocument, parentId: string | null, childKind: NodeKind): NodePath {
  if (parentId === null) {
    if (childKind !== 'section') {
      throw new DocumentOperationError(`A ${childKind} must be placed inside a parent, not at the top of the page`);
    }
    return [];
  }
  const path = requirePath(doc, parentId);
  const expectedParent = KIND_AT_DEPTH[KIND_AT_DEPTH.indexOf(childKind) - 1];
  if (kindAtPath(path) !== expectedParent) {
    throw new DocumentOperationError(`A ${childKind} cannot be placed inside a ${kindAtPath(path)}`);
  }
  return path;
}

function clampIndex(index: number, length: number): number {
  return Math.max(0, Math.min(Number.isFinite(index) ? Math.trunc(index) : length, length));
}

/** Inserts `node` into the children of `parentId` (null for a top-level section) at `index`. */
export function insertNode(doc: PageDocument, parentId: string | null, index: number, node: AnyNode): PageDocument {
  const kind = kindOfId(node.id);
  if (!kind) throw new DocumentOperationError(`"${node.id}" is not a builder id`);
  if (findPath(doc, node.id)) throw new DocumentOperationError(`A node with id "${node.id}" already exists`);
  const ownerPath = ownerPathFor(doc, parentId, kind);
  return updateChildren(doc, ownerPath, (children) => {
    const next = children.slice();
    next.splice(clampIndex(index, children.length), 0, node);
    return next;
  });
}

export function removeNode(doc: PageDocument, id: string): PageDocument {
  const path = requirePath(doc, id);
  const index = path[path.length - 1]!;
  return updateChildren(doc, path.slice(0, -1), (children) => children.filter((_, i) => i !== index));
}

/**
 * Moves a node to `index` among the children of `parentId`. The index is read against the
 * target list as it is once the node has been taken out of its old place.
 */
export function moveNode(doc: PageDocument, id: string, parentId: string | null, index: number): PageDocument {
  const found = findNode(doc, id);
  if (!found) throw new DocumentOperationError(`No node with id "${id}" in this document`);
  ownerPathFor(doc, parentId, found.kind);
  const without = removeNode(doc, id);
  const ownerPath = ownerPathFor(without, parentId, found.kind);
  return updateChildren(without, ownerPath, (children) => {
    const next = children.slice();
    next.splice(clampIndex(index, children.length), 0, found.node);
    return next;
  });
}

/** A deep copy of a node with fresh ids at every level. */
export function cloneWithNewIds<T extends AnyNode>(node: T, newId: IdFactory = createNodeId): T {
  const kind = kindOfId(node.id);
  if (!kind) throw new DocumentOperationError(`"${node.id}" is not a builder id`);
  const copy = { ...structuredClone(node), id: newId(kind) } as unknown as Container;
  const depth = KIND_AT_DEPTH.indexOf(kind) + 1;
  const key = CHILDREN_AT_DEPTH[depth];
  if (key) copy[key] = childrenOf(node as Container, depth).map((child) => cloneWithNewIds(child, newId));
  return copy as T;
}

/** Copies a node (with its subtree, fresh ids) right after itself. */
export function duplicateNode(
  doc: PageDocument,
  id: string,
  newId: IdFactory = createNodeId,
): { document: PageDocument; id: string } {
  const path = requirePath(doc, id);
  const copy = cloneWithNewIds(nodeAtPath(doc, path)!, newId);
  const index = path[path.length - 1]!;
  const document = updateChildren(doc, path.slice(0, -1), (children) => {
    const next = children.slice();
    next.splice(index + 1, 0, copy);
    return next;
  });
  return { document, id: copy.id };
}

function requireKind<K extends NodeKind>(doc: PageDocument, id: string, kind: K): NodePath {
  const path = requirePath(doc, id);
  if (kindAtPath(path) !== kind) throw new DocumentOperationError(`"${id}" is a ${kindAtPath(path)}, not a ${kind}`);
  return path;
}

/** Merges `patch` into an element's props; keys set to undefined are removed. */
export function updateElementProps(doc: PageDocument, id: string, patch: Record<string, unknown>): PageDocument {
  const path = requireKind(doc, id, 'element');
  return replaceNode(doc, path, (node) => {
    const props = { ...(node as ElementNode).props };
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) delete props[key];
      else props[key] = value;
    }
    return { ...node, props } as ElementNode;
  });
}

/** Merges `patch` into the options of a section, row or column. */
export function updateNodeOptions(doc: PageDocument, id: string, patch: Record<string, unknown>): PageDocument {
  const path = requirePath(doc, id);
  if (kindAtPath(path) === 'element') throw new DocumentOperationError('Elements have props, not options');
  return replaceNode(doc, path, (node) => {
    const holder = node as SectionNode | RowNode | ColumnNode;
    return { ...holder, options: { ...holder.options, ...patch } } as AnyNode;
  });
}

/**
 * Moves the gutter between column `leftIndex` and its right neighbour by `delta` percent.
 * The pair keeps its combined width, and neither column drops below MIN_COLUMN_WIDTH.
 */
export function resizeColumns(doc: PageDocument, rowId: string, leftIndex: number, delta: number): PageDocument {
  const path = requireKind(doc, rowId, 'row');
  const row = nodeAtPath(doc, path) as RowNode;
  const left = row.columns[leftIndex];
  const right = row.columns[leftIndex + 1];
  if (!left || !right) throw new DocumentOperationError(`Row "${rowId}" has no gutter after column ${leftIndex}`);
  const total = left.options.width + right.options.width;
  if (total < 2 * MIN_COLUMN_WIDTH) return doc;
  const round = (n: number) => Math.round(n * 100) / 100;
  const leftWidth = round(Math.min(Math.max(left.options.width + delta, MIN_COLUMN_WIDTH), total - MIN_COLUMN_WIDTH));
  const rightWidth = round(total - leftWidth);
  return replaceNode(doc, path, (node) => {
    const columns = (node as RowNode).columns.slice();
    columns[leftIndex] = { ...left, options: { ...left.options, width: leftWidth } };
    columns[leftIndex + 1] = { ...right, options: { ...right.options, width: rightWidth } };
    return { ...node, columns } as RowNode;
  });
}

/** Every element of the document, in reading order, with its path. */
export function* walkElements(doc: PageDocument): Generator<{ element: ElementNode; path: [number, number, number, number] }> {
  for (const [s, section] of doc.sections.entries()) {
    for (const [r, row] of section.rows.entries()) {
      for (const [c, column] of row.columns.entries()) {
        for (const [e, element] of column.elements.entries()) yield { element, path: [s, r, c, e] };
      }
    }
  }
}

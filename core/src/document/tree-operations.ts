import { ownCopy } from './global-sections.ts';
import { createNodeId, kindOfId, type IdFactory, type NodeKind } from './node-ids.ts';
import { evenWidths } from './node-factories.ts';
import type {
  AnyNode,
  ColumnNode,
  ElementNode,
  PageDocument,
  PopupNode,
  RowNode,
  SectionNode,
} from './page-document.ts';

/**
 * Pure, immutable operations on a page document. Every operation returns a new document
 * that shares every untouched node with the old one, so the designer can keep earlier
 * documents for undo and re-render only the nodes whose identity changed.
 *
 * A document has two lists of top-level nodes: the page's sections and its popups. Both hold
 * rows of columns of elements, so rows, columns and elements move freely between them.
 */

export const MIN_COLUMN_WIDTH = 10;
export const MAX_COLUMNS = 6;

export class DocumentOperationError extends Error {
  override name = 'DocumentOperationError';
}

/** A node's position: indices from its top-level list (sections or popups) down to the node. */
export type NodePath = readonly number[];

/** The two top-level lists of a document. */
export type DocumentRoot = 'sections' | 'popups';
export const DOCUMENT_ROOTS: readonly DocumentRoot[] = ['sections', 'popups'];

/** Where a node is: which top-level list, and the indices down from it. */
export interface NodeLocation {
  readonly root: DocumentRoot;
  readonly path: NodePath;
}

const KINDS_BY_ROOT: Record<DocumentRoot, readonly NodeKind[]> = {
  sections: ['section', 'row', 'column', 'element'],
  popups: ['popup', 'row', 'column', 'element'],
};
const ROOT_OF_KIND: Partial<Record<NodeKind, DocumentRoot>> = { section: 'sections', popup: 'popups' };
/** Below the top level, both lists nest alike. */
const NESTED_CHILDREN = ['rows', 'columns', 'elements'] as const;
const PARENT_KINDS: Record<NodeKind, readonly NodeKind[]> = {
  section: [],
  popup: [],
  row: ['section', 'popup'],
  column: ['row'],
  element: ['column'],
};

type Container = { [key: string]: unknown };

function childKey(root: DocumentRoot, depth: number): string {
  return depth === 0 ? root : NESTED_CHILDREN[depth - 1]!;
}

function childrenAt(container: Container, root: DocumentRoot, depth: number): AnyNode[] {
  return (container[childKey(root, depth)] as AnyNode[] | undefined) ?? [];
}

/** The top-level nodes of a list; a document stored before popups existed has none. */
export function rootNodes(doc: PageDocument, root: DocumentRoot): readonly (SectionNode | PopupNode)[] {
  return root === 'sections' ? doc.sections : (doc.popups ?? []);
}

export function kindAtLocation(location: NodeLocation): NodeKind {
  return KINDS_BY_ROOT[location.root][location.path.length - 1]!;
}

/** The kind of the node at `path` under the page's sections (kept for callers that only know sections). */
export function kindAtPath(path: NodePath): NodeKind {
  return kindAtLocation({ root: 'sections', path });
}

export function findLocation(doc: PageDocument, id: string): NodeLocation | undefined {
  const rootKind = kindOfId(id);
  const roots = rootKind && ROOT_OF_KIND[rootKind] ? [ROOT_OF_KIND[rootKind]] : DOCUMENT_ROOTS;
  // Ids name their kind (spec §3, held to it by the document schema), so only that depth is
  // compared; one path array is filled in as the walk goes: this runs on every edit of a page
  // that may hold thousands of nodes.
  const depth = rootKind ? KINDS_BY_ROOT.sections.indexOf(rootKind === 'popup' ? 'section' : rootKind) : -1;
  const path: number[] = [];
  for (const root of roots) {
    if (pathTo(rootNodes(doc, root), id, 0, depth, path)) return { root, path };
  }
  return undefined;
}

/** Fills `path` from `level` down to the node `id` among `list`, comparing ids only at `depth` (any depth when -1). */
function pathTo(list: readonly AnyNode[], id: string, level: number, depth: number, path: number[]): boolean {
  const deeper = level < NESTED_CHILDREN.length && (depth === -1 || level < depth);
  const compare = depth === -1 || level === depth;
  for (let i = 0; i < list.length; i++) {
    const node = list[i]!;
    path[level] = i;
    if (compare && node.id === id) {
      path.length = level + 1;
      return true;
    }
    if (deeper) {
      const children = (node as unknown as Container)[NESTED_CHILDREN[level]!] as AnyNode[] | undefined;
      if (children && pathTo(children, id, level + 1, depth, path)) return true;
    }
  }
  return false;
}

/** The path of a node among the page's sections; undefined for nodes of popups (use findLocation). */
export function findPath(doc: PageDocument, id: string): NodePath | undefined {
  const location = findLocation(doc, id);
  return location?.root === 'sections' ? location.path : undefined;
}

export function nodeAtLocation(doc: PageDocument, { root, path }: NodeLocation): AnyNode | undefined {
  let container: Container = doc as Container;
  let node: AnyNode | undefined;
  for (let depth = 0; depth < path.length; depth++) {
    node = childrenAt(container, root, depth)[path[depth]!];
    if (!node) return undefined;
    container = node as Container;
  }
  return node;
}

export function nodeAtPath(doc: PageDocument, path: NodePath): AnyNode | undefined {
  return nodeAtLocation(doc, { root: 'sections', path });
}

export function findNode(
  doc: PageDocument,
  id: string,
): { node: AnyNode; path: NodePath; root: DocumentRoot; kind: NodeKind } | undefined {
  const location = findLocation(doc, id);
  if (!location) return undefined;
  return { node: nodeAtLocation(doc, location)!, path: location.path, root: location.root, kind: kindAtLocation(location) };
}

/** The id of the node holding `id` (null for a section or popup), or undefined when there is no such node. */
export function parentIdOf(doc: PageDocument, id: string): string | null | undefined {
  const location = findLocation(doc, id);
  if (!location) return undefined;
  if (location.path.length === 1) return null;
  return nodeAtLocation(doc, { root: location.root, path: location.path.slice(0, -1) })!.id;
}

function requireLocation(doc: PageDocument, id: string): NodeLocation {
  const location = findLocation(doc, id);
  if (!location) throw new DocumentOperationError(`No node with id "${id}" in this document`);
  return location;
}

/** Rewrites the children list owned by the node at `ownerPath` (the document's `root` list for []). */
function updateChildren<T extends Container>(
  container: T,
  root: DocumentRoot,
  ownerPath: NodePath,
  update: (children: AnyNode[]) => AnyNode[],
  depth = 0,
): T {
  const key = childKey(root, depth);
  const children = childrenAt(container, root, depth);
  if (ownerPath.length === 0) return { ...container, [key]: update(children) };
  const [index, ...rest] = ownerPath as [number, ...number[]];
  const next = children.slice();
  next[index] = updateChildren(children[index] as Container, root, rest, update, depth + 1) as unknown as AnyNode;
  return { ...container, [key]: next };
}

/**
 * Replaces one node through `update`, copying only the spine from the document down to it. An
 * `update` that returns the node itself leaves the document itself unchanged.
 */
export function updateNode(doc: PageDocument, id: string, update: (node: AnyNode) => AnyNode): PageDocument {
  return updateAt(doc, requireLocation(doc, id), update);
}

/** updateNode for a node already found. */
function updateAt(doc: PageDocument, { root, path }: NodeLocation, update: (node: AnyNode) => AnyNode): PageDocument {
  const rebuild = (container: Container, depth: number): Container => {
    const key = childKey(root, depth);
    const children = childrenAt(container, root, depth);
    const index = path[depth]!;
    const child = children[index]!;
    const next = depth === path.length - 1 ? update(child) : (rebuild(child as unknown as Container, depth + 1) as unknown as AnyNode);
    if (next === child) return container;
    const copy = children.slice();
    copy[index] = next;
    return { ...container, [key]: copy };
  };
  return rebuild(doc as Container, 0) as PageDocument;
}

/** Where children of `childKind` go under `parentId` (null: the top-level list of a section or popup). */
function ownerFor(doc: PageDocument, parentId: string | null, childKind: NodeKind): NodeLocation {
  if (parentId === null) {
    const root = ROOT_OF_KIND[childKind];
    if (!root) throw new DocumentOperationError(`A ${childKind} must be placed inside a parent, not at the top of the page`);
    return { root, path: [] };
  }
  const location = requireLocation(doc, parentId);
  const parentKind = kindAtLocation(location);
  if (!PARENT_KINDS[childKind].includes(parentKind)) {
    throw new DocumentOperationError(`A ${childKind} cannot be placed inside a ${parentKind}`);
  }
  return location;
}

function clampIndex(index: number, length: number): number {
  return Math.max(0, Math.min(Number.isFinite(index) ? Math.trunc(index) : length, length));
}

function requireKindOfId(id: string): NodeKind {
  const kind = kindOfId(id);
  if (!kind) throw new DocumentOperationError(`"${id}" is not a builder id`);
  return kind;
}

/** Inserts `node` into the children of `parentId` (null for a top-level section or popup) at `index`. */
export function insertNode(doc: PageDocument, parentId: string | null, index: number, node: AnyNode): PageDocument {
  const kind = requireKindOfId(node.id);
  if (findLocation(doc, node.id)) throw new DocumentOperationError(`A node with id "${node.id}" already exists`);
  const owner = ownerFor(doc, parentId, kind);
  return updateChildren(doc as Container, owner.root, owner.path, (children) => {
    const next = children.slice();
    next.splice(clampIndex(index, children.length), 0, node);
    return next;
  }) as PageDocument;
}

export function removeNode(doc: PageDocument, id: string): PageDocument {
  const { root, path } = requireLocation(doc, id);
  const index = path[path.length - 1]!;
  return updateChildren(doc as Container, root, path.slice(0, -1), (children) => children.filter((_, i) => i !== index)) as PageDocument;
}

/**
 * Moves a node to `index` among the children of `parentId`. The index is read against the
 * target list as it is once the node has been taken out of its old place.
 */
export function moveNode(doc: PageDocument, id: string, parentId: string | null, index: number): PageDocument {
  const found = findNode(doc, id);
  if (!found) throw new DocumentOperationError(`No node with id "${id}" in this document`);
  ownerFor(doc, parentId, found.kind);
  if (parentId !== null && isInside(doc, parentId, id)) throw new DocumentOperationError(`A ${found.kind} cannot be moved into itself`);
  const without = removeNode(doc, id);
  const owner = ownerFor(without, parentId, found.kind);
  return updateChildren(without as Container, owner.root, owner.path, (children) => {
    const next = children.slice();
    next.splice(clampIndex(index, children.length), 0, found.node);
    return next;
  }) as PageDocument;
}

/** Whether `id` is `ancestorId` or lies inside it. */
export function isInside(doc: PageDocument, id: string, ancestorId: string): boolean {
  const inner = findLocation(doc, id);
  const outer = findLocation(doc, ancestorId);
  if (!inner || !outer || inner.root !== outer.root || inner.path.length < outer.path.length) return false;
  return outer.path.every((index, depth) => inner.path[depth] === index);
}

function childListKey(kind: NodeKind): 'rows' | 'columns' | 'elements' | undefined {
  if (kind === 'section' || kind === 'popup') return 'rows';
  if (kind === 'row') return 'columns';
  if (kind === 'column') return 'elements';
  return undefined;
}

/** A deep copy of a node with fresh ids at every level. */
export function cloneWithNewIds<T extends AnyNode>(node: T, newId: IdFactory = createNodeId): T {
  const kind = requireKindOfId(node.id);
  const copy = { ...structuredClone(node), id: newId(kind) } as unknown as Container;
  const key = childListKey(kind);
  if (key) copy[key] = ((node as unknown as Container)[key] as AnyNode[]).map((child) => cloneWithNewIds(child, newId));
  return copy as T;
}

/** Copies a node (with its subtree, fresh ids) right after itself. A copied column shares its row's width with it. */
export function duplicateNode(
  doc: PageDocument,
  id: string,
  newId: IdFactory = createNodeId,
): { document: PageDocument; id: string } {
  const location = requireLocation(doc, id);
  const original = nodeAtLocation(doc, location)!;
  const copy = ownCopy(cloneWithNewIds(original, newId));
  const index = location.path[location.path.length - 1]!;
  let document = updateChildren(doc as Container, location.root, location.path.slice(0, -1), (children) => {
    const next = children.slice();
    next.splice(index + 1, 0, copy);
    return next;
  }) as PageDocument;
  if (kindAtLocation(location) === 'column') {
    const rowId = parentIdOf(doc, id)!;
    document = refitRow(document, rowId, copy.id);
  }
  return { document, id: copy.id };
}

function requireKind<K extends NodeKind>(doc: PageDocument, id: string, kind: K): NodeLocation {
  const location = requireLocation(doc, id);
  const found = kindAtLocation(location);
  if (found !== kind) throw new DocumentOperationError(`"${id}" is a ${found}, not a ${kind}`);
  return location;
}

/** Merges `patch` into an element's props; keys set to undefined are removed. */
export function updateElementProps(doc: PageDocument, id: string, patch: Record<string, unknown>): PageDocument {
  return updateAt(doc, requireKind(doc, id, 'element'), (node) => {
    const props = { ...(node as ElementNode).props };
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) delete props[key];
      else props[key] = value;
    }
    return { ...node, props } as ElementNode;
  });
}

/** Merges `patch` into the options of a section, popup, row or column; keys set to undefined are removed. */
export function updateNodeOptions(doc: PageDocument, id: string, patch: Record<string, unknown>): PageDocument {
  const location = requireLocation(doc, id);
  if (kindAtLocation(location) === 'element') throw new DocumentOperationError('Elements have props, not options');
  return updateAt(doc, location, (node) => {
    const holder = node as SectionNode | PopupNode | RowNode | ColumnNode;
    const options: Record<string, unknown> = { ...holder.options };
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) delete options[key];
      else options[key] = value;
    }
    return { ...holder, options } as AnyNode;
  });
}

/**
 * Moves the gutter between column `leftIndex` and its right neighbour by `delta` percent.
 * The pair keeps its combined width, and neither column drops below MIN_COLUMN_WIDTH.
 */
export function resizeColumns(doc: PageDocument, rowId: string, leftIndex: number, delta: number): PageDocument {
  const location = requireKind(doc, rowId, 'row');
  const row = nodeAtLocation(doc, location) as RowNode;
  const left = row.columns[leftIndex];
  const right = row.columns[leftIndex + 1];
  if (!left || !right) throw new DocumentOperationError(`Row "${rowId}" has no gutter after column ${leftIndex}`);
  const total = left.options.width + right.options.width;
  if (total < 2 * MIN_COLUMN_WIDTH) return doc;
  const round = (n: number) => Math.round(n * 100) / 100;
  const leftWidth = round(Math.min(Math.max(left.options.width + delta, MIN_COLUMN_WIDTH), total - MIN_COLUMN_WIDTH));
  const rightWidth = round(total - leftWidth);
  if (leftWidth === left.options.width && rightWidth === right.options.width) return doc;
  return updateNode(doc, rowId, (node) => {
    const columns = (node as RowNode).columns.slice();
    columns[leftIndex] = { ...left, options: { ...left.options, width: leftWidth } };
    columns[leftIndex + 1] = { ...right, options: { ...right.options, width: rightWidth } };
    return { ...node, columns } as RowNode;
  });
}

/**
 * Column widths that add up to 100 again after a column came or went: `fixed` (a newcomer)
 * gets an even share, the others keep their proportions. When that would leave a column under
 * MIN_COLUMN_WIDTH the row is made even.
 */
export function fitColumnWidths(widths: readonly number[], fixedIndex?: number): number[] {
  const count = widths.length;
  if (count === 0) return [];
  if (count > MAX_COLUMNS) throw new DocumentOperationError(`A row has at most ${MAX_COLUMNS} columns`);
  const round = (n: number) => Math.round(n * 100) / 100;
  const share = fixedIndex === undefined ? 0 : round(100 / count);
  const others = widths.map((width, i) => (i === fixedIndex ? 0 : Math.max(width, 0)));
  const othersTotal = others.reduce((a, b) => a + b, 0);
  if (othersTotal <= 0) return evenWidths(count);
  const scale = (100 - share) / othersTotal;
  const next = others.map((width, i) => (i === fixedIndex ? share : round(width * scale)));
  const last = count - 1;
  next[last] = round(100 - next.slice(0, last).reduce((a, b) => a + b, 0));
  return next.every((width) => width >= MIN_COLUMN_WIDTH) ? next : evenWidths(count);
}

/** Makes a row's widths add up to 100 (see fitColumnWidths); `newcomerId` gets an even share. */
export function refitRow(doc: PageDocument, rowId: string, newcomerId?: string): PageDocument {
  requireKind(doc, rowId, 'row');
  return updateNode(doc, rowId, (node) => {
    const row = node as RowNode;
    const widths = row.columns.map((column) => column.options.width);
    const sum = widths.reduce((a, b) => a + b, 0);
    const fixed = newcomerId === undefined ? undefined : row.columns.findIndex((column) => column.id === newcomerId);
    if (fixed === undefined && Math.abs(sum - 100) < 0.01) return row;
    const next = fitColumnWidths(widths, fixed === -1 ? undefined : fixed);
    return {
      ...row,
      columns: row.columns.map((column, i) => (column.options.width === next[i] ? column : { ...column, options: { ...column.options, width: next[i]! } })),
    };
  });
}

function columnCount(doc: PageDocument, rowId: string): number {
  return (findNode(doc, rowId)?.node as RowNode | undefined)?.columns.length ?? 0;
}

/**
 * Moves a column to `index` of row `rowId`. Within a row the widths move with the columns.
 * Across rows the row it leaves shares its width among the columns left (a row left without
 * columns goes), and the row it joins makes room for it with an even share, up to six columns.
 */
export function moveColumn(doc: PageDocument, columnId: string, rowId: string, index: number): PageDocument {
  requireKind(doc, columnId, 'column');
  const fromRowId = parentIdOf(doc, columnId)!;
  if (fromRowId === rowId) return moveNode(doc, columnId, rowId, index);
  if (columnCount(doc, rowId) >= MAX_COLUMNS) throw new DocumentOperationError(`A row has at most ${MAX_COLUMNS} columns`);
  let next = moveNode(doc, columnId, rowId, index);
  next = refitRow(next, rowId, columnId);
  next = columnCount(next, fromRowId) === 0 ? removeNode(next, fromRowId) : refitRow(next, fromRowId);
  return next;
}

/** Removes a column; its row's other columns share its width. A row keeps at least one column. */
export function removeColumn(doc: PageDocument, columnId: string): PageDocument {
  requireKind(doc, columnId, 'column');
  const rowId = parentIdOf(doc, columnId)!;
  if (columnCount(doc, rowId) <= 1) throw new DocumentOperationError('A row keeps at least one column');
  return refitRow(removeNode(doc, columnId), rowId);
}

/** Inserts a column into a row, giving it an even share of the row's width (at most six columns). */
export function insertColumn(doc: PageDocument, rowId: string, index: number, column: ColumnNode): PageDocument {
  if (columnCount(doc, rowId) >= MAX_COLUMNS) throw new DocumentOperationError(`A row has at most ${MAX_COLUMNS} columns`);
  return refitRow(insertNode(doc, rowId, index, column), rowId, column.id);
}

/** Every element of the document in reading order (the page's sections, then its popups), with its path under its list. */
export function* walkElements(
  doc: PageDocument,
): Generator<{ element: ElementNode; path: [number, number, number, number]; root: DocumentRoot }> {
  for (const root of DOCUMENT_ROOTS) {
    for (const [s, top] of rootNodes(doc, root).entries()) {
      for (const [r, row] of top.rows.entries()) {
        for (const [c, column] of row.columns.entries()) {
          for (const [e, element] of column.elements.entries()) yield { element, path: [s, r, c, e], root };
        }
      }
    }
  }
}

/** Every node of the document, parents before their children: sections and their trees, then popups and theirs. */
export function* walkNodes(doc: PageDocument): Generator<{ node: AnyNode; kind: NodeKind; root: DocumentRoot }> {
  for (const root of DOCUMENT_ROOTS) {
    for (const top of rootNodes(doc, root)) {
      yield { node: top, kind: root === 'sections' ? 'section' : 'popup', root };
      for (const row of top.rows) {
        yield { node: row, kind: 'row', root };
        for (const column of row.columns) {
          yield { node: column, kind: 'column', root };
          for (const element of column.elements) yield { node: element, kind: 'element', root };
        }
      }
    }
  }
}

/** Ids held by more than one node of the document, each named once, in document order. */
export function duplicateNodeIds(doc: PageDocument): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const { node } of walkNodes(doc)) {
    if (seen.has(node.id)) twice.add(node.id);
    seen.add(node.id);
  }
  return [...twice];
}

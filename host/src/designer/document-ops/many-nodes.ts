import {
  cloneWithNewIds,
  ownCopy,
  createColumnNode,
  createRowNode,
  createSectionNode,
  DocumentOperationError,
  duplicateNode,
  insertColumn,
  insertNode,
  isInside,
  kindOfId,
  moveColumn,
  moveNode,
  removeColumn,
  removeNode,
  type AnyNode,
  type ColumnNode,
  type IdFactory,
  type NodeKind,
  type PageDocument,
  type RowNode,
} from '@tessera/core';
import { inDocumentOrder, nodeEntry } from '../node-index.ts';

/**
 * Operations on several nodes at once (a multi-selection, a paste of several copied nodes). Each
 * returns one new document, so the whole operation is one undo step; a node the operation
 * cannot take (it went with an ancestor, a row's last column) is skipped, not fatal.
 */

/** Runs `operation`, or keeps `doc` when core refuses it. */
function tryOr(doc: PageDocument, operation: () => PageDocument): PageDocument {
  try {
    return operation();
  } catch (error) {
    if (error instanceof DocumentOperationError) return doc;
    throw error;
  }
}

/** `ids` in reading order, leaving out those inside another of them (they go with it). */
export function outermost(doc: PageDocument, ids: Iterable<string>): string[] {
  const ordered = inDocumentOrder(doc, ids);
  return ordered.filter((id) => !ordered.some((other) => other !== id && isInside(doc, id, other)));
}

/** Removes the nodes; a column gives its width to its row's others, and a row's last column stays. */
export function removeMany(doc: PageDocument, ids: Iterable<string>): PageDocument {
  let next = doc;
  for (const id of outermost(doc, ids)) {
    next = tryOr(next, () => (kindOfId(id) === 'column' ? removeColumn(next, id) : removeNode(next, id)));
  }
  return next;
}

/** Copies each node right after itself; returns the copies' ids. */
export function duplicateMany(doc: PageDocument, ids: Iterable<string>, newId: IdFactory): { document: PageDocument; ids: string[] } {
  let next = doc;
  const copies: string[] = [];
  for (const id of outermost(doc, ids)) {
    // A seventh column is refused by core, and that copy is skipped.
    const result = (() => {
      try {
        return duplicateNode(next, id, newId);
      } catch (error) {
        if (error instanceof DocumentOperationError) return null;
        throw error;
      }
    })();
    if (!result) continue;
    next = result.document;
    copies.push(result.id);
  }
  return { document: next, ids: copies };
}

function siblingsOf(doc: PageDocument, parentId: string | null, kind: NodeKind): readonly AnyNode[] {
  if (parentId === null) return kind === 'popup' ? (doc.popups ?? []) : doc.sections;
  const parent = nodeEntry(doc, parentId)?.node as { rows?: AnyNode[]; columns?: AnyNode[]; elements?: AnyNode[] } | undefined;
  return parent?.rows ?? parent?.columns ?? parent?.elements ?? [];
}

/** Moves each node one place up (-1) or down (1) among its siblings; a selected neighbour that cannot move holds the next one back. */
export function shiftMany(doc: PageDocument, ids: Iterable<string>, direction: -1 | 1): PageDocument {
  const order = outermost(doc, ids);
  if (direction === 1) order.reverse();
  const blocked = new Set<string>();
  let next = doc;
  for (const id of order) {
    const entry = nodeEntry(next, id);
    if (!entry) continue;
    const neighbour = siblingsOf(next, entry.parentId, entry.kind)[entry.index + direction];
    if (!neighbour || blocked.has(neighbour.id)) {
      blocked.add(id);
      continue;
    }
    next = tryOr(next, () => moveNode(next, id, entry.parentId, entry.index + direction));
  }
  return next;
}

/**
 * Moves the nodes, in reading order, into `parentId` (null: the page's sections or the popups)
 * just before `beforeId`, or at the end when it is null. Columns move with core's moveColumn,
 * which keeps both rows' widths adding up to 100.
 */
export function moveManyTo(doc: PageDocument, ids: Iterable<string>, parentId: string | null, beforeId: string | null): PageDocument {
  let next = doc;
  for (const id of outermost(doc, ids)) {
    if (id === beforeId) continue;
    const kind = kindOfId(id)!;
    // Core reads the index against the list once the node has left it.
    const siblings = siblingsOf(next, parentId, kind).filter((node) => node.id !== id);
    const at = beforeId === null ? siblings.length : siblings.findIndex((node) => node.id === beforeId);
    const index = at === -1 ? siblings.length : at;
    next = tryOr(next, () => (kind === 'column' && parentId !== null ? moveColumn(next, id, parentId, index) : moveNode(next, id, parentId, index)));
  }
  return next;
}

/** Where a pasted node of `kind` goes when `anchorId` is selected: into which parent, before which sibling. */
export type Placement = { parentId: string | null; beforeId: string | null } | { newSection: true };

const PARENT_KIND: Partial<Record<NodeKind, readonly NodeKind[]>> = { row: ['section', 'popup'], column: ['row'], element: ['column'] };

/**
 * The place for a pasted node: right after the selected node of the same kind, or at the end
 * of the selected node if it can hold it, climbing from the selection towards the page; a row,
 * column or element with nowhere to go starts a new section.
 */
export function placementFor(doc: PageDocument, anchorId: string | null, kind: NodeKind): Placement {
  if (kind === 'section' || kind === 'popup') {
    let top = anchorId;
    while (top && nodeEntry(doc, top)?.parentId) top = nodeEntry(doc, top)!.parentId;
    const after = top && kindOfId(top) === kind ? siblingsOf(doc, null, kind)[nodeEntry(doc, top)!.index + 1] : undefined;
    return { parentId: null, beforeId: after?.id ?? null };
  }
  for (let id = anchorId; id; id = nodeEntry(doc, id)?.parentId ?? null) {
    const entry = nodeEntry(doc, id);
    if (!entry) break;
    if (entry.kind === kind) {
      const next = siblingsOf(doc, entry.parentId, kind)[entry.index + 1];
      return { parentId: entry.parentId, beforeId: next?.id ?? null };
    }
    if (PARENT_KIND[kind]?.includes(entry.kind)) return { parentId: id, beforeId: null };
    // A selected section or row takes an element into its first column.
    if (kind === 'element' && (entry.kind === 'section' || entry.kind === 'popup' || entry.kind === 'row')) {
      const firstColumn = entry.kind === 'row' ? (entry.node as RowNode).columns[0] : (entry.node as { rows: RowNode[] }).rows[0]?.columns[0];
      if (firstColumn) return { parentId: firstColumn.id, beforeId: null };
    }
  }
  return { newSection: true };
}

/** A node with nowhere else to go, wrapped in a new section (a row, a column, an element). */
function wrapInSection(node: AnyNode, newId: IdFactory): AnyNode {
  const kind = kindOfId(node.id);
  if (kind === 'row') return createSectionNode('section', [node as RowNode], newId);
  if (kind === 'column') return createSectionNode('section', [{ ...createRowNode([], newId), columns: [{ ...(node as ColumnNode), options: { ...(node as ColumnNode).options, width: 100 } }] }], newId);
  if (kind === 'element') {
    return createSectionNode('section', [{ ...createRowNode([], newId), columns: [createColumnNode(100, [node as ColumnNode['elements'][number]], newId)] }], newId);
  }
  return node;
}

/**
 * Inserts copies (fresh ids) of `nodes` where `placementFor` says, in order; returns the ids
 * of what was inserted (the copies, or the sections made to hold them).
 */
export function pasteNodes(doc: PageDocument, nodes: readonly AnyNode[], anchorId: string | null, newId: IdFactory): { document: PageDocument; ids: string[] } {
  let next = doc;
  const pasted: string[] = [];
  let anchor = anchorId;
  for (const original of nodes) {
    const kind = kindOfId(original.id);
    if (!kind) continue;
    const copy = ownCopy(cloneWithNewIds(original, newId));
    const placement = placementFor(next, anchor, kind);
    const inserted = 'newSection' in placement ? wrapInSection(copy, newId) : copy;
    const attempt = tryOr(next, () => {
      if ('newSection' in placement) return insertNode(next, null, Number.POSITIVE_INFINITY, inserted);
      const siblings = siblingsOf(next, placement.parentId, kind);
      const at = placement.beforeId === null ? siblings.length : siblings.findIndex((node) => node.id === placement.beforeId);
      return kind === 'column' ? insertColumn(next, placement.parentId!, at, copy as ColumnNode) : insertNode(next, placement.parentId, at, copy);
    });
    if (attempt === next) continue;
    next = attempt;
    pasted.push(inserted.id);
    // The next copy goes after this one.
    anchor = inserted.id;
  }
  return { document: next, ids: pasted };
}

/** Moves elements (or rows) into a new section at the end of the page, as one change; returns the section's id. */
export function moveIntoNewSection(doc: PageDocument, ids: Iterable<string>, newId: IdFactory): { document: PageDocument; id: string | null } {
  const moving = outermost(doc, ids).filter((id) => kindOfId(id) === 'element' || kindOfId(id) === 'row');
  if (moving.length === 0) return { document: doc, id: null };
  const onlyRows = moving.every((id) => kindOfId(id) === 'row');
  const section = onlyRows ? createSectionNode('section', [], newId) : createSectionNode('section', [createRowNode([100], newId)], newId);
  let next = tryOr(doc, () => insertNode(doc, null, Number.POSITIVE_INFINITY, section));
  if (next === doc) return { document: doc, id: null };
  const columnId = onlyRows ? null : section.rows[0]!.columns[0]!.id;
  for (const id of moving) {
    const parentId = kindOfId(id) === 'row' ? section.id : columnId!;
    next = tryOr(next, () => moveNode(next, id, parentId, Number.POSITIVE_INFINITY));
  }
  return { document: next, id: section.id };
}

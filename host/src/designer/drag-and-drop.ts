import type { AnyNode, NodeKind, PageDocument } from '@tessera/core';
import { newElementNode } from './element-nodes.ts';
import type { DesignerStore, NodeDestination } from './designer-state.ts';
import { outermost } from './document-ops/many-nodes.ts';
import { nodeEntry } from './node-index.ts';
import { nodeTrail } from './node-labels.ts';
import type { ElementRegistry } from './plugins-context.tsx';

/** The levels a user drags: sections, rows, columns and elements. */
export type StructureKind = 'section' | 'row' | 'column' | 'element';

/** What is being dragged: a plugin from the palette, or a node already on the page (with the others selected with it). */
export type DragSource = { kind: 'palette'; elementKey: string } | { kind: 'node'; nodeKind: StructureKind; id: string };

/**
 * Where it can land: before or after a node of its own kind, at the end of a node that holds
 * its kind, or (elements and sections) in a new section at the end of the page.
 */
export type DropTarget =
  | { kind: 'new-section' }
  | { kind: 'node'; nodeKind: StructureKind; id: string }
  | { kind: 'container'; nodeKind: 'section' | 'popup' | 'row' | 'column'; id: string };

/** Which side of a node target the drop is on (containers and the new-section zone are "inside"). */
export type DropSide = 'before' | 'after' | 'inside';

const CHILD_KIND: Record<'section' | 'popup' | 'row' | 'column', StructureKind> = { section: 'row', popup: 'row', row: 'column', column: 'element' };

export function draggedKind(source: DragSource): StructureKind {
  return source.kind === 'palette' ? 'element' : source.nodeKind;
}

export function accepts(source: DragSource, target: DropTarget): boolean {
  const kind = draggedKind(source);
  if (target.kind === 'new-section') return kind === 'element' || kind === 'section';
  if (target.kind === 'node') return target.nodeKind === kind;
  return CHILD_KIND[target.nodeKind] === kind;
}

/** dnd-kit ids only need to be unique; the data above says what they mean. */
export const dragId = (source: DragSource) => (source.kind === 'palette' ? `palette:${source.elementKey}` : `drag:${source.id}`);
export const dropId = (target: DropTarget) => (target.kind === 'new-section' ? 'drop:new-section' : `drop:${target.kind}:${target.id}`);

/** The DOM id of a new-section zone, which draws the drop indicator like a node. */
export const NEW_SECTION_ZONE_ID = 'canvas-new-section-zone';

/** The nodes a drag of `source` moves: it alone, or every selected node of its kind when it is one of them. */
export function movingIds(store: DesignerStore, source: DragSource): string[] {
  if (source.kind !== 'node') return [];
  const { document, selectedIds } = store.getState();
  if (!selectedIds.includes(source.id) || selectedIds.length < 2) return [source.id];
  return outermost(
    document,
    selectedIds.filter((id) => nodeEntry(document, id)?.kind === source.nodeKind),
  );
}

function siblingsOf(doc: PageDocument, parentId: string | null, kind: NodeKind): readonly AnyNode[] {
  if (parentId === null) return kind === 'popup' ? (doc.popups ?? []) : doc.sections;
  const parent = nodeEntry(doc, parentId)?.node as { rows?: AnyNode[]; columns?: AnyNode[]; elements?: AnyNode[] } | undefined;
  return parent?.rows ?? parent?.columns ?? parent?.elements ?? [];
}

/** Where a drop on `target` on `side` puts the moving nodes, or null for the new-section zone. */
export function destinationOf(doc: PageDocument, target: DropTarget, side: DropSide, moving: readonly string[] = []): NodeDestination | null {
  if (target.kind === 'new-section') return null;
  if (target.kind === 'container') return { parentId: target.id, beforeId: null };
  const entry = nodeEntry(doc, target.id);
  if (!entry) return null;
  if (side !== 'after') return { parentId: entry.parentId, beforeId: target.id };
  const siblings = siblingsOf(doc, entry.parentId, entry.kind);
  const next = siblings.slice(entry.index + 1).find((node) => !moving.includes(node.id));
  return { parentId: entry.parentId, beforeId: next?.id ?? null };
}

/** Applies a drop to the store; returns whether the page changed. */
export function applyDrop(store: DesignerStore, registry: ElementRegistry, source: DragSource, target: DropTarget, side: DropSide = 'before'): boolean {
  if (!accepts(source, target)) return false;
  const state = store.getState();
  if (source.kind === 'palette') {
    const definition = registry.get(source.elementKey);
    if (!definition) return false;
    const element = newElementNode(definition);
    const destination = destinationOf(state.document, target, side);
    if (!destination) return state.addElementInNewSection(element);
    const siblings = siblingsOf(state.document, destination.parentId, 'element');
    const index = destination.beforeId === null ? siblings.length : siblings.findIndex((node) => node.id === destination.beforeId);
    return state.addElementToColumn(destination.parentId!, element, index === -1 ? siblings.length : index);
  }
  const moving = movingIds(store, source);
  if (target.kind === 'node' && moving.includes(target.id)) return false;
  if (target.kind === 'new-section') {
    if (source.nodeKind === 'section') return state.moveNodes(moving, { parentId: null, beforeId: null });
    return state.moveNodesToNewSection(moving);
  }
  const destination = destinationOf(state.document, target, side, moving);
  return destination ? state.moveNodes(moving, destination) : false;
}

/** A keyboard drag's stops, in reading order: each a target and a side. */
export interface DropSlot {
  target: DropTarget;
  side: DropSide;
}

/**
 * Every place a keyboard drag of `source` can stop, in reading order, within what the canvas
 * shows (the page, or the popup being edited): before each node of its kind, after the last
 * one of each parent (or inside an empty parent), and the new-section zone for elements and
 * sections. The dragged nodes themselves are not stops.
 */
export function keyboardSlots(doc: PageDocument, source: DragSource, openPopupId: string | null, moving: readonly string[] = []): DropSlot[] {
  const kind = draggedKind(source);
  const slots: DropSlot[] = [];
  const addChildren = (children: readonly AnyNode[], container: DropTarget | null) => {
    const stay = children.filter((child) => !moving.includes(child.id));
    for (const child of stay) slots.push({ target: { kind: 'node', nodeKind: kind, id: child.id }, side: 'before' });
    if (stay.length) slots.push({ target: { kind: 'node', nodeKind: kind, id: stay.at(-1)!.id }, side: 'after' });
    else if (container) slots.push({ target: container, side: 'inside' });
  };
  const tops = openPopupId ? (doc.popups ?? []).filter((popup) => popup.id === openPopupId) : doc.sections;
  if (kind === 'section') {
    if (!openPopupId) addChildren(doc.sections, null);
  } else {
    for (const top of tops) {
      const topKind = openPopupId ? 'popup' : 'section';
      if (kind === 'row') {
        addChildren(top.rows, { kind: 'container', nodeKind: topKind, id: top.id });
        continue;
      }
      for (const row of top.rows) {
        if (kind === 'column') {
          addChildren(row.columns, { kind: 'container', nodeKind: 'row', id: row.id });
          continue;
        }
        for (const column of row.columns) addChildren(column.elements, { kind: 'container', nodeKind: 'column', id: column.id });
      }
    }
  }
  if (!openPopupId && kind === 'element') slots.push({ target: { kind: 'new-section' }, side: 'inside' });
  return slots;
}

/** The slot a node is in now: where dropping it changes nothing. */
export function currentSlot(doc: PageDocument, slots: readonly DropSlot[], id: string, moving: readonly string[]): number {
  const entry = nodeEntry(doc, id);
  if (!entry) return -1;
  const siblings = siblingsOf(doc, entry.parentId, entry.kind);
  const next = siblings.slice(entry.index + 1).find((node) => !moving.includes(node.id));
  const previous = siblings.slice(0, entry.index).reverse().find((node) => !moving.includes(node.id));
  return slots.findIndex(({ target, side }) => {
    if (next) return target.kind === 'node' && target.id === next.id && side === 'before';
    if (previous) return target.kind === 'node' && target.id === previous.id && side === 'after';
    return target.kind === 'container' && target.id === entry.parentId;
  });
}

/** "Headline" or "Headline, 2 of 3 in Column 1 of Row 1 of Section 2": for announcements to screen readers. */
export function describeNode(doc: PageDocument, id: string, registry: ElementRegistry): string {
  const trail = nodeTrail(doc, id, registry);
  const self = trail.at(-1);
  if (!self) return 'the item';
  const entry = nodeEntry(doc, id);
  const count = entry ? siblingsOf(doc, entry.parentId, entry.kind).length : 0;
  const where = trail
    .slice(0, -1)
    .reverse()
    .map((step) => step.label)
    .join(' of ');
  return `${self.label}, ${(entry?.index ?? 0) + 1} of ${count}${where ? ` in ${where}` : ' on the page'}`;
}

/** Where a drop lands, in words: "before Paragraph in Column 2 of Row 1 of Section 1". */
export function describeDrop(doc: PageDocument, target: DropTarget, side: DropSide, registry: ElementRegistry): string {
  if (target.kind === 'new-section') return 'into a new section at the end of the page';
  const trail = nodeTrail(doc, target.id, registry);
  const names = trail
    .map((step) => step.label)
    .reverse()
    .join(' of ');
  if (target.kind === 'container') return `at the end of ${names}`;
  const [self, ...rest] = trail.map((step) => step.label).reverse();
  return `${side === 'after' ? 'after' : 'before'} ${self}${rest.length ? ` in ${rest.join(' of ')}` : ''}`;
}

/** The name of what is dragged, for the overlay and announcements. */
export function describeSource(doc: PageDocument, source: DragSource, registry: ElementRegistry, count: number): string {
  if (source.kind === 'palette') return `a new ${registry.summary(source.elementKey)?.label ?? source.elementKey}`;
  const label = nodeTrail(doc, source.id, registry).at(-1)?.label ?? 'the item';
  return count > 1 ? `${label} and ${count - 1} more` : label;
}

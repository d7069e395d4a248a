import type { ColumnNode } from '@tessera/core';
import { newElementNode } from './element-nodes.ts';
import type { DesignerStore } from './designer-state.ts';
import { nodeIndex } from './node-index.ts';
import type { ElementRegistry } from './plugins-context.tsx';

/** What is being dragged: a plugin from the palette, or an element already on the page. */
export type DragSource = { kind: 'palette'; elementKey: string } | { kind: 'element'; elementId: string };

/** Where it can land: a new section, the end of a column, or just before an element. */
export type DropTarget =
  | { kind: 'new-section' }
  | { kind: 'column'; columnId: string }
  | { kind: 'element'; columnId: string; elementId: string };

/** dnd-kit ids only need to be unique; the data above says what they mean. */
export const dragId = (source: DragSource) => (source.kind === 'palette' ? `palette:${source.elementKey}` : `drag:${source.elementId}`);
export const dropId = (target: DropTarget) =>
  target.kind === 'new-section' ? 'drop:new-section' : target.kind === 'column' ? `drop:${target.columnId}` : `drop:${target.elementId}`;

/** Applies a drop to the store; returns whether the page changed. */
export function applyDrop(store: DesignerStore, registry: ElementRegistry, source: DragSource, target: DropTarget): boolean {
  const state = store.getState();
  if (source.kind === 'palette') {
    const definition = registry.get(source.elementKey);
    if (!definition) return false;
    const element = newElementNode(definition);
    if (target.kind === 'new-section') return state.addElementInNewSection(element);
    const index = target.kind === 'element' ? indexInColumn(store, target.columnId, target.elementId) : undefined;
    return state.addElementToColumn(target.columnId, element, index);
  }
  if (target.kind === 'new-section') return false;
  if (target.kind === 'element') {
    if (target.elementId === source.elementId) return false;
    return state.moveNode(source.elementId, target.columnId, indexInColumn(store, target.columnId, target.elementId, source.elementId));
  }
  return state.moveNode(source.elementId, target.columnId, Number.POSITIVE_INFINITY);
}

/** The index of `elementId` in its column once `movingId` (if it is there) has been taken out. */
function indexInColumn(store: DesignerStore, columnId: string, elementId: string, movingId?: string): number {
  const column = nodeIndex(store.getState().document).get(columnId) as ColumnNode | undefined;
  const ids = (column?.elements ?? []).map((e) => e.id).filter((id) => id !== movingId);
  const index = ids.indexOf(elementId);
  return index === -1 ? ids.length : index;
}

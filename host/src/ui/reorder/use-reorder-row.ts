import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useCallback, type CSSProperties } from 'react';
import { useReorderAim, type DropSide } from './reorder-context.ts';

export interface ReorderRow {
  /** The row's element: it is what moves and what others land next to. */
  ref(node: HTMLElement | null): void;
  style: CSSProperties;
  /** For the row's DragHandle. */
  handle: ReturnType<typeof useDraggable>['attributes'] & { ref(node: HTMLElement | null): void; listeners: ReturnType<typeof useDraggable>['listeners'] };
  dragging: boolean;
  /** The dragged row would land on this side of this one. */
  drop: DropSide | null;
}

/** One row of a ReorderDnd list: dragged by its handle, and a place others land next to. */
export function useReorderRow(id: string): ReorderRow {
  const draggable = useDraggable({ id });
  const droppable = useDroppable({ id });
  const aim = useReorderAim();
  const { setNodeRef: setDragNode } = draggable;
  const { setNodeRef: setDropNode } = droppable;
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setDragNode(node);
      setDropNode(node);
    },
    [setDragNode, setDropNode],
  );
  return {
    ref,
    style: draggable.transform ? { transform: CSS.Translate.toString(draggable.transform), position: 'relative', zIndex: 2 } : {},
    handle: { ...draggable.attributes, ref: draggable.setActivatorNodeRef, listeners: draggable.listeners },
    dragging: draggable.isDragging,
    drop: aim && aim.target === id && aim.active !== id ? aim.side : null,
  };
}

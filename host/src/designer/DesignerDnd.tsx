import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useState, type ReactNode } from 'react';
import { useDesignerStore } from './designer-context.tsx';
import { applyDrop, type DragSource, type DropTarget } from './drag-and-drop.ts';
import { nodeIndex } from './node-index.ts';
import { useElementRegistry } from './plugins-context.tsx';

/** Nested targets all contain the pointer: the innermost (an element, then a column) wins. */
const TARGET_RANK: Record<DropTarget['kind'], number> = { element: 0, column: 1, 'new-section': 2 };

const collisionDetection: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  // The keyboard sensor moves no pointer; it is matched by overlapping rectangles instead.
  const found = hits.length > 0 ? hits : rectIntersection(args);
  const rank = (id: string | number) => {
    const data = args.droppableContainers.find((c) => c.id === id)?.data.current as DropTarget | undefined;
    return data ? TARGET_RANK[data.kind] : 3;
  };
  return [...found].sort((a, b) => rank(a.id) - rank(b.id));
};

export function DesignerDnd({ children }: { children: ReactNode }) {
  const store = useDesignerStore();
  const registry = useElementRegistry();
  const [dragging, setDragging] = useState<DragSource | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));

  const onDragStart = (event: DragStartEvent) => setDragging((event.active.data.current as DragSource | undefined) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const source = event.active.data.current as DragSource | undefined;
    const target = event.over?.data.current as DropTarget | undefined;
    if (source && target) applyDrop(store, registry, source, target);
  };

  const overlayLabel = (source: DragSource): string => {
    const key = source.kind === 'palette' ? source.elementKey : (nodeIndex(store.getState().document).get(source.elementId) as { key?: string })?.key;
    return (key && registry.get(key)?.label) || key || 'Element';
  };

  return (
    <DndContext sensors={sensors} collisionDetection={collisionDetection} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
      {children}
      <DragOverlay dropAnimation={null}>{dragging ? <div className="drag-overlay">{overlayLabel(dragging)}</div> : null}</DragOverlay>
    </DndContext>
  );
}

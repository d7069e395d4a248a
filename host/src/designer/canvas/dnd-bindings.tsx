import { useDraggable, useDroppable } from '@dnd-kit/core';
import { memo, useEffect, useMemo, type RefObject } from 'react';
import { dragId, dropId, type DragSource, type DropTarget, type StructureKind } from '../drag-and-drop.ts';

/**
 * dnd-kit re-renders every component that calls useDroppable or useDraggable whenever a drag
 * starts or its target changes. These bindings take those hooks off the canvas nodes: each is a
 * tiny component that renders nothing (or one handle button), so a drag over a page of
 * thousands of elements re-renders thousands of nothings, not the elements.
 */

interface DropBindingProps {
  kind: DropTarget['kind'];
  nodeKind?: StructureKind | 'popup';
  id?: string;
  /** The DOM node the target measures: the canvas node this binding belongs to. */
  elementRef: RefObject<HTMLElement | null>;
}

export const DropBinding = memo(function DropBinding({ kind, nodeKind, id, elementRef }: DropBindingProps) {
  const target = useMemo(
    () => (kind === 'new-section' ? { kind } : kind === 'node' ? { kind, nodeKind: nodeKind as StructureKind, id: id! } : { kind, nodeKind: nodeKind as 'section', id: id! }) as DropTarget,
    [kind, nodeKind, id],
  );
  const { setNodeRef } = useDroppable({ id: dropId(target), data: target });
  // After the commit, not during its layout phase: a child's layout effects run before its
  // parent's ref is attached, so elementRef would still be empty then.
  useEffect(() => {
    setNodeRef(elementRef.current);
    return () => setNodeRef(null);
  }, [setNodeRef, elementRef]);
  return null;
});

interface DragHandleProps {
  nodeKind: StructureKind;
  id: string;
  /** What the handle moves, for its accessible name ("Move Headline"). */
  label: string;
  className?: string;
}

/** The grip a node is dragged by, with the pointer or (Space or Enter, then arrows) the keyboard. */
export const DragHandle = memo(function DragHandle({ nodeKind, id, label, className = 'canvas-handle' }: DragHandleProps) {
  const source = useMemo<DragSource>(() => ({ kind: 'node', nodeKind, id }), [nodeKind, id]);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: dragId(source), data: source });
  return (
    <button
      type="button"
      ref={setNodeRef}
      className={isDragging ? `${className} is-dragging` : className}
      aria-label={`Move ${label}`}
      title={`Drag to move ${label}, or press Space and use the arrow keys`}
      data-drag-handle={id}
      {...attributes}
      {...listeners}
      onClick={(event) => event.stopPropagation()}
    >
      ⠿
    </button>
  );
});

import type { ReorderRow } from './use-reorder-row.ts';

/** The grip a row is dragged by, with the pointer or (focused) with Space and the arrow keys. */
export function DragHandle({ handle: { ref, listeners, ...attributes }, label }: { handle: ReorderRow['handle']; label: string }) {
  return (
    <button type="button" className="btn btn--small drag-handle" ref={ref} {...attributes} {...listeners} aria-label={`Drag to reorder ${label}`} title="Drag to reorder">
      <span aria-hidden="true">⠿</span>
    </button>
  );
}

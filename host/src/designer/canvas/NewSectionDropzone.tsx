import { useDroppable } from '@dnd-kit/core';
import { dropId, type DropTarget } from '../drag-and-drop.ts';

const target: DropTarget = { kind: 'new-section' };

/** Where a dragged element starts a new section: the whole empty page, or a strip below the last section. */
export function NewSectionDropzone({ pageIsEmpty }: { pageIsEmpty: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: dropId(target), data: target });
  const className = ['canvas-dropzone', pageIsEmpty ? 'canvas-dropzone--page' : 'canvas-dropzone--strip', isOver ? 'is-over' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div ref={setNodeRef} className={className} data-testid={pageIsEmpty ? 'canvas-dropzone' : 'canvas-new-section'}>
      {pageIsEmpty ? (
        <>
          <strong>Drag an element here</strong>
          <span>Pick one from the list on the left to start this page.</span>
        </>
      ) : (
        <span>Drag an element here to add a section</span>
      )}
    </div>
  );
}

import { useRef } from 'react';
import { NEW_SECTION_ZONE_ID } from '../drag-and-drop.ts';
import { DropBinding } from './dnd-bindings.tsx';

/** Where a dragged element starts a new section (and a dragged section goes last): the whole empty page, or a strip below the last section. */
export function NewSectionDropzone({ pageIsEmpty }: { pageIsEmpty: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const className = ['canvas-dropzone', 'canvas-chrome', pageIsEmpty ? 'canvas-dropzone--page' : 'canvas-dropzone--strip'].join(' ');
  return (
    <div ref={ref} id={NEW_SECTION_ZONE_ID} className={className} data-testid={pageIsEmpty ? 'canvas-dropzone' : 'canvas-new-section'}>
      <DropBinding kind="new-section" elementRef={ref} />
      {pageIsEmpty ? (
        <>
          <strong>Drag an element here</strong>
          <span>Pick one from the list on the left to start this page, or add a section below.</span>
        </>
      ) : (
        <span>Drag an element here to add a section</span>
      )}
    </div>
  );
}

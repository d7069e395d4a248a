import { useRef, useState, type DragEvent, type ReactNode } from 'react';

/** Whether a drag carries files from the desktop (not text, nor the designer's own drags). */
function draggingFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

export interface FileDrop {
  /** Files are being dragged over the target: show it as one. */
  active: boolean;
  handlers: {
    onDragEnter: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDragLeave: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
  };
}

/**
 * Makes an element a target for files dragged from the desktop: `active` while they are over it
 * (entering and leaving its children does not flicker it), `onFiles` with what was dropped.
 * Other drags pass through untouched.
 */
export function useFileDrop(onFiles: (files: File[]) => void, enabled = true): FileDrop {
  const [active, setActive] = useState(false);
  const depth = useRef(0);
  const accept = (event: DragEvent) => enabled && draggingFiles(event);
  return {
    active,
    handlers: {
      onDragEnter: (event) => {
        if (!accept(event)) return;
        event.preventDefault();
        depth.current += 1;
        setActive(true);
      },
      onDragOver: (event) => {
        if (!accept(event)) return;
        // Without this the browser would open the file instead of dropping it here.
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave: (event) => {
        if (!accept(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setActive(false);
      },
      onDrop: (event) => {
        if (!accept(event)) return;
        event.preventDefault();
        event.stopPropagation();
        depth.current = 0;
        setActive(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      },
    },
  };
}

/**
 * A panel's area that takes image files dragged from the desktop, saying so while they are
 * over it (`message`, e.g. "Drop images to add them"). Renders only its children where the
 * designer cannot upload (`enabled` false).
 */
export function ImageDropZone({ message, onFiles, enabled = true, children }: { message: string; onFiles: (files: File[]) => void; enabled?: boolean; children: ReactNode }) {
  const drop = useFileDrop(onFiles, enabled);
  return (
    <div className={drop.active ? 'ts-drop-zone is-active' : 'ts-drop-zone'} data-testid="panel-drop-zone" {...drop.handlers}>
      {children}
      {drop.active ? (
        <div className="ts-drop-zone__target" aria-hidden="true">
          {message}
        </div>
      ) : null}
    </div>
  );
}

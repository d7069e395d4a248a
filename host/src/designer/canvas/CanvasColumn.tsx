import { useDroppable } from '@dnd-kit/core';
import type { ColumnNode } from '@tessera/core';
import { memo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useDesigner } from '../designer-context.tsx';
import { dropId, type DropTarget } from '../drag-and-drop.ts';
import { nodeIndex } from '../node-index.ts';
import { CanvasElement } from './CanvasElement.tsx';
import { columnStyle } from './style-vars.ts';
import { useNodeChrome } from './use-node-chrome.ts';

/** A column and a drop target: what is dropped on it (not on one of its elements) goes to its end. */
export const CanvasColumn = memo(function CanvasColumn({ id }: { id: string }) {
  const width = useDesigner((s) => (nodeIndex(s.document).get(id) as ColumnNode | undefined)?.options.width ?? 100);
  const elementIds = useDesigner(useShallow((s) => (nodeIndex(s.document).get(id) as ColumnNode | undefined)?.elements.map((e) => e.id) ?? []));
  const { className, onClick } = useNodeChrome(id, 'ts-column canvas-column');
  const target: DropTarget = { kind: 'column', columnId: id };
  const { setNodeRef, isOver } = useDroppable({ id: dropId(target), data: target });
  return (
    <div
      ref={setNodeRef}
      id={id}
      className={isOver ? `${className} is-over` : className}
      style={columnStyle(width)}
      data-testid="canvas-column"
      data-column-id={id}
      onClick={onClick}
    >
      {elementIds.length === 0 ? <div className="canvas-column__empty">Drop elements here</div> : null}
      {elementIds.map((elementId) => (
        <CanvasElement key={elementId} id={elementId} columnId={id} />
      ))}
    </div>
  );
});

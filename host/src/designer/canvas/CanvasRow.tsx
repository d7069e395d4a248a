import type { RowNode } from '@tessera/core';
import { memo, useRef } from 'react';
import { sameItems } from '../same-items.ts';
import { useNodeState } from '../node-subscriptions.ts';
import { CanvasColumn } from './CanvasColumn.tsx';
import { ColumnGutter } from './ColumnGutter.tsx';
import { DragHandle, DropBinding } from './dnd-bindings.tsx';
import { useNodeChrome } from './use-node-chrome.ts';

/** A row: its columns with a resize gutter between each two, a handle to drag it, and drop targets for rows and columns. */
export const CanvasRow = memo(function CanvasRow({ id, index }: { id: string; index: number }) {
  const columnIds = useNodeState(id, (s) => (s.node as RowNode | undefined)?.columns.map((c) => c.id) ?? [], sameItems);
  const { className, onClick } = useNodeChrome(id, 'ts-row canvas-row');
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} id={id} className={className} data-row-id={id} data-testid="canvas-row" onClick={onClick}>
      <DropBinding kind="node" nodeKind="row" id={id} elementRef={ref} />
      <DropBinding kind="container" nodeKind="row" id={id} elementRef={ref} />
      <div className="canvas-row__tools canvas-chrome">
        <DragHandle nodeKind="row" id={id} label={`Row ${index + 1}`} className="canvas-handle canvas-handle--row" />
      </div>
      {columnIds.map((columnId, columnIndex) => (
        <CanvasColumn key={columnId} id={columnId} index={columnIndex} />
      ))}
      {columnIds.slice(1).map((columnId, gutter) => (
        <ColumnGutter key={columnId} rowId={id} leftIndex={gutter} rowRef={ref} />
      ))}
    </div>
  );
});

import type { ColumnNode } from '@tessera/core';
import { memo, useRef } from 'react';
import { sameItems } from '../same-items.ts';
import { useNodeState } from '../node-subscriptions.ts';
import { CanvasElement } from './CanvasElement.tsx';
import { DragHandle, DropBinding } from './dnd-bindings.tsx';
import { columnStyle } from './style-vars.ts';
import { useNodeChrome } from './use-node-chrome.ts';

/**
 * A column: a drop target for columns (before or after it) and for elements (at its end when
 * not dropped on one of them), and a handle to drag it within its row or to another row.
 */
export const CanvasColumn = memo(function CanvasColumn({ id, index }: { id: string; index: number }) {
  const width = useNodeState(id, (s) => (s.node as ColumnNode | undefined)?.options.width ?? 100);
  const elementIds = useNodeState(id, (s) => (s.node as ColumnNode | undefined)?.elements.map((e) => e.id) ?? [], sameItems);
  const { className, onClick } = useNodeChrome(id, 'ts-column canvas-column');
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} id={id} className={className} style={columnStyle(width)} data-testid="canvas-column" data-column-id={id} onClick={onClick}>
      <DropBinding kind="node" nodeKind="column" id={id} elementRef={ref} />
      <DropBinding kind="container" nodeKind="column" id={id} elementRef={ref} />
      <div className="canvas-column__tools canvas-chrome">
        <DragHandle nodeKind="column" id={id} label={`Column ${index + 1}`} className="canvas-handle canvas-handle--column" />
      </div>
      {elementIds.length === 0 ? <div className="canvas-column__empty canvas-chrome">Drop elements here</div> : null}
      {elementIds.map((elementId) => (
        <CanvasElement key={elementId} id={elementId} />
      ))}
    </div>
  );
});

import { MIN_COLUMN_WIDTH, type RowNode } from '@tessera/core';
import { memo, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { useDesignerStore } from '../designer-context.tsx';
import { sameItems } from '../same-items.ts';
import { useNodeState } from '../node-subscriptions.ts';

interface ColumnGutterProps {
  rowId: string;
  /** The gutter lies between column `leftIndex` and the next one. */
  leftIndex: number;
  rowRef: RefObject<HTMLElement | null>;
}

let gestures = 0;

const percent = (value: number) => `${Math.round(value * 10) / 10}%`;

/**
 * The handle between two columns: drag it (or focus it and press the arrow keys, Shift for
 * 5 % steps) to share the pair's width differently; each keeps at least 10 %. While dragging it
 * shows both widths. One drag, or one visit with the keyboard, is one undo step.
 */
export const ColumnGutter = memo(function ColumnGutter({ rowId, leftIndex, rowRef }: ColumnGutterProps) {
  const store = useDesignerStore();
  const widths = useNodeState(rowId, (s) => (s.node as RowNode | undefined)?.columns.map((c) => c.options.width) ?? [], sameItems);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ startX: number; startLeft: number; rowWidth: number; gesture: string; frame: number; x: number } | null>(null);
  const keyboardGesture = useRef<string | null>(null);

  const left = widths[leftIndex] ?? 0;
  const right = widths[leftIndex + 1] ?? 0;
  const offset = widths.slice(0, leftIndex + 1).reduce((sum, width) => sum + width, 0);
  const pair = left + right;

  const resize = (leftWidth: number, gesture: string) => store.getState().resizeGutter(rowId, leftIndex, leftWidth, gesture);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    const rowWidth = rowRef.current?.getBoundingClientRect().width ?? 0;
    if (!rowWidth) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startLeft: left, rowWidth, gesture: `gutter-${++gestures}`, frame: 0, x: event.clientX };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    current.x = event.clientX;
    // One resize per frame, however fast the pointer reports.
    if (current.frame) return;
    current.frame = requestAnimationFrame(() => {
      current.frame = 0;
      const delta = ((current.x - current.startX) / current.rowWidth) * 100;
      resize(Math.round(current.startLeft + delta), current.gesture);
    });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    if (current.frame) cancelAnimationFrame(current.frame);
    const delta = ((event.clientX - current.startX) / current.rowWidth) * 100;
    if (event.type === 'pointerup') resize(Math.round(current.startLeft + delta), current.gesture);
    drag.current = null;
    setDragging(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 5 : 1;
    const by = event.key === 'ArrowLeft' ? -step : event.key === 'ArrowRight' ? step : 0;
    if (!by && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    event.stopPropagation();
    keyboardGesture.current ??= `gutter-${++gestures}`;
    const target = event.key === 'Home' ? MIN_COLUMN_WIDTH : event.key === 'End' ? pair - MIN_COLUMN_WIDTH : Math.round(left) + by;
    resize(target, keyboardGesture.current);
  };

  return (
    <div
      className={dragging ? 'canvas-gutter canvas-chrome is-dragging' : 'canvas-gutter canvas-chrome'}
      style={{ left: `${offset}%` }}
      role="separator"
      aria-orientation="vertical"
      aria-label={`Width of columns ${leftIndex + 1} and ${leftIndex + 2}`}
      aria-valuenow={Math.round(left * 10) / 10}
      aria-valuemin={MIN_COLUMN_WIDTH}
      aria-valuemax={Math.round((pair - MIN_COLUMN_WIDTH) * 10) / 10}
      aria-valuetext={`${percent(left)} and ${percent(right)}`}
      tabIndex={0}
      data-testid="column-gutter"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      onBlur={() => (keyboardGesture.current = null)}
      onClick={(event) => event.stopPropagation()}
    >
      {dragging ? (
        <span className="canvas-gutter__widths" data-testid="gutter-widths">
          {percent(left)} | {percent(right)}
        </span>
      ) : null}
    </div>
  );
});

import type { RowNode } from '@tessera/core';
import { memo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useDesigner } from '../designer-context.tsx';
import { nodeIndex } from '../node-index.ts';
import { CanvasColumn } from './CanvasColumn.tsx';
import { useNodeChrome } from './use-node-chrome.ts';

export const CanvasRow = memo(function CanvasRow({ id }: { id: string }) {
  const columnIds = useDesigner(useShallow((s) => (nodeIndex(s.document).get(id) as RowNode | undefined)?.columns.map((c) => c.id) ?? []));
  const { className, onClick } = useNodeChrome(id, 'ts-row canvas-row');
  return (
    <div id={id} className={className} data-row-id={id} onClick={onClick}>
      {columnIds.map((columnId) => (
        <CanvasColumn key={columnId} id={columnId} />
      ))}
    </div>
  );
});

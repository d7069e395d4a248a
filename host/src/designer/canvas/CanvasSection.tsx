import type { SectionNode } from '@tessera/core';
import { memo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { nodeIndex } from '../node-index.ts';
import { CanvasRow } from './CanvasRow.tsx';
import { useNodeChrome } from './use-node-chrome.ts';

interface CanvasSectionProps {
  id: string;
  index: number;
  count: number;
}

/** A section; it subscribes to its row ids and style only, so edits inside its elements do not re-render it. */
export const CanvasSection = memo(function CanvasSection({ id, index, count }: CanvasSectionProps) {
  const store = useDesignerStore();
  const rowIds = useDesigner(useShallow((s) => (nodeIndex(s.document).get(id) as SectionNode | undefined)?.rows.map((row) => row.id) ?? []));
  const { className, onClick } = useNodeChrome(id, 'ts-section canvas-section');
  const { moveNode, removeNode, select } = store.getState();
  return (
    <section id={id} className={className} data-section-id={id} onClick={onClick}>
      <div className="canvas-section__tools" onClick={(e) => e.stopPropagation()}>
        <button type="button" className="canvas-section__name" onClick={() => select(id)} aria-label={`Select section ${index + 1}`}>
          Section {index + 1}
        </button>
        <button type="button" onClick={() => moveNode(id, null, index - 1)} disabled={index === 0} aria-label={`Move section ${index + 1} up`}>
          ↑
        </button>
        <button type="button" onClick={() => moveNode(id, null, index + 1)} disabled={index === count - 1} aria-label={`Move section ${index + 1} down`}>
          ↓
        </button>
        {/* "Remove", not "Delete": the inspector's Delete button must stay the only one of that name. */}
        <button type="button" onClick={() => removeNode(id)} aria-label={`Remove section ${index + 1}`}>
          Remove
        </button>
      </div>
      <div className="ts-section__inner">
        {rowIds.map((rowId) => (
          <CanvasRow key={rowId} id={rowId} />
        ))}
      </div>
    </section>
  );
});

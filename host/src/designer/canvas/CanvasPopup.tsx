import { popupClassNames, popupOptions, type PopupNode } from '@tessera/core';
import { memo, useRef } from 'react';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { nodeIndex } from '../node-index.ts';
import { sameItems } from '../same-items.ts';
import { useNodeState } from '../node-subscriptions.ts';
import { nodeLabel } from '../node-labels.ts';
import { useElementRegistry } from '../plugins-context.tsx';
import { RowPicker } from '../structure/RowPicker.tsx';
import { CanvasRow } from './CanvasRow.tsx';
import { DropBinding } from './dnd-bindings.tsx';
import { useNodeChrome } from './use-node-chrome.ts';

/**
 * The popup being edited, as a visitor will see it: the page dimmed behind (or not, without a
 * backdrop) and the popup's box placed where CanvasPosition puts it, with the published page's
 * classes and the popup's style. Its rows take drops like a section's.
 */
export const CanvasPopup = memo(function CanvasPopup({ id }: { id: string }) {
  const store = useDesignerStore();
  const registry = useElementRegistry();
  const rowIds = useNodeState(id, (s) => (s.node as PopupNode | undefined)?.rows.map((row) => row.id) ?? [], sameItems);
  const options = useNodeState(id, (s) => (s.node as PopupNode | undefined)?.options);
  const name = useDesigner((s) => {
    const popup = nodeIndex(s.document).get(id);
    return popup ? nodeLabel(popup, 'popup', (s.document.popups ?? []).findIndex((p) => p.id === id), registry) : 'Popup';
  });
  const { className, onClick } = useNodeChrome(id, popupClassNames(popupOptions(options)).join(' '));
  const ref = useRef<HTMLDivElement>(null);
  const resolved = popupOptions(options);
  return (
    <div className={resolved.EnableBackDrop ? 'canvas-popup-stage' : 'canvas-popup-stage canvas-popup-stage--clear'} data-testid="canvas-popup-stage">
      <div className="canvas-popup-stage__bar canvas-chrome" onClick={(event) => event.stopPropagation()}>
        <span>
          Editing <strong>{name}</strong>
        </span>
        <RowPicker onPick={(widths) => store.getState().addRow(id, widths)} ariaLabel={`Add a row to ${name}`} />
        <button type="button" className="btn btn--small" onClick={() => store.getState().openPopup(null)}>
          Close popup
        </button>
      </div>
      <div ref={ref} id={id} className={`${className} canvas-popup`} role="dialog" aria-label={name} data-testid="canvas-popup" onClick={onClick}>
        <DropBinding kind="container" nodeKind="popup" id={id} elementRef={ref} />
        <span className="ts-popup__close canvas-chrome" aria-hidden="true">
          ×
        </span>
        {rowIds.map((rowId, index) => (
          <CanvasRow key={rowId} id={rowId} index={index} />
        ))}
        {rowIds.length === 0 ? (
          <div className="canvas-section__empty canvas-chrome">
            <RowPicker onPick={(widths) => store.getState().addRow(id, widths)} label="Add a row" ariaLabel={`Add a row to ${name}`} />
          </div>
        ) : null}
      </div>
    </div>
  );
});

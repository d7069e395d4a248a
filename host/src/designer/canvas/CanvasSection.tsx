import type { SectionNode } from '@tessera/core';
import { memo, useEffect, useRef, type RefObject } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { nodeEntry, nodeIndex } from '../node-index.ts';
import { sameItems } from '../same-items.ts';
import { useNodeState } from '../node-subscriptions.ts';
import { SECTION_TYPE_NAMES } from '../node-labels.ts';
import { GLOBAL_SECTION_NAMES, globalSectionOffer, NO_OFFER, SHOWN_ON_EVERY_PAGE } from '../structure/global-section.ts';
import { useSharesSections } from '../structure/shared-sections-context.ts';
import { RowPicker } from '../structure/RowPicker.tsx';
import { CanvasRow } from './CanvasRow.tsx';
import { DragHandle, DropBinding } from './dnd-bindings.tsx';
import { useNearViewport } from '../../ui/use-near-viewport.ts';
import { useNodeChrome } from './use-node-chrome.ts';
import { useShownSection } from './shown-sections.ts';

/** How far outside the visible canvas a section is still rendered, so scrolling never shows a blank. */
const SECTION_MARGIN = '1500px 0px';

interface CanvasSectionProps {
  id: string;
  index: number;
  count: number;
  /** Whether the selection is this section or inside it: worked out once for the whole canvas, not once a section. */
  holdsSelection: boolean;
  /** Drawn in full from the first render, without waiting for the first intersection check (the top of the page). */
  startsNear: boolean;
}

/** The section holding a node, found by climbing its parents. */
export function sectionOf(doc: Parameters<typeof nodeEntry>[0], id: string | null): string | null {
  let current = id;
  while (current) {
    const entry = nodeEntry(doc, current);
    if (!entry) return null;
    if (entry.parentId === null) return entry.kind === 'section' ? current : null;
    current = entry.parentId;
  }
  return null;
}

/** About how tall a section not rendered yet will be: enough for the scroll bar not to jump much. */
export function estimatedHeight(section: SectionNode | undefined): number {
  if (!section) return 120;
  const rows = section.rows.map((row) => Math.max(1, ...row.columns.map((column) => column.elements.length)));
  return 80 + rows.reduce((sum, tallest) => sum + 16 + tallest * 64, 0);
}

/**
 * A section. Far from the visible part of the canvas it is a placeholder of about its height
 * until scrolled near, or until something in it is selected. A placeholder follows only its
 * section's type, through the node subscriptions: an edit elsewhere does not reach it.
 */
export const CanvasSection = memo(function CanvasSection({ id, index, count, holdsSelection, startsNear }: CanvasSectionProps) {
  const store = useDesignerStore();
  const key = useNodeState(id, (s) => (s.node as SectionNode | undefined)?.key ?? 'section');
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, { force: holdsSelection || startsNear, within: '.designer-canvas', margin: SECTION_MARGIN });
  const name = `${SECTION_TYPE_NAMES[key] ?? 'Section'} ${index + 1}`;

  useEffect(() => {
    if (holdsSelection && !near) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [holdsSelection, near]);

  if (!near) {
    const height = estimatedHeight(nodeIndex(store.getState().document).get(id) as SectionNode | undefined);
    return <section ref={ref} id={id} className="ts-section canvas-section canvas-section--pending" data-section-id={id} style={{ minHeight: height }} aria-label={name} />;
  }
  return <LiveSection id={id} index={index} count={count} sectionKey={key} name={name} sectionRef={ref} />;
});

interface LiveSectionProps {
  id: string;
  index: number;
  count: number;
  sectionKey: string;
  name: string;
  sectionRef: RefObject<HTMLElement | null>;
}

/** A section near the visible canvas: its rows, its tools, and the drop targets of a drag. It subscribes to its row ids and style only, so edits inside its elements do not re-render it. */
function LiveSection({ id, index, count, sectionKey, name, sectionRef: ref }: LiveSectionProps) {
  const store = useDesignerStore();
  const rowIds = useNodeState(id, (s) => (s.node as SectionNode | undefined)?.rows.map((row) => row.id) ?? [], sameItems);
  const shared = useNodeState(id, (s) => (s.node as SectionNode | undefined)?.global);
  const sharesSections = useSharesSections();
  const offer = useDesigner(useShallow((s) => (sharesSections ? globalSectionOffer(s.document, id) : NO_OFFER)));
  const { className, onClick } = useNodeChrome(id, shared ? 'ts-section canvas-section canvas-section--global' : 'ts-section canvas-section');
  useShownSection(id);
  const { moveNode, removeNode, select, addRow, setSectionGlobal } = store.getState();
  return (
    <section ref={ref} id={id} className={className} data-section-id={id} data-section-type={sectionKey} data-testid="canvas-section" onClick={onClick}>
      <DropBinding kind="node" nodeKind="section" id={id} elementRef={ref} />
      <DropBinding kind="container" nodeKind="section" id={id} elementRef={ref} />
      <div className="canvas-section__tools canvas-chrome" onClick={(e) => e.stopPropagation()}>
        <DragHandle nodeKind="section" id={id} label={name} className="canvas-handle canvas-handle--section" />
        <button type="button" className="canvas-section__name" onClick={() => select(id)} aria-label={`Select ${name}`}>
          {name}
        </button>
        {shared ? (
          <span className="canvas-section__global" data-testid="global-section-badge">
            {GLOBAL_SECTION_NAMES[shared]}
            <span className="canvas-section__global-more"> · {SHOWN_ON_EVERY_PAGE}</span>
          </span>
        ) : null}
        {offer.action !== 'none' ? (
          <button type="button" onClick={() => setSectionGlobal(id, offer.action === 'share' ? offer.kind : null)} aria-label={`${offer.label}: section ${index + 1}`}>
            {offer.action === 'detach' ? offer.short : offer.label}
          </button>
        ) : null}
        <button type="button" onClick={() => moveNode(id, null, index - 1)} disabled={index === 0} aria-label={`Move section ${index + 1} up`}>
          ↑
        </button>
        <button type="button" onClick={() => moveNode(id, null, index + 1)} disabled={index === count - 1} aria-label={`Move section ${index + 1} down`}>
          ↓
        </button>
        <RowPicker onPick={(widths) => addRow(id, widths)} ariaLabel={`Add a row to section ${index + 1}`} className="canvas-section__add-row" />
        {/* "Remove", not "Delete": the inspector's Delete button must stay the only one of that name. */}
        <button type="button" onClick={() => removeNode(id)} aria-label={`Remove section ${index + 1}`}>
          Remove
        </button>
      </div>
      <div className="ts-section__inner">
        {rowIds.map((rowId, rowIndex) => (
          <CanvasRow key={rowId} id={rowId} index={rowIndex} />
        ))}
        {rowIds.length === 0 ? (
          <div className="canvas-section__empty canvas-chrome">
            <RowPicker onPick={(widths) => addRow(id, widths)} label="Add a row" ariaLabel={`Add a row to section ${index + 1}`} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

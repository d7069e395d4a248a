import { CONTENT_WIDTHS, SECTION_TYPES, type ColumnNode, type ContentWidth, type RowNode, type SectionNode, type SectionType } from '@tessera/core';
import { SegmentedField, SelectField } from '@tessera/sdk/editor';
import { useShallow } from 'zustand/react/shallow';
import { isContentWidth } from '../canvas/section-width.ts';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { useSameItems } from '../same-items.ts';
import { MAX_COLUMNS } from '../document-ops/column-count.ts';
import { nodeIndex } from '../node-index.ts';
import { SECTION_TYPE_NAMES } from '../node-labels.ts';
import { GLOBAL_SECTION_NAMES, globalSectionOffer, NO_OFFER, SHOWN_ON_EVERY_PAGE } from '../structure/global-section.ts';
import { useSharesSections } from '../structure/shared-sections-context.ts';
import { RowPicker } from '../structure/RowPicker.tsx';

const WIDTH_NAMES: Record<ContentWidth, string> = {
  ultrawide: 'Ultra wide',
  fullwidth: 'Full width',
  wide: 'Wide',
  medium: 'Medium',
  small: 'Small',
  mobile: 'Mobile',
};

const CONTENT_WIDTH_OPTIONS = [
  { value: '', label: 'Standard (1170px)' },
  ...(Object.keys(CONTENT_WIDTHS) as ContentWidth[]).map((width) => {
    const px = CONTENT_WIDTHS[width];
    return { value: width, label: px === null ? WIDTH_NAMES[width] : `${WIDTH_NAMES[width]} (${px}px)` };
  }),
];

const SECTION_TYPE_OPTIONS = SECTION_TYPES.map((type) => ({ value: type, label: type === 'section' ? 'Plain section' : SECTION_TYPE_NAMES[type]! }));

/**
 * A section's site-builder type (spec §1: header, menu, footer, about, contact, transition),
 * how wide its content may grow (spec §9 content widths; the background always spans the
 * page), and a row to add.
 */
export function SectionSettings({ id }: { id: string }) {
  const store = useDesignerStore();
  const width = useDesigner((s) => (nodeIndex(s.document).get(id) as SectionNode | undefined)?.options.contentWidth);
  const key = useDesigner((s) => (nodeIndex(s.document).get(id) as SectionNode | undefined)?.key ?? 'section');
  const type = (SECTION_TYPES as readonly string[]).includes(key) ? (key as SectionType) : 'section';
  return (
    <>
      <SharedSection id={id} />
      <SelectField label="Section type" value={type} options={SECTION_TYPE_OPTIONS} onChange={(value) => store.getState().setSectionType(id, value)} />
      <SelectField
        label="Content width"
        value={isContentWidth(width) ? width : ''}
        options={CONTENT_WIDTH_OPTIONS}
        onChange={(value) => store.getState().updateNodeOptions(id, { contentWidth: value || undefined })}
      />
      <div className="designer-inspector__row">
        <RowPicker onPick={(widths) => store.getState().addRow(id, widths)} label="Add row" />
      </div>
    </>
  );
}

/** Whether the section is the site's shared header or footer, and the way to share it or take it back to this page. */
function SharedSection({ id }: { id: string }) {
  const store = useDesignerStore();
  const shared = useDesigner((s) => (nodeIndex(s.document).get(id) as SectionNode | undefined)?.global);
  const sharesSections = useSharesSections();
  const offer = useDesigner(useShallow((s) => (sharesSections ? globalSectionOffer(s.document, id) : NO_OFFER)));
  if (!shared && offer.action === 'none') return null;
  return (
    <div className="designer-inspector__row designer-inspector__shared">
      <p className="designer-inspector__note">
        {shared
          ? `${GLOBAL_SECTION_NAMES[shared]} · ${SHOWN_ON_EVERY_PAGE}. Changes here show on all the site’s pages once this page is saved, and on the published site once it is published.`
          : 'Only this page shows this section. Share it to show it, and every change to it, on all the site’s pages.'}
      </p>
      {offer.action !== 'none' ? (
        <button type="button" className="btn btn--small" onClick={() => store.getState().setSectionGlobal(id, offer.action === 'share' ? offer.kind : null)}>
          {offer.label}
        </button>
      ) : null}
    </div>
  );
}

const COUNT_OPTIONS = Array.from({ length: MAX_COLUMNS }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/** The number of columns of a row; fewer columns move the elements of the ones that go into the last one left. */
export function RowSettings({ id }: { id: string }) {
  const store = useDesignerStore();
  const widths = useDesigner(useSameItems((s) => (nodeIndex(s.document).get(id) as RowNode | undefined)?.columns.map((c) => c.options.width) ?? []));
  return (
    <>
      <SegmentedField
        label="Columns"
        value={String(widths.length)}
        options={COUNT_OPTIONS}
        onChange={(count) => store.getState().setColumnCount(id, Number(count))}
      />
      <p className="designer-inspector__note">
        Widths: {widths.map((w) => `${w}%`).join(' · ')}. Drag the line between two columns on the page to change them (each keeps at least 10%);
        changing the count makes them even.
      </p>
    </>
  );
}

export function ColumnSettings({ id }: { id: string }) {
  const width = useDesigner((s) => (nodeIndex(s.document).get(id) as ColumnNode | undefined)?.options.width);
  return (
    <p className="designer-inspector__note" data-testid="column-width">
      This column takes <strong>{width}%</strong> of its row. On phones every column takes the full width.
    </p>
  );
}

import { CONTENT_WIDTHS, type ColumnNode, type ContentWidth, type RowNode, type SectionNode } from '@tessera/core';
import { SegmentedField, SelectField } from '@tessera/sdk/editor';
import { useShallow } from 'zustand/react/shallow';
import { isContentWidth } from '../canvas/section-width.ts';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { MAX_COLUMNS } from '../document-ops/column-count.ts';
import { nodeIndex } from '../node-index.ts';

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

/** How wide a section's content may grow (spec §9 content widths); the background always spans the page. */
export function SectionSettings({ id }: { id: string }) {
  const store = useDesignerStore();
  const width = useDesigner((s) => (nodeIndex(s.document).get(id) as SectionNode | undefined)?.options.contentWidth);
  return (
    <SelectField
      label="Content width"
      value={isContentWidth(width) ? width : ''}
      options={CONTENT_WIDTH_OPTIONS}
      onChange={(value) => store.getState().updateNodeOptions(id, { contentWidth: value || undefined })}
    />
  );
}

const COUNT_OPTIONS = Array.from({ length: MAX_COLUMNS }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/** The number of columns of a row; fewer columns move the elements of the ones that go into the last one left. */
export function RowSettings({ id }: { id: string }) {
  const store = useDesignerStore();
  const widths = useDesigner(useShallow((s) => (nodeIndex(s.document).get(id) as RowNode | undefined)?.columns.map((c) => c.options.width) ?? []));
  return (
    <>
      <SegmentedField
        label="Columns"
        value={String(widths.length)}
        options={COUNT_OPTIONS}
        onChange={(count) => store.getState().setColumnCount(id, Number(count))}
      />
      <p className="designer-inspector__note">Widths: {widths.map((w) => `${w}%`).join(' · ')}. Changing the count makes them even.</p>
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

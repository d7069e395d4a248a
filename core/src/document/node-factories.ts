import { POPUP_DEFAULTS } from '../style/style-constants.ts';
import { createNodeId, type IdFactory } from './node-ids.ts';
import type { ColumnNode, ElementNode, PopupNode, RowNode, SectionNode } from './page-document.ts';
import { popupOptionsSchema } from './popup-options.ts';

/** Column widths (percent) that add up to 100, the last column taking the rounding rest. */
export function evenWidths(count: number): number[] {
  if (!Number.isInteger(count) || count < 1 || count > 6) throw new RangeError('A row has 1 to 6 columns');
  const base = Math.floor((100 / count) * 100) / 100;
  const widths = Array.from({ length: count }, () => base);
  widths[count - 1] = Math.round((100 - base * (count - 1)) * 100) / 100;
  return widths;
}

export function createElementNode(key: string, props: Record<string, unknown> = {}, newId: IdFactory = createNodeId): ElementNode {
  return { id: newId('element'), key, props };
}

export function createColumnNode(width: number, elements: ElementNode[] = [], newId: IdFactory = createNodeId): ColumnNode {
  return { id: newId('column'), key: 'column', options: { width }, elements };
}

export function createRowNode(widths: number[] = [100], newId: IdFactory = createNodeId): RowNode {
  return { id: newId('row'), key: 'row', options: {}, columns: widths.map((width) => createColumnNode(width, [], newId)) };
}

export function createSectionNode(key = 'section', rows: RowNode[] = [createRowNode()], newId: IdFactory = createNodeId): SectionNode {
  return { id: newId('section'), key, options: {}, rows };
}

/** A new popup with one full-width row, the default options, and spec §9's margin 100 and padding 20 in its style. */
export function createPopupNode(rows: RowNode[] = [createRowNode([100])], newId: IdFactory = createNodeId): PopupNode {
  const { margin, padding } = POPUP_DEFAULTS;
  return {
    id: newId('popup'),
    key: 'popup',
    options: popupOptionsSchema.parse({}),
    style: { MarginTop: margin, MarginBottom: margin, PaddingTop: padding, PaddingRight: padding, PaddingBottom: padding, PaddingLeft: padding },
    rows,
  };
}

/** Section types of the site builder (spec §1), besides the plain 'section'. */
export const SECTION_TYPES = ['section', 'header', 'menu', 'footer', 'about', 'contact', 'transition'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

import type { GlobalSectionKind, NodeStyle, PageDocument } from '@tessera/core';

/**
 * A small vocabulary for writing page designs as code: the starter collection is written with
 * it. Ids are numbered per document, so a design written twice is the same design; a global
 * section's are numbered apart, by its kind (see documentOf).
 */
export interface ElementSpec {
  key: string;
  props: Record<string, unknown>;
  style?: NodeStyle;
}

export type ColumnSpec = ElementSpec[];

export interface RowSpec {
  columns: ColumnSpec[];
  /** Column widths in percent; equal when absent. */
  widths?: number[];
  style?: NodeStyle;
  /** The style of every column of the row (cards). */
  columnStyle?: NodeStyle;
}

export interface SectionSpec {
  rows: RowSpec[];
  style?: NodeStyle;
  /** Its site-builder type; a plain 'section' when absent. */
  key?: string;
  /** The site's shared header or footer (global sections of core). */
  global?: GlobalSectionKind;
}

export const el = (key: string, props: Record<string, unknown> = {}, style?: NodeStyle): ElementSpec => ({ key, props, ...(style ? { style } : {}) });

/** One row of columns; each argument is a column's elements. */
export const row = (...columns: ColumnSpec[]): RowSpec => ({ columns });

/** A row whose columns have the given widths. */
export const rowOf = (widths: number[], ...columns: ColumnSpec[]): RowSpec => ({ columns, widths });

export const section = (style: NodeStyle, ...rows: RowSpec[]): SectionSpec => ({ style, rows });

const equalWidths = (count: number) => {
  const base = Math.floor((100 / count) * 100) / 100;
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? Math.round((100 - base * (count - 1)) * 100) / 100 : base));
};

/** The page document of `sections`, as the designer would store it. */
export function documentOf(sections: readonly SectionSpec[]): PageDocument {
  let next = 0;
  const pageId = (kind: string) => `${kind}-starter${++next}`;
  return {
    schemaVersion: 1,
    sections: sections.map((spec) => {
      // A website keeps one page's header and footer and fills them into all its other pages
      // (and into pages added later), whose own ids are numbered from 1 too: numbered with the
      // page's, the footer of one page took the ids of another's cards, and the published page,
      // which draws each element by its id, drew the footer's text in a card's place.
      let nextInGlobal = 0;
      const id = spec.global ? (kind: string) => `${kind}-starter-${spec.global}${++nextInGlobal}` : pageId;
      return {
        id: id('section'),
        key: spec.key ?? 'section',
        options: {},
        ...(spec.style ? { style: spec.style } : {}),
        ...(spec.global ? { global: spec.global } : {}),
        rows: spec.rows.map((rowSpec) => {
          const widths = rowSpec.widths ?? equalWidths(rowSpec.columns.length);
          return {
            id: id('row'),
            key: 'row',
            options: {},
            ...(rowSpec.style ? { style: rowSpec.style } : {}),
            columns: rowSpec.columns.map((elements, index) => ({
              id: id('column'),
              key: 'column',
              options: { width: widths[index]! },
              ...(rowSpec.columnStyle ? { style: rowSpec.columnStyle } : {}),
              elements: elements.map((element) => ({ id: id('element'), key: element.key, props: element.props, ...(element.style ? { style: element.style } : {}) })),
            })),
          };
        }),
      };
    }),
  };
}

import { describe, expect, it } from 'vitest';
import { createColumnNode, createElementNode, createRowNode, createSectionNode, evenWidths } from './node-factories.ts';
import type { IdFactory } from './node-ids.ts';
import { emptyDocument, type PageDocument, type RowNode } from './page-document.ts';
import {
  DocumentOperationError,
  duplicateNode,
  findNode,
  fitColumnWidths,
  insertColumn,
  insertNode,
  moveColumn,
  moveNode,
  removeColumn,
  removeNode,
  resizeColumns,
  updateElementProps,
  updateNodeOptions,
} from './tree-operations.ts';

function counterIds(): IdFactory {
  let n = 0;
  return (kind) => `${kind}-${++n}`;
}

/** s1 > r1 > [c1 (e1, e2), c2 (e3)] */
function sampleDocument(): PageDocument {
  const id = counterIds();
  const e1 = createElementNode('headline', { text: 'one' }, id);
  const e2 = createElementNode('headline', { text: 'two' }, id);
  const e3 = createElementNode('headline', { text: 'three' }, id);
  const row: RowNode = { id: 'row-1', key: 'row', options: {}, columns: [] };
  row.columns = [
    { ...createColumnNode(50, [e1, e2], id), id: 'column-1' },
    { ...createColumnNode(50, [e3], id), id: 'column-2' },
  ];
  return { schemaVersion: 1, sections: [{ id: 'section-1', key: 'section', options: {}, rows: [row] }] };
}

const texts = (doc: PageDocument, columnId: string) => {
  const found = findNode(doc, columnId);
  return (found!.node as { elements: { props: { text?: unknown } }[] }).elements.map((e) => e.props.text);
};

describe('insertNode', () => {
  it('puts an element at the given index of a column and leaves the original untouched', () => {
    const doc = sampleDocument();
    const next = insertNode(doc, 'column-1', 1, { id: 'element-new', key: 'headline', props: { text: 'new' } });
    expect(texts(next, 'column-1')).toEqual(['one', 'new', 'two']);
    expect(texts(doc, 'column-1')).toEqual(['one', 'two']);
  });

  it('shares untouched nodes with the previous document', () => {
    const doc = sampleDocument();
    const next = insertNode(doc, 'column-1', 0, { id: 'element-new', key: 'headline', props: {} });
    const before = doc.sections[0]!.rows[0]!.columns[1];
    expect(next.sections[0]!.rows[0]!.columns[1]).toBe(before);
    expect(next.sections[0]!.rows[0]!.columns[0]).not.toBe(doc.sections[0]!.rows[0]!.columns[0]);
  });

  it('adds a top-level section and clamps an index past the end', () => {
    const doc = insertNode(emptyDocument(), null, 99, createSectionNode('header'));
    expect(doc.sections).toHaveLength(1);
    expect(doc.sections[0]!.key).toBe('header');
  });

  it('refuses a node at the wrong level, a duplicate id and an unknown parent', () => {
    const doc = sampleDocument();
    expect(() => insertNode(doc, 'section-1', 0, createElementNode('headline'))).toThrow(/element cannot be placed inside a section/);
    expect(() => insertNode(doc, null, 0, createRowNode())).toThrow(DocumentOperationError);
    expect(() => insertNode(doc, 'column-1', 0, { id: 'element-1', key: 'x', props: {} })).toThrow(/already exists/);
    expect(() => insertNode(doc, 'column-9', 0, createElementNode('headline'))).toThrow(/No node with id "column-9"/);
  });
});

describe('moveNode', () => {
  it('reorders within a column, reading the index after removal', () => {
    const next = moveNode(sampleDocument(), 'element-1', 'column-1', 1);
    expect(texts(next, 'column-1')).toEqual(['two', 'one']);
  });

  it('moves an element across columns', () => {
    const next = moveNode(sampleDocument(), 'element-3', 'column-1', 0);
    expect(texts(next, 'column-1')).toEqual(['three', 'one', 'two']);
    expect(texts(next, 'column-2')).toEqual([]);
  });

  it('moves a column into another row and refuses a section into a column', () => {
    let doc = sampleDocument();
    doc = insertNode(doc, 'section-1', 1, { ...createRowNode([100], counterIds()), id: 'row-2', columns: [] });
    doc = moveNode(doc, 'column-2', 'row-2', 0);
    expect(doc.sections[0]!.rows[1]!.columns.map((c) => c.id)).toEqual(['column-2']);
    expect(() => moveNode(doc, 'section-1', 'column-1', 0)).toThrow(DocumentOperationError);
  });
});

describe('duplicateNode and removeNode', () => {
  it('copies a column with its elements under fresh ids right after the original', () => {
    const doc = sampleDocument();
    const { document, id } = duplicateNode(doc, 'column-1');
    const row = document.sections[0]!.rows[0]!;
    expect(row.columns.map((c) => c.id)).toEqual(['column-1', id, 'column-2']);
    const copy = row.columns[1]!;
    expect(copy.elements.map((e) => e.props.text)).toEqual(['one', 'two']);
    expect(copy.elements.map((e) => e.id)).not.toContain('element-1');
    expect(copy.elements.every((e) => e.id.startsWith('element-'))).toBe(true);
  });

  it('removes a node with its subtree', () => {
    const next = removeNode(sampleDocument(), 'row-1');
    expect(next.sections[0]!.rows).toEqual([]);
    expect(findNode(next, 'element-1')).toBeUndefined();
  });
});

describe('updates', () => {
  it('merges element props and drops keys set to undefined', () => {
    const doc = updateElementProps(sampleDocument(), 'element-1', { text: 'changed', tag: 'h2' });
    expect(findNode(doc, 'element-1')!.node).toMatchObject({ props: { text: 'changed', tag: 'h2' } });
    const cleared = updateElementProps(doc, 'element-1', { tag: undefined });
    expect((findNode(cleared, 'element-1')!.node as { props: object }).props).toEqual({ text: 'changed' });
  });

  it('merges options of sections, rows and columns, and refuses options on elements', () => {
    const doc = updateNodeOptions(sampleDocument(), 'section-1', { BackgroundColor: '#fff' });
    expect(doc.sections[0]!.options).toEqual({ BackgroundColor: '#fff' });
    expect(() => updateNodeOptions(doc, 'element-1', {})).toThrow(/props, not options/);
  });
});

describe('resizeColumns', () => {
  const widths = (doc: PageDocument) => doc.sections[0]!.rows[0]!.columns.map((c) => c.options.width);

  it('moves the gutter and keeps the pair total', () => {
    expect(widths(resizeColumns(sampleDocument(), 'row-1', 0, 15))).toEqual([65, 35]);
    expect(widths(resizeColumns(sampleDocument(), 'row-1', 0, -20.5))).toEqual([29.5, 70.5]);
  });

  it('keeps each neighbour at least 10 percent', () => {
    expect(widths(resizeColumns(sampleDocument(), 'row-1', 0, 80))).toEqual([90, 10]);
    expect(widths(resizeColumns(sampleDocument(), 'row-1', 0, -80))).toEqual([10, 90]);
  });

  it('refuses a gutter that does not exist', () => {
    expect(() => resizeColumns(sampleDocument(), 'row-1', 1, 5)).toThrow(/no gutter after column 1/);
  });
});

describe('evenWidths', () => {
  it('splits 100 percent over 1 to 6 columns', () => {
    expect(evenWidths(3)).toEqual([33.33, 33.33, 33.34]);
    expect(evenWidths(4).reduce((a, b) => a + b, 0)).toBeCloseTo(100);
    expect(() => evenWidths(7)).toThrow(RangeError);
  });
});

describe('column moves keep rows adding up to 100 percent', () => {
  const widths = (doc: PageDocument, rowIndex = 0) => doc.sections[0]!.rows[rowIndex]!.columns.map((c) => c.options.width);

  /** s1 > [r1: c1 50 (e1, e2), c2 50 (e3)] and r2: [c3 25, c4 75] */
  function twoRows(): PageDocument {
    const doc = sampleDocument();
    const id = counterIds();
    const row2: RowNode = { id: 'row-2', key: 'row', options: {}, columns: [{ ...createColumnNode(25, [], id), id: 'column-3' }, { ...createColumnNode(75, [], id), id: 'column-4' }] };
    return insertNode(doc, 'section-1', 1, row2);
  }

  it('reorders columns within a row, widths travelling with them', () => {
    const doc = moveColumn(twoRows(), 'column-4', 'row-2', 0);
    expect(doc.sections[0]!.rows[1]!.columns.map((c) => [c.id, c.options.width])).toEqual([
      ['column-4', 75],
      ['column-3', 25],
    ]);
  });

  it('moves a column to another row: the new row makes room, the old one shares the width left', () => {
    const doc = moveColumn(twoRows(), 'column-1', 'row-2', 1);
    expect(doc.sections[0]!.rows[1]!.columns.map((c) => c.id)).toEqual(['column-3', 'column-1', 'column-4']);
    expect(widths(doc, 1)).toEqual([16.67, 33.33, 50]);
    expect(widths(doc, 0)).toEqual([100]);
    expect(texts(doc, 'column-1')).toEqual(['one', 'two']);
  });

  it('removes a row its last column leaves, and refuses a seventh column', () => {
    let doc = moveColumn(twoRows(), 'column-1', 'row-2', 0);
    doc = moveColumn(doc, 'column-2', 'row-2', 0);
    expect(doc.sections[0]!.rows.map((r) => r.id)).toEqual(['row-2']);
    expect(widths(doc).reduce((a, b) => a + b, 0)).toBeCloseTo(100);
    const full = { ...doc, sections: [{ ...doc.sections[0]!, rows: [{ ...createRowNode([20, 20, 20, 20, 10, 10], (kind) => `${kind}-full${Math.random().toString(36).slice(2, 8)}`), id: 'row-9' }, ...doc.sections[0]!.rows] }] };
    expect(() => moveColumn(full, 'column-3', 'row-9', 0)).toThrow(/at most 6 columns/);
  });

  it('duplicates a column with an even share, and removes one giving its width to the others', () => {
    const { document, id } = duplicateNode(twoRows(), 'column-3', (kind) => `${kind}-copy`);
    expect(document.sections[0]!.rows[1]!.columns.map((c) => c.id)).toEqual(['column-3', id, 'column-4']);
    expect(widths(document, 1)).toEqual([16.67, 33.33, 50]);
    const removed = removeColumn(document, id);
    expect(widths(removed, 1)).toEqual([25, 75]);
    expect(() => removeColumn(removeColumn(removed, 'column-3'), 'column-4')).toThrow(/at least one column/);
  });

  it('inserts a column with an even share and falls back to even widths rather than go under 10 percent', () => {
    const doc = insertColumn(twoRows(), 'row-2', 2, { ...createColumnNode(0, [], counterIds()), id: 'column-new' });
    expect(widths(doc, 1)).toEqual([16.67, 50, 33.33]);
    expect(fitColumnWidths([90, 10, 0], 2)).toEqual([33.33, 33.33, 33.34]);
    expect(fitColumnWidths([40, 40])).toEqual([50, 50]);
  });
});

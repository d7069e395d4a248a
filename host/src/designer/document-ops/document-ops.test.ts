import { DocumentOperationError, type IdFactory, type PageDocument } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { setColumnCount } from './column-count.ts';
import { effectiveStyleValue, updateNodeStyle } from './node-style.ts';

const page = (): PageDocument => ({
  schemaVersion: 1,
  sections: [
    {
      id: 'section-1',
      key: 'section',
      options: {},
      rows: [
        {
          id: 'row-1',
          key: 'row',
          options: {},
          columns: [
            { id: 'column-1', key: 'column', options: { width: 50 }, elements: [{ id: 'element-a', key: 'note', props: {} }] },
            {
              id: 'column-2',
              key: 'column',
              options: { width: 50 },
              style: { PaddingTop: 4 },
              elements: [
                { id: 'element-b', key: 'note', props: {} },
                { id: 'element-c', key: 'note', props: {} },
              ],
            },
          ],
        },
      ],
    },
    { id: 'section-2', key: 'section', options: {}, rows: [] },
  ],
});

const counter = (): IdFactory => {
  let n = 0;
  return (kind) => `${kind}-new${++n}`;
};

describe('updateNodeStyle', () => {
  it('sets base fields on any kind of node and shares every untouched node', () => {
    const doc = page();
    const next = updateNodeStyle(doc, 'element-a', { PaddingTop: 12, BackgroundColor: '#fff' });
    expect(next.sections[0]!.rows[0]!.columns[0]!.elements[0]!.style).toEqual({ PaddingTop: 12, BackgroundColor: '#fff' });
    expect(next.sections[1]).toBe(doc.sections[1]);
    expect(next.sections[0]!.rows[0]!.columns[1]).toBe(doc.sections[0]!.rows[0]!.columns[1]);
    const section = updateNodeStyle(doc, 'section-2', { BoxShadow: 'drop-10' });
    expect(section.sections[1]!.style).toEqual({ BoxShadow: 'drop-10' });
  });

  it('removes a field set to undefined and the whole style once it is empty', () => {
    const doc = updateNodeStyle(page(), 'column-2', { PaddingTop: undefined });
    expect(doc.sections[0]!.rows[0]!.columns[1]).not.toHaveProperty('style');
  });

  it('returns the same document when nothing changes', () => {
    const doc = page();
    expect(updateNodeStyle(doc, 'column-2', { PaddingTop: 4 })).toBe(doc);
    expect(updateNodeStyle(doc, 'element-a', { Width: undefined })).toBe(doc);
  });

  it('stores responsive fields per device and everything else in the base style', () => {
    let doc = updateNodeStyle(page(), 'element-a', { PaddingTop: 20, Border: 'full', HoverTextColor: '#000' }, 'tablet');
    doc = updateNodeStyle(doc, 'element-a', { PaddingTop: 8, BorderRadius: 4 }, 'mobile');
    expect(doc.sections[0]!.rows[0]!.columns[0]!.elements[0]!.style).toEqual({
      Border: 'full',
      HoverTextColor: '#000',
      tablet: { PaddingTop: 20 },
      mobile: { PaddingTop: 8, BorderRadius: 4 },
    });
    doc = updateNodeStyle(doc, 'element-a', { PaddingTop: undefined, BorderRadius: undefined }, 'mobile');
    expect(doc.sections[0]!.rows[0]!.columns[0]!.elements[0]!.style).toEqual({ Border: 'full', HoverTextColor: '#000', tablet: { PaddingTop: 20 } });
  });

  it('refuses an unknown node', () => {
    expect(() => updateNodeStyle(page(), 'element-zz', { Width: 5 })).toThrow(DocumentOperationError);
  });
});

describe('effective style values', () => {
  const style = { PaddingTop: 40, Border: 'full' as const, tablet: { PaddingTop: 20 }, mobile: { PaddingLeft: 0 } };

  it('lets a phone inherit the tablet override and a tablet the base', () => {
    expect(effectiveStyleValue(style, 'PaddingTop', 'desktop')).toBe(40);
    expect(effectiveStyleValue(style, 'PaddingTop', 'tablet')).toBe(20);
    expect(effectiveStyleValue(style, 'PaddingTop', 'mobile')).toBe(20);
    expect(effectiveStyleValue(style, 'PaddingLeft', 'mobile')).toBe(0);
    expect(effectiveStyleValue(style, 'Border', 'mobile')).toBe('full');
    expect(effectiveStyleValue(undefined, 'Border', 'mobile')).toBeUndefined();
  });
});

describe('setColumnCount', () => {
  it('adds even, empty columns and keeps the existing ones with their elements', () => {
    const doc = setColumnCount(page(), 'row-1', 3, counter());
    const columns = doc.sections[0]!.rows[0]!.columns;
    expect(columns.map((c) => c.id)).toEqual(['column-1', 'column-2', 'column-new1']);
    expect(columns.map((c) => c.options.width)).toEqual([33.33, 33.33, 33.34]);
    expect(columns[1]!.style).toEqual({ PaddingTop: 4 });
    expect(columns.map((c) => c.elements.map((e) => e.id))).toEqual([['element-a'], ['element-b', 'element-c'], []]);
  });

  it('moves the elements of removed columns into the last column that stays', () => {
    const doc = setColumnCount(page(), 'row-1', 1, counter());
    const columns = doc.sections[0]!.rows[0]!.columns;
    expect(columns).toHaveLength(1);
    expect(columns[0]!.options.width).toBe(100);
    expect(columns[0]!.elements.map((e) => e.id)).toEqual(['element-a', 'element-b', 'element-c']);
  });

  it('changes nothing for the current count and refuses counts outside 1–6 or a non-row', () => {
    const doc = page();
    expect(setColumnCount(doc, 'row-1', 2, counter())).toBe(doc);
    expect(() => setColumnCount(doc, 'row-1', 7, counter())).toThrow(RangeError);
    expect(() => setColumnCount(doc, 'column-1', 2, counter())).toThrow(DocumentOperationError);
  });
});

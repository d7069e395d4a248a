import { type IdFactory, type PageDocument } from '@tessera/core';
import { defineElement, z } from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import { createDesignerStore } from './designer-store.ts';
import { accepts, applyDrop, currentSlot, describeDrop, describeNode, keyboardSlots } from './drag-and-drop.ts';
import { ElementCatalogue } from './element-catalogue.ts';

const note = defineElement({
  id: 'note',
  version: '2.0.0',
  label: 'Note',
  category: 'text',
  premium: false,
  props: z.object({ text: z.string().default('A note') }),
  Render: () => null,
  Panel: () => Promise.resolve({ default: () => null }),
});
const registry = new ElementCatalogue([note]);

function counterIds(): IdFactory {
  let n = 0;
  return (kind) => `${kind}-${++n}`;
}

const doc = (): PageDocument => ({
  schemaVersion: 1,
  sections: [
    {
      id: 'section-a',
      key: 'section',
      options: {},
      rows: [
        {
          id: 'row-a',
          key: 'row',
          options: {},
          columns: [
            { id: 'column-a', key: 'column', options: { width: 50 }, elements: [1, 2, 3].map((n) => ({ id: `element-${n}`, key: 'note', props: { text: `${n}` } })) },
            { id: 'column-b', key: 'column', options: { width: 50 }, elements: [] },
          ],
        },
      ],
    },
  ],
});

const ids = (store: ReturnType<typeof createDesignerStore>, column: 0 | 1) =>
  store.getState().document.sections[0]!.rows[0]!.columns[column]!.elements.map((e) => e.id);

describe('applyDrop', () => {
  it('drops a palette item on the empty page as a new section with default props and the plugin version', () => {
    const store = createDesignerStore({ newId: counterIds() });
    expect(applyDrop(store, registry, { kind: 'palette', elementKey: 'note' }, { kind: 'new-section' }, 'inside')).toBe(true);
    const element = store.getState().document.sections[0]!.rows[0]!.columns[0]!.elements[0];
    expect(element).toMatchObject({ key: 'note', version: '2.0.0', props: { text: 'A note' } });
  });

  it('appends a palette item to a column, or puts it before or after an element', () => {
    const store = createDesignerStore({ document: doc() });
    applyDrop(store, registry, { kind: 'palette', elementKey: 'note' }, { kind: 'container', nodeKind: 'column', id: 'column-b' }, 'inside');
    expect(ids(store, 1)).toHaveLength(1);
    applyDrop(store, registry, { kind: 'palette', elementKey: 'note' }, { kind: 'node', nodeKind: 'element', id: 'element-2' }, 'before');
    expect(ids(store, 0)[1]).not.toBe('element-2');
    expect(ids(store, 0)[2]).toBe('element-2');
    applyDrop(store, registry, { kind: 'palette', elementKey: 'note' }, { kind: 'node', nodeKind: 'element', id: 'element-3' }, 'after');
    expect(ids(store, 0)).toHaveLength(5);
    expect(ids(store, 0)[3]).toBe('element-3');
  });

  it('ignores plugins that are not installed and targets that do not take the dragged kind', () => {
    const store = createDesignerStore({ document: doc() });
    expect(applyDrop(store, registry, { kind: 'palette', elementKey: 'nope' }, { kind: 'container', nodeKind: 'column', id: 'column-b' })).toBe(false);
    expect(applyDrop(store, registry, { kind: 'palette', elementKey: 'note' }, { kind: 'container', nodeKind: 'row', id: 'row-a' })).toBe(false);
    expect(accepts({ kind: 'node', nodeKind: 'row', id: 'row-a' }, { kind: 'container', nodeKind: 'section', id: 'section-a' })).toBe(true);
    expect(accepts({ kind: 'node', nodeKind: 'row', id: 'row-a' }, { kind: 'node', nodeKind: 'column', id: 'column-a' })).toBe(false);
  });

  it('moves an element before or after another one in the same column, and to the end of another column', () => {
    const store = createDesignerStore({ document: doc() });
    const element = (id: string) => ({ kind: 'node', nodeKind: 'element', id }) as const;
    applyDrop(store, registry, element('element-3'), element('element-1'), 'before');
    expect(ids(store, 0)).toEqual(['element-3', 'element-1', 'element-2']);
    applyDrop(store, registry, element('element-3'), element('element-2'), 'after');
    expect(ids(store, 0)).toEqual(['element-1', 'element-2', 'element-3']);
    applyDrop(store, registry, element('element-3'), { kind: 'container', nodeKind: 'column', id: 'column-b' }, 'inside');
    expect(ids(store, 0)).toEqual(['element-1', 'element-2']);
    expect(ids(store, 1)).toEqual(['element-3']);
  });

  it('does nothing when an element is dropped on itself', () => {
    const store = createDesignerStore({ document: doc() });
    const before = store.getState().document;
    applyDrop(store, registry, { kind: 'node', nodeKind: 'element', id: 'element-2' }, { kind: 'node', nodeKind: 'element', id: 'element-2' }, 'after');
    expect(store.getState().document).toBe(before);
  });

  it('moves every selected element of the dragged kind together, in reading order, as one undo step', () => {
    const store = createDesignerStore({ document: doc() });
    store.getState().select('element-1');
    store.getState().select('element-3', 'toggle');
    store.getState().select('row-a', 'toggle');
    applyDrop(store, registry, { kind: 'node', nodeKind: 'element', id: 'element-3' }, { kind: 'container', nodeKind: 'column', id: 'column-b' }, 'inside');
    expect(ids(store, 0)).toEqual(['element-2']);
    expect(ids(store, 1)).toEqual(['element-1', 'element-3']);
    store.getState().undo();
    expect(ids(store, 0)).toEqual(['element-1', 'element-2', 'element-3']);
  });

  it('moves columns across rows keeping both rows at 100 percent, and rows across sections', () => {
    const page = doc();
    page.sections.push({ id: 'section-b', key: 'section', options: {}, rows: [{ id: 'row-b', key: 'row', options: {}, columns: [{ id: 'column-c', key: 'column', options: { width: 100 }, elements: [] }] }] });
    const store = createDesignerStore({ document: page });
    applyDrop(store, registry, { kind: 'node', nodeKind: 'column', id: 'column-b' }, { kind: 'node', nodeKind: 'column', id: 'column-c' }, 'before');
    const widths = (s: number) => store.getState().document.sections[s]!.rows[0]!.columns.map((c) => [c.id, c.options.width]);
    expect(widths(0)).toEqual([['column-a', 100]]);
    expect(widths(1)).toEqual([
      ['column-b', 50],
      ['column-c', 50],
    ]);
    applyDrop(store, registry, { kind: 'node', nodeKind: 'row', id: 'row-b' }, { kind: 'node', nodeKind: 'row', id: 'row-a' }, 'before');
    expect(store.getState().document.sections[0]!.rows.map((r) => r.id)).toEqual(['row-b', 'row-a']);
    expect(store.getState().document.sections[1]!.rows).toEqual([]);
    applyDrop(store, registry, { kind: 'node', nodeKind: 'section', id: 'section-a' }, { kind: 'node', nodeKind: 'section', id: 'section-b' }, 'after');
    expect(store.getState().document.sections.map((s) => s.id)).toEqual(['section-b', 'section-a']);
  });
});

describe('keyboard moves', () => {
  it('lists the stops of an element in reading order, ending with a new section, and finds where it is', () => {
    const source = { kind: 'node', nodeKind: 'element', id: 'element-2' } as const;
    const slots = keyboardSlots(doc(), source, null, ['element-2']);
    expect(slots.map(({ target, side }) => `${target.kind === 'new-section' ? 'new' : target.id}:${side}`)).toEqual([
      'element-1:before',
      'element-3:before',
      'element-3:after',
      'column-b:inside',
      'new:inside',
    ]);
    expect(currentSlot(doc(), slots, 'element-2', ['element-2'])).toBe(1);
  });

  it('names what moves and where it goes, for screen readers', () => {
    const page = doc();
    expect(describeNode(page, 'element-2', registry)).toBe('Note, 2 of 3 in Column 1 of Row 1 of Section 1');
    expect(describeDrop(page, { kind: 'node', nodeKind: 'element', id: 'element-1' }, 'after', registry)).toBe('after Note in Column 1 of Row 1 of Section 1');
    expect(describeDrop(page, { kind: 'container', nodeKind: 'column', id: 'column-b' }, 'inside', registry)).toBe('at the end of Column 2 of Row 1 of Section 1');
    expect(describeDrop(page, { kind: 'new-section' }, 'inside', registry)).toBe('into a new section at the end of the page');
  });
});

import { PluginRegistry, type IdFactory, type PageDocument } from '@tessera/core';
import { defineElement, z, type AnyElementDefinition } from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import { createDesignerStore } from './designer-store.ts';
import { applyDrop } from './drag-and-drop.ts';

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
const registry = new PluginRegistry<AnyElementDefinition>([note]);

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
    expect(applyDrop(store, registry, { kind: 'palette', elementKey: 'note' }, { kind: 'new-section' })).toBe(true);
    const element = store.getState().document.sections[0]!.rows[0]!.columns[0]!.elements[0];
    expect(element).toMatchObject({ key: 'note', version: '2.0.0', props: { text: 'A note' } });
  });

  it('appends a palette item to a column, or puts it before an element', () => {
    const store = createDesignerStore({ document: doc() });
    applyDrop(store, registry, { kind: 'palette', elementKey: 'note' }, { kind: 'column', columnId: 'column-b' });
    expect(ids(store, 1)).toHaveLength(1);
    applyDrop(store, registry, { kind: 'palette', elementKey: 'note' }, { kind: 'element', columnId: 'column-a', elementId: 'element-2' });
    expect(ids(store, 0)[1]).not.toBe('element-2');
    expect(ids(store, 0)[2]).toBe('element-2');
  });

  it('ignores plugins that are not installed', () => {
    const store = createDesignerStore({ document: doc() });
    expect(applyDrop(store, registry, { kind: 'palette', elementKey: 'nope' }, { kind: 'column', columnId: 'column-b' })).toBe(false);
  });

  it('moves an element before another one in the same column, and to the end of another column', () => {
    const store = createDesignerStore({ document: doc() });
    applyDrop(store, registry, { kind: 'element', elementId: 'element-3' }, { kind: 'element', columnId: 'column-a', elementId: 'element-1' });
    expect(ids(store, 0)).toEqual(['element-3', 'element-1', 'element-2']);
    applyDrop(store, registry, { kind: 'element', elementId: 'element-1' }, { kind: 'element', columnId: 'column-a', elementId: 'element-2' });
    expect(ids(store, 0)).toEqual(['element-3', 'element-1', 'element-2']);
    applyDrop(store, registry, { kind: 'element', elementId: 'element-3' }, { kind: 'column', columnId: 'column-b' });
    expect(ids(store, 0)).toEqual(['element-1', 'element-2']);
    expect(ids(store, 1)).toEqual(['element-3']);
  });

  it('does nothing when an element is dropped on itself or on the new-section zone', () => {
    const store = createDesignerStore({ document: doc() });
    const before = store.getState().document;
    applyDrop(store, registry, { kind: 'element', elementId: 'element-2' }, { kind: 'element', columnId: 'column-a', elementId: 'element-2' });
    applyDrop(store, registry, { kind: 'element', elementId: 'element-2' }, { kind: 'new-section' });
    expect(store.getState().document).toBe(before);
  });
});

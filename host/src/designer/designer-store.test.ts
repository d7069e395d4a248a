import { createElementNode, findNode, type ElementNode, type IdFactory, type PageDocument } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { selectCanRedo, selectCanUndo, selectIsDirty } from './designer-state.ts';
import { COALESCE_MS, createDesignerStore, type DesignerStoreOptions } from './designer-store.ts';

function counterIds(): IdFactory {
  let n = 0;
  return (kind) => `${kind}-${++n}`;
}

function setup(options: DesignerStoreOptions = {}) {
  let clock = 0;
  const newId = counterIds();
  const store = createDesignerStore({ newId, now: () => clock, ...options });
  const element = (key = 'headline', props: Record<string, unknown> = { text: 'Hi' }): ElementNode => createElementNode(key, props, newId);
  return { store, element, state: () => store.getState(), tick: (ms: number) => (clock += ms) };
}

const elementsOf = (doc: PageDocument) => doc.sections.flatMap((s) => s.rows.flatMap((r) => r.columns.flatMap((c) => c.elements)));

describe('designer store: adding elements', () => {
  it('drops the first element into a new section with one full-width column and selects it', () => {
    const { store, element, state } = setup();
    const headline = element();
    expect(store.getState().addElementInNewSection(headline)).toBe(true);
    const [section] = state().document.sections;
    expect(section?.rows).toHaveLength(1);
    expect(section?.rows[0]?.columns.map((c) => c.options.width)).toEqual([100]);
    expect(section?.rows[0]?.columns[0]?.elements).toEqual([headline]);
    expect(state().selectedId).toBe(headline.id);
  });

  it('appends to a column and refuses an unknown column without changing anything', () => {
    const { element, state } = setup();
    state().addElementInNewSection(element('headline', { text: 'one' }));
    const columnId = state().document.sections[0]!.rows[0]!.columns[0]!.id;
    state().addElementToColumn(columnId, element('headline', { text: 'two' }));
    expect(elementsOf(state().document).map((e) => e.props.text)).toEqual(['one', 'two']);

    const before = state().document;
    expect(state().addElementToColumn('column-missing', element())).toBe(false);
    expect(state().document).toBe(before);
    expect(state().past).toHaveLength(2);
  });

  it('keeps an element whose plugin is not installed', () => {
    const { element, state } = setup();
    state().addElementInNewSection(element('from-the-future', { any: 1 }));
    state().addElementToColumn(state().document.sections[0]!.rows[0]!.columns[0]!.id, element());
    expect(elementsOf(state().document).map((e) => e.key)).toEqual(['from-the-future', 'headline']);
  });
});

describe('designer store: editing', () => {
  it('changes only the edited element and shares every other node', () => {
    const { element, state } = setup();
    const a = element('headline', { text: 'a' });
    const b = element('headline', { text: 'b' });
    state().addElementInNewSection(a);
    state().addElementInNewSection(b);
    const before = state().document;
    state().updateElementProps(a.id, { text: 'A' });
    const after = state().document;
    expect(findNode(after, a.id)?.node).toMatchObject({ props: { text: 'A' } });
    expect(after.sections[1]).toBe(before.sections[1]);
    expect(findNode(after, b.id)?.node).toBe(b);
  });

  it('folds quick edits of the same fields into one undo step, but not slow or different ones', () => {
    const { element, state, tick } = setup();
    const a = element('headline', { text: '' });
    state().addElementInNewSection(a);
    for (const text of ['H', 'He', 'Hel']) {
      tick(100);
      state().updateElementProps(a.id, { text });
    }
    expect(state().past).toHaveLength(2);
    tick(COALESCE_MS + 1);
    state().updateElementProps(a.id, { text: 'Hello' });
    tick(10);
    state().updateElementProps(a.id, { color: '#ff0000' });
    expect(state().past).toHaveLength(4);

    state().undo();
    state().undo();
    expect(findNode(state().document, a.id)?.node).toMatchObject({ props: { text: 'Hel' } });
    state().undo();
    expect(findNode(state().document, a.id)?.node).toMatchObject({ props: { text: '' } });
  });

  it('removes a node and clears a selection that pointed into it', () => {
    const { element, state } = setup();
    const a = element();
    state().addElementInNewSection(a);
    expect(state().selectedId).toBe(a.id);
    state().removeNode(state().document.sections[0]!.id);
    expect(state().document.sections).toEqual([]);
    expect(state().selectedId).toBeNull();
  });

  it('duplicates an element right after itself with a fresh id and selects the copy', () => {
    const { element, state } = setup();
    const a = element('headline', { text: 'copy me' });
    state().addElementInNewSection(a);
    const copyId = state().duplicateNode(a.id);
    const elements = elementsOf(state().document);
    expect(elements.map((e) => e.id)).toEqual([a.id, copyId]);
    expect(elements[1]?.props).toEqual({ text: 'copy me' });
    expect(state().selectedId).toBe(copyId);
    expect(state().duplicateNode('element-missing')).toBeNull();
  });

  it('moves an element to another column', () => {
    const { element, state } = setup();
    const a = element();
    const b = element();
    state().addElementInNewSection(a);
    state().addElementInNewSection(b);
    const targetColumn = state().document.sections[1]!.rows[0]!.columns[0]!.id;
    expect(state().moveNode(a.id, targetColumn, 0)).toBe(true);
    expect(state().document.sections[0]!.rows[0]!.columns[0]!.elements).toEqual([]);
    expect(state().document.sections[1]!.rows[0]!.columns[0]!.elements.map((e) => e.id)).toEqual([a.id, b.id]);
  });
});

describe('designer store: undo, redo and saving', () => {
  it('undoes and redoes whole documents, and a new edit drops the redo stack', () => {
    const { element, state } = setup();
    state().addElementInNewSection(element());
    const one = state().document;
    state().addElementInNewSection(element());
    const two = state().document;

    state().undo();
    expect(state().document).toBe(one);
    expect(selectCanRedo(state())).toBe(true);
    state().redo();
    expect(state().document).toBe(two);

    state().undo();
    state().addElementInNewSection(element());
    expect(selectCanRedo(state())).toBe(false);
    state().undo();
    state().undo();
    expect(state().document.sections).toEqual([]);
    expect(selectCanUndo(state())).toBe(false);
    state().undo();
    expect(state().document.sections).toEqual([]);
  });

  it('drops a selection that undo takes away', () => {
    const { element, state } = setup();
    state().addElementInNewSection(element());
    state().undo();
    expect(state().selectedId).toBeNull();
  });

  it('keeps at most the history limit', () => {
    const { element, state } = setup({ historyLimit: 3 });
    for (let i = 0; i < 5; i++) state().addElementInNewSection(element());
    expect(state().past).toHaveLength(3);
  });

  it('is dirty until saved, and clean again when undo returns to the saved document', () => {
    const { element, state } = setup({ version: 4 });
    expect(selectIsDirty(state())).toBe(false);
    state().addElementInNewSection(element());
    expect(selectIsDirty(state())).toBe(true);
    state().markSaved(state().document, 5);
    expect(selectIsDirty(state())).toBe(false);
    expect(state().version).toBe(5);
    state().addElementInNewSection(element());
    state().undo();
    expect(selectIsDirty(state())).toBe(false);
  });

  it('starts over on load', () => {
    const { element, state } = setup();
    state().addElementInNewSection(element());
    const fresh: PageDocument = { schemaVersion: 1, sections: [] };
    state().load(fresh, 9);
    expect(state()).toMatchObject({ document: fresh, savedDocument: fresh, version: 9, past: [], future: [], selectedId: null });
  });

  it('selects only nodes that exist', () => {
    const { element, state } = setup();
    const a = element();
    state().addElementInNewSection(a);
    state().select(null);
    state().select('element-nope');
    expect(state().selectedId).toBeNull();
    state().select(a.id);
    expect(state().selectedId).toBe(a.id);
  });
});

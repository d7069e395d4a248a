import { createElementNode, findNode, type ElementNode, type IdFactory, type PageDocument } from '@tessera/core';
import { describe, expect, it, vi } from 'vitest';
import { COALESCE_MS, createDesignerStore } from './designer-store.ts';

function setup() {
  let clock = 0;
  let n = 0;
  const newId: IdFactory = (kind) => `${kind}-${++n}`;
  const store = createDesignerStore({ newId, now: () => clock });
  const element = createElementNode('note', { text: '<p>Hi</p>' }, newId);
  store.getState().addElementInNewSection(element);
  const doc = () => store.getState().document;
  const node = (id: string) => findNode(doc(), id)?.node as ElementNode | undefined;
  return { store, state: () => store.getState(), element, doc, node, tick: (ms: number) => (clock += ms) };
}

const sectionOf = (doc: PageDocument) => doc.sections[0]!;

describe('designer store: style, options and columns', () => {
  it('edits the style of the current device as one undo step per field burst', () => {
    const { state, element, node, tick } = setup();
    const steps = state().past.length;
    state().updateNodeStyle(element.id, { PaddingTop: 10 });
    state().setDevice('mobile');
    tick(10);
    state().updateNodeStyle(element.id, { PaddingTop: 2, Border: 'full' });
    tick(10);
    state().updateNodeStyle(element.id, { PaddingTop: 4, Border: 'full' });
    expect(node(element.id)?.style).toEqual({ PaddingTop: 10, Border: 'full', mobile: { PaddingTop: 4 } });
    expect(state().past.length).toBe(steps + 2);
    tick(COALESCE_MS + 1);
    state().updateNodeStyle(element.id, { PaddingTop: undefined });
    state().undo();
    expect(node(element.id)?.style?.mobile).toEqual({ PaddingTop: 4 });
  });

  it('keeps the device out of the undo history and records no step for a change to nothing', () => {
    const { state, element } = setup();
    const steps = state().past.length;
    state().setDevice('tablet');
    expect(state().updateNodeStyle(element.id, { Width: undefined })).toBe(false);
    expect(state().past.length).toBe(steps);
    expect(state().device).toBe('tablet');
  });

  it('sets section options and changes a row’s column count, keeping its elements', () => {
    const { state, doc, element } = setup();
    const section = sectionOf(doc());
    state().updateNodeOptions(section.id, { contentWidth: 'wide' });
    expect(sectionOf(doc()).options).toEqual({ contentWidth: 'wide' });
    const rowId = sectionOf(doc()).rows[0]!.id;
    expect(state().setColumnCount(rowId, 3)).toBe(true);
    expect(sectionOf(doc()).rows[0]!.columns.map((c) => c.options.width)).toEqual([33.33, 33.33, 33.34]);
    expect(state().setColumnCount(rowId, 7)).toBe(false);
    expect(state().setColumnCount(rowId, 1)).toBe(true);
    expect(sectionOf(doc()).rows[0]!.columns[0]!.elements.map((e) => e.id)).toEqual([element.id]);
  });

  it('selects sections, rows and columns as well as elements', () => {
    const { state, doc } = setup();
    const section = sectionOf(doc());
    for (const id of [section.id, section.rows[0]!.id, section.rows[0]!.columns[0]!.id]) {
      state().select(id);
      expect(state().selectedId).toBe(id);
    }
  });
});

describe('designer store: rich-text editing', () => {
  it('starts only on the selected element', () => {
    const { state, element, doc } = setup();
    state().select(null);
    expect(state().startEditing(element.id)).toBe(false);
    state().select(sectionOf(doc()).id);
    expect(state().startEditing(sectionOf(doc()).id)).toBe(false);
    state().select(element.id);
    expect(state().startEditing(element.id)).toBe(true);
    expect(state().editingId).toBe(element.id);
  });

  it('writes what the editor holds as one undoable edit when editing stops', () => {
    const { state, element, node } = setup();
    state().select(element.id);
    state().startEditing(element.id);
    const steps = state().past.length;
    state().attachEditor(element.id, () => ({ text: '<p><strong>Hi</strong></p>' }));
    state().stopEditing();
    expect(state().editingId).toBeNull();
    expect(node(element.id)?.props).toEqual({ text: '<p><strong>Hi</strong></p>' });
    expect(state().past.length).toBe(steps + 1);
    state().undo();
    expect(node(element.id)?.props).toEqual({ text: '<p>Hi</p>' });
  });

  it('records nothing when the editor reports no change, and ends editing when another node is selected', () => {
    const { state, element, doc } = setup();
    state().select(element.id);
    state().startEditing(element.id);
    const read = vi.fn(() => null);
    state().attachEditor(element.id, read);
    const before = doc();
    state().select(sectionOf(doc()).id);
    expect(read).toHaveBeenCalledOnce();
    expect(state().editingId).toBeNull();
    expect(doc()).toBe(before);
  });

  it('ends editing, keeping the editor’s text, before the inspector changes the element’s props', () => {
    const { state, element, node } = setup();
    state().select(element.id);
    state().startEditing(element.id);
    state().attachEditor(element.id, () => ({ text: '<p>Typed</p>' }));
    state().updateElementProps(element.id, { size: 20 });
    expect(state().editingId).toBeNull();
    expect(node(element.id)?.props).toEqual({ text: '<p>Typed</p>', size: 20 });
  });

  it('ignores an editor that has been detached, and drops editing when its element goes away', () => {
    const { state, element, node } = setup();
    state().select(element.id);
    state().startEditing(element.id);
    const detach = state().attachEditor(element.id, () => ({ text: 'late' }));
    detach();
    state().stopEditing();
    expect(node(element.id)?.props).toEqual({ text: '<p>Hi</p>' });
    state().startEditing(element.id);
    state().removeNode(element.id);
    expect(state().editingId).toBeNull();
  });
});

import { createElementNode, findNode, stableJson, type IdFactory, type PageDocument, type RowNode } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { createDesignerStore } from './designer-store.ts';
import { globalSectionOffer } from './structure/global-section.ts';

function counterIds(): IdFactory {
  let n = 0;
  return (kind) => `${kind}-n${++n}`;
}

function setup(document?: PageDocument) {
  const newId = counterIds();
  const store = createDesignerStore({ newId, document, now: () => 0 });
  return { store, state: () => store.getState(), newId };
}

const widthsOf = (doc: PageDocument, rowId: string) => (findNode(doc, rowId)!.node as RowNode).columns.map((c) => c.options.width);

describe('designer store: sections, rows and popups', () => {
  it('adds sections of the site-builder types and rows of the picker layouts', () => {
    const { state } = setup();
    const header = state().addSection('header')!;
    expect(state().document.sections[0]).toMatchObject({ id: header, key: 'header' });
    expect(state().selectedId).toBe(header);
    const row = state().addRow(header, [25, 50, 25])!;
    expect(widthsOf(state().document, row)).toEqual([25, 50, 25]);
    expect(state().addRow(header, [10, 10, 10, 10, 10, 10, 40])).toBeNull();
    expect(state().setSectionType(header, 'footer')).toBe(true);
    expect(state().document.sections[0]!.key).toBe('footer');
    state().undo();
    state().undo();
    expect(state().document.sections[0]!.rows).toHaveLength(1);
  });

  it('shares a header with every page and detaches it again, keeping its content, each an undo step', () => {
    const { state } = setup();
    const header = state().addSection('header')!;
    const body = state().addSection('section')!;
    expect(globalSectionOffer(state().document, header)).toEqual({ action: 'share', kind: 'header', label: 'Use on every page' });
    expect(globalSectionOffer(state().document, body)).toEqual({ action: 'none' });

    expect(state().setSectionGlobal(header, 'header')).toBe(true);
    expect(state().document.sections[0]).toMatchObject({ id: header, global: 'header' });
    expect(state().document.sections[0]!.rows).toHaveLength(1);
    expect(globalSectionOffer(state().document, header)).toMatchObject({ action: 'detach', label: 'Detach from site (this page only)' });
    // The page shows the shared header already: a second header is not offered to replace it.
    const second = state().addSection('header')!;
    expect(globalSectionOffer(state().document, second)).toEqual({ action: 'none' });
    state().undo();
    // A copy of the site's header is this page's own.
    const copy = state().duplicateNode(header)!;
    expect(state().document.sections.find((section) => section.id === copy)!.global).toBeUndefined();
    state().undo();

    expect(state().setSectionGlobal(header, null)).toBe(true);
    expect(state().document.sections[0]!.global).toBeUndefined();
    expect(state().document.sections[0]!.rows).toHaveLength(1);
    state().undo();
    expect(state().document.sections[0]!.global).toBe('header');
    state().undo();
    expect(state().document.sections[0]!.global).toBeUndefined();
  });

  it('creates a popup, opens it for editing, and closes it when something on the page is selected', () => {
    const { state } = setup();
    const section = state().addSection('section')!;
    const popup = state().addPopup()!;
    expect(state().document.popups).toHaveLength(1);
    expect(state().document.popups![0]).toMatchObject({ id: popup, style: { ElementTitle: 'Popup 1', MarginTop: 100, PaddingTop: 20 } });
    expect(state().openPopupId).toBe(popup);
    const popupColumn = state().document.popups![0]!.rows[0]!.columns[0]!.id;
    state().addElementToColumn(popupColumn, createElementNode('note', {}, counterIds()));
    state().select(section);
    expect(state().openPopupId).toBeNull();
    state().select(popupColumn);
    expect(state().openPopupId).toBe(popup);
    state().updateNodeOptions(popup, { AutomaticTrigger: true, TriggerDelay: 3 });
    expect(state().document.popups![0]!.options).toMatchObject({ AutomaticTrigger: true, TriggerDelay: 3 });
    state().removeNode(popup);
    expect(state().openPopupId).toBeNull();
    expect(state().document.popups).toEqual([]);
  });

  it('resizes columns by their gutter as one undo step however long the drag, each keeping 10 percent', () => {
    const { state } = setup();
    const section = state().addSection('section')!;
    const row = state().addRow(section, [50, 50])!;
    const steps = state().past.length;
    for (const width of [55, 60, 70, 95]) state().resizeGutter(row, 0, width, 'drag-1');
    expect(widthsOf(state().document, row)).toEqual([90, 10]);
    expect(state().past.length).toBe(steps + 1);
    state().resizeGutter(row, 0, 2, 'drag-2');
    expect(widthsOf(state().document, row)).toEqual([10, 90]);
    state().undo();
    expect(widthsOf(state().document, row)).toEqual([90, 10]);
    state().undo();
    expect(widthsOf(state().document, row)).toEqual([50, 50]);
  });

  it('edits page settings, coalescing typing into one step and dropping empty settings', () => {
    const { state } = setup();
    state().updatePageSettings({ CustomCss: 'h' });
    state().updatePageSettings({ CustomCss: 'h2 { color: red }' });
    state().updatePageSettings({ TextColor: '#111111' });
    expect(state().document.settings).toEqual({ CustomCss: 'h2 { color: red }', TextColor: '#111111' });
    expect(state().past).toHaveLength(2);
    state().updatePageSettings({ CustomCss: undefined, TextColor: undefined });
    expect('settings' in state().document).toBe(false);
  });
});

describe('designer store: paste', () => {
  it('pastes copies with fresh ids where they fit, and shows what was pasted', () => {
    const { state } = setup();
    const section = state().addSection('about')!;
    const popup = state().addPopup()!;
    state().select(section);
    const copied = state().copySelection();
    state().select(popup);
    const [pastedSection] = state().paste(copied);
    expect(state().document.sections.map((s) => s.id)).toEqual([section, pastedSection]);
    expect(state().openPopupId).toBeNull();
    state().select(popup);
    const [pastedPopup] = state().paste(state().copySelection());
    expect(state().document.popups!.map((p) => p.id)).toEqual([popup, pastedPopup]);
    expect(state().openPopupId).toBe(pastedPopup);
    // A row pasted with a popup selected goes into that popup.
    const row = state().document.sections[0]!.rows[0]!;
    state().paste([row]);
    expect(state().document.popups![1]!.rows).toHaveLength(2);
    expect(state().document.popups![1]!.rows[1]!.id).not.toBe(row.id);
  });
});

describe('designer store: where + Add section puts a section', () => {
  const keys = (state: () => { document: PageDocument }) => state().document.sections.map((section) => section.key);

  it('after the section holding the selection, else above the footer that ends the page, never below it', () => {
    const { state } = setup();
    const header = state().addSection('header')!;
    const footer = state().addSection('footer')!;
    state().select(null);
    state().addSection('about');
    expect(keys(state)).toEqual(['header', 'about', 'footer']);

    const row = state().addRow(header, [100])!;
    state().select(row);
    state().addSection('contact');
    expect(keys(state)).toEqual(['header', 'contact', 'about', 'footer']);

    state().select(footer);
    state().addSection('transition');
    expect(keys(state)).toEqual(['header', 'contact', 'about', 'transition', 'footer']);
  });

  it('at the end of a page with no footer, and at the place asked for', () => {
    const { state } = setup();
    state().addSection('header');
    state().select(null);
    state().addSection('about');
    expect(keys(state)).toEqual(['header', 'about']);
    state().addSection('contact', 0);
    expect(keys(state)).toEqual(['contact', 'header', 'about']);
  });
});

describe('designer store: selection', () => {
  it('toggles nodes in and out of a multi-selection, the last one being the primary', () => {
    const { state } = setup();
    const a = state().addSection('section')!;
    const b = state().addSection('about')!;
    state().select(a);
    state().select(b, 'toggle');
    expect(state().selectedIds).toEqual([a, b]);
    expect(state().selectedId).toBe(b);
    state().select(b, 'toggle');
    expect(state().selectedIds).toEqual([a]);
    expect(state().selectedId).toBe(a);
    state().select(b);
    expect(state().selectedIds).toEqual([b]);
  });

  it('moves selected neighbours up together and stops at the edge', () => {
    const { state } = setup();
    const ids = ['section', 'header', 'footer'].map((type) => state().addSection(type as 'section')!);
    state().select(ids[1]!);
    state().select(ids[2]!, 'toggle');
    state().shiftSelection(-1);
    expect(state().document.sections.map((s) => s.id)).toEqual([ids[1], ids[2], ids[0]]);
    state().shiftSelection(-1);
    expect(state().document.sections.map((s) => s.id)).toEqual([ids[1], ids[2], ids[0]]);
  });
});

describe('designer store: undo', () => {
  it('undoes a sequence of ten different edits back to the exact earlier state, and redoes them', () => {
    const { state } = setup();
    const start = stableJson(state().document);
    const section = state().addSection('header')!;
    const row = state().addRow(section, [50, 50])!;
    const column = findNode(state().document, row)!.node as RowNode;
    state().addElementToColumn(column.columns[0]!.id, createElementNode('note', { text: 'a' }, counterIds()));
    const element = state().selectedId!;
    state().updateElementProps(element, { text: 'b' });
    state().updateNodeStyle(element, { PaddingTop: 12 });
    state().resizeGutter(row, 0, 70, 'g');
    state().duplicateSelection();
    state().updatePageSettings({ LinkColor: '#ff0000' });
    state().addPopup();
    state().setSectionType(section, 'menu');
    const end = stableJson(state().document);
    expect(state().past).toHaveLength(10);
    for (let i = 0; i < 10; i++) state().undo();
    expect(stableJson(state().document)).toBe(start);
    for (let i = 0; i < 10; i++) state().redo();
    expect(stableJson(state().document)).toBe(end);
  });
});

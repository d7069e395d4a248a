// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Rendered } from '../test/render.tsx';
import { hasNode, nodeIndex } from './node-index.ts';
import { mountDesigner } from './test-kit/designer-fixture.tsx';
import { useDesignerClipboard } from './use-designer-clipboard.ts';
import { useDesignerShortcuts } from './use-designer-shortcuts.ts';

let helpShown = 0;

function Shortcuts() {
  const clipboard = useDesignerClipboard();
  useDesignerShortcuts(() => {}, { clipboard, showHelp: () => helpShown++ });
  return null;
}

let view: Rendered;
beforeEach(() => {
  localStorage.clear();
  helpShown = 0;
});
afterEach(() => view.unmount());

const press = (key: string, init: KeyboardEventInit = {}) => act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init })));

async function setup() {
  const mounted = await mountDesigner(<Shortcuts />);
  view = mounted.view;
  return { store: mounted.store, state: () => mounted.store.getState() };
}

const columnIds = (state: ReturnType<Awaited<ReturnType<typeof setup>>['state']>, column: number) =>
  state.document.sections[0]!.rows[0]!.columns[column]!.elements.map((e) => e.id);

describe('designer shortcuts', () => {
  it('deletes the selected section, row, element or column; a column gives its width to the others and a row keeps one', async () => {
    const { state } = await setup();
    act(() => state().select('element-b'));
    press('Delete');
    expect(hasNode(state().document, 'element-b')).toBe(false);
    act(() => state().select('column-1'));
    press('Delete');
    expect(state().document.sections[0]!.rows[0]!.columns.map((c) => [c.id, c.options.width])).toEqual([['column-2', 100]]);
    act(() => state().select('column-2'));
    press('Delete');
    expect(hasNode(state().document, 'column-2')).toBe(true);
    act(() => state().select('row-1'));
    press('Backspace');
    expect(state().document.sections[0]!.rows).toEqual([]);
  });

  it('deletes, duplicates and moves several selected nodes at once, each as one undo step', async () => {
    const { state } = await setup();
    act(() => {
      state().select('element-b');
      state().select('element-c', 'toggle');
    });
    press('d', { ctrlKey: true });
    expect(columnIds(state(), 1)).toHaveLength(4);
    expect(state().selectedIds).toHaveLength(2);
    press('z', { ctrlKey: true });
    expect(columnIds(state(), 1)).toEqual(['element-b', 'element-c']);
    act(() => {
      state().select('element-c');
    });
    press('ArrowUp', { altKey: true });
    expect(columnIds(state(), 1)).toEqual(['element-c', 'element-b']);
    act(() => {
      state().select('element-a');
      state().select('element-b', 'toggle');
    });
    press('Delete');
    expect(columnIds(state(), 0)).toEqual([]);
    expect(columnIds(state(), 1)).toEqual(['element-c']);
    press('z', { ctrlKey: true });
    expect(columnIds(state(), 0)).toEqual(['element-a']);
  });

  it('copies to the agency clipboard and pastes copies with fresh ids after the selection', async () => {
    const { state } = await setup();
    act(() => state().select('element-a'));
    press('c', { metaKey: true });
    expect(localStorage.getItem('tessera:designer-clipboard:anonymous')).toContain('element-a');
    act(() => state().select('element-b'));
    press('v', { metaKey: true });
    const ids = columnIds(state(), 1);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe('element-b');
    expect(ids[1]).toMatch(/^element-/);
    expect(ids[1]).not.toBe('element-a');
    expect(nodeIndex(state().document).get(ids[1]!)).toMatchObject({ key: 'note', style: { ElementTitle: 'Intro' } });
    expect(state().selectedId).toBe(ids[1]);
  });

  it('cuts, and opens the help with ?', async () => {
    const { state } = await setup();
    act(() => state().select('row-1'));
    press('x', { ctrlKey: true });
    expect(state().document.sections[0]!.rows).toEqual([]);
    act(() => state().select('section-1'));
    press('v', { ctrlKey: true });
    expect(state().document.sections[0]!.rows).toHaveLength(1);
    expect(state().document.sections[0]!.rows[0]!.id).not.toBe('row-1');
    press('?');
    expect(helpShown).toBe(1);
  });
});

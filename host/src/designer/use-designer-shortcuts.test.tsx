// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Rendered } from '../test/render.tsx';
import { hasNode } from './node-index.ts';
import { mountDesigner } from './test-kit/designer-fixture.tsx';
import { useDesignerShortcuts } from './use-designer-shortcuts.ts';

function Shortcuts() {
  useDesignerShortcuts(() => {});
  return null;
}

let view: Rendered;
afterEach(() => view.unmount());

const press = (key: string) => act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));

describe('designer shortcuts', () => {
  it('deletes the selected section, row or element, but leaves columns to their row', async () => {
    const mounted = await mountDesigner(<Shortcuts />);
    view = mounted.view;
    const state = () => mounted.store.getState();
    act(() => state().select('column-1'));
    press('Delete');
    expect(hasNode(state().document, 'column-1')).toBe(true);
    act(() => state().select('element-b'));
    press('Delete');
    expect(hasNode(state().document, 'element-b')).toBe(false);
    act(() => state().select('row-1'));
    press('Backspace');
    expect(state().document.sections[0]!.rows).toEqual([]);
  });
});

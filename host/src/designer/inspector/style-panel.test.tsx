// @vitest-environment jsdom
import type { NodeStyle } from '@tessera/core';
import { afterEach, describe, expect, it } from 'vitest';
import { changeValue, fieldByLabel, typeAndLeave } from '../../test/fields.ts';
import { click, settle, waitFor, type Rendered } from '../../test/render.tsx';
import type { DesignerStore } from '../designer-state.ts';
import { nodeIndex } from '../node-index.ts';
import { mountDesigner } from '../test-kit/designer-fixture.tsx';
import { Inspector } from './Inspector.tsx';

let view: Rendered;
let store: DesignerStore;

afterEach(() => view.unmount());

async function inspect(id: string) {
  ({ view, store } = await mountDesigner(<Inspector />));
  await settle(() => store.getState().select(id));
  // The settings are code on demand: the first selection waits for them.
  await waitFor(() => expect(view.container.querySelector('.designer-inspector__header')).not.toBeNull());
}

const field = (label: string) => fieldByLabel(view.container, label);
const style = (id: string): NodeStyle | undefined => nodeIndex(store.getState().document).get(id)?.style;
const button = (name: string) => [...view.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;

describe('style panel', () => {
  it('edits spacing in px as one undoable edit, and clearing removes the field', async () => {
    await inspect('element-b');
    const steps = store.getState().past.length;
    typeAndLeave(field('Padding top'), '12');
    typeAndLeave(field('Margin left'), '-20');
    expect(style('element-b')).toEqual({ PaddingTop: 12, MarginLeft: -20 });
    expect(store.getState().past.length).toBe(steps + 2);
    typeAndLeave(field('Padding top'), '');
    expect(style('element-b')).toEqual({ MarginLeft: -20 });
    await settle(() => store.getState().undo());
    expect(style('element-b')).toEqual({ PaddingTop: 12, MarginLeft: -20 });
  });

  it('stores responsive fields per device, says which device it edits, and resets its values', async () => {
    await inspect('element-b');
    typeAndLeave(field('Padding top'), '40');
    await settle(() => store.getState().setDevice('mobile'));
    expect(view.container.querySelector('[data-device="mobile"]')?.textContent).toContain('Editing for mobile');
    expect((field('Padding top (mobile)') as HTMLInputElement).value).toBe('40');
    typeAndLeave(field('Padding top (mobile)'), '8');
    changeValue(field('Shadow'), 'drop-20');
    expect(style('element-b')).toEqual({ PaddingTop: 40, BoxShadow: 'drop-20', mobile: { PaddingTop: 8 } });
    await click(button('Reset mobile values'));
    expect(style('element-b')).toEqual({ PaddingTop: 40, BoxShadow: 'drop-20' });
  });

  it('walks Visibility through both, desktop, mobile and none with two switches', async () => {
    await inspect('element-b');
    const seen: (string | undefined)[] = [];
    for (const label of ['Show on mobile', 'Show on desktop', 'Show on mobile', 'Show on desktop']) {
      await click(field(label));
      seen.push(style('element-b')?.Visibility);
    }
    expect(seen).toEqual(['desktop', '', 'mobile', undefined]);
  });

  it('sets border, radius edge, hover colours, animation, background image, time delay and the layers name', async () => {
    await inspect('element-b');
    changeValue(field('Border'), 'topbottom');
    changeValue(field('Border style'), 'dashed');
    typeAndLeave(field('Border width'), '3');
    await click(button('Top only'));
    changeValue(field('Text colour on hover'), '#ff0000');
    changeValue(field('Hover animation'), 'wobble-to-top-right');
    changeValue(field('Background image'), 'https://img.test/a.webp');
    changeValue(field('Image position'), 'top');
    changeValue(field('Time delay'), 'show');
    typeAndLeave(field('Delay'), '3');
    changeValue(field('Name in layers'), 'Price');
    expect(style('element-b')).toEqual({
      Border: 'topbottom',
      BorderStyle: 'dashed',
      BorderWidth: 3,
      RadiusEdge: 'toponly',
      HoverTextColor: '#ff0000',
      HoverAnimation: 'wobble-to-top-right',
      BackgroundImage: 'https://img.test/a.webp',
      BackgroundImagePosition: 'top',
      TimeDelayType: 'show',
      TimeDelay: 3,
      ElementTitle: 'Price',
    });
    expect(view.container.querySelector('h2')?.textContent).toBe('Price');
    await click(button('×'));
    expect(style('element-b')?.HoverTextColor).toBeUndefined();
  });

  it('names what the style schema refuses of what was typed', async () => {
    await inspect('element-b');
    changeValue(field('Background image'), 'javascript:alert(1)');
    expect(view.container.querySelector('.style-panel__issues')?.textContent).toContain('Background image:');
  });
});

describe('structure settings', () => {
  it('gives sections a content width', async () => {
    await inspect('section-1');
    expect(view.container.querySelector('h2')?.textContent).toBe('Section 1');
    changeValue(field('Content width'), 'medium');
    expect(nodeIndex(store.getState().document).get('section-1')).toMatchObject({ options: { contentWidth: 'medium' } });
    changeValue(field('Content width'), '');
    expect(nodeIndex(store.getState().document).get('section-1')).not.toMatchObject({ options: { contentWidth: 'medium' } });
  });

  it('changes a row’s column count and keeps its elements', async () => {
    await inspect('row-1');
    await click(button('1'));
    const row = store.getState().document.sections[0]!.rows[0]!;
    expect(row.columns).toHaveLength(1);
    expect(row.columns[0]!.elements.map((e) => e.id)).toEqual(['element-a', 'element-b', 'element-c']);
    expect(view.container.textContent).toContain('Widths: 100%');
  });

  it('shows a column’s width; deleting it gives its width to the other columns of its row', async () => {
    await inspect('column-1');
    expect(view.container.querySelector('[data-testid="column-width"]')?.textContent).toContain('60%');
    expect(view.container.querySelector('[data-testid="style-panel"]')).not.toBeNull();
    await click(button('Delete'));
    expect(store.getState().document.sections[0]!.rows[0]!.columns.map((c) => [c.id, c.options.width])).toEqual([['column-2', 100]]);
  });

  it('keeps the plugin’s own panel above the style panel for elements', async () => {
    await inspect('element-b');
    await settle();
    const panel = view.container.querySelector('[aria-label="Note text"]');
    expect(panel).not.toBeNull();
    expect(panel!.compareDocumentPosition(view.container.querySelector('[data-testid="style-panel"]')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { DndContext } from '@dnd-kit/core';
import { type PageDocument } from '@tessera/core';
import { defineElement, z } from '@tessera/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, render, settle, type Rendered } from '../../test/render.tsx';
import { DesignerStoreProvider } from '../designer-context.tsx';
import type { DesignerStore } from '../designer-state.ts';
import { createDesignerStore } from '../designer-store.ts';
import { ElementRegistryProvider } from '../plugins-context.tsx';
import { createZoomStore, ZoomStoreContext, type ZoomStore } from '../zoom/zoom-store.ts';
import type { CanvasSite } from '../use-canvas-site.ts';
import { Canvas } from './Canvas.tsx';
import { ElementCatalogue } from '../element-catalogue.ts';

const renders = new Map<string, number>();

const note = defineElement({
  id: 'note',
  version: '1.0.0',
  label: 'Note',
  category: 'text',
  premium: false,
  props: z.object({ text: z.string().default('A note') }),
  Render: ({ id, props }) => {
    renders.set(id, (renders.get(id) ?? 0) + 1);
    return <p className="note">{props.text}</p>;
  },
  Panel: () => Promise.resolve({ default: () => null }),
});

const broken = defineElement({
  id: 'broken',
  version: '1.0.0',
  label: 'Broken',
  category: 'misc',
  premium: false,
  props: z.object({}),
  Render: () => {
    throw new Error('boom');
  },
  Panel: () => Promise.resolve({ default: () => null }),
});

const registry = new ElementCatalogue([note, broken]);

const page = (...elements: { id: string; key: string; props?: Record<string, unknown> }[]): PageDocument => ({
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
            { id: 'column-1', key: 'column', options: { width: 60 }, elements: elements.map((e) => ({ props: {}, ...e })) },
            { id: 'column-2', key: 'column', options: { width: 40 }, elements: [] },
          ],
        },
      ],
    },
  ],
});

let view: Rendered;
let store: DesignerStore;
let zoom: ZoomStore;

async function mount(document: PageDocument, site?: CanvasSite, elements: ElementCatalogue = registry) {
  store = createDesignerStore({ document });
  zoom = createZoomStore(null);
  view = await render(
    <ElementRegistryProvider registry={elements}>
      <DesignerStoreProvider store={store}>
        <ZoomStoreContext.Provider value={zoom}>
          <DndContext>
            <Canvas site={site} />
          </DndContext>
        </ZoomStoreContext.Provider>
      </DesignerStoreProvider>
    </ElementRegistryProvider>,
  );
  return view.container;
}

const q = (selector: string) => view.container.querySelector(selector);

beforeEach(() => renders.clear());
afterEach(() => view.unmount());

describe('canvas', () => {
  it('offers a drop zone on an empty page', async () => {
    const container = await mount({ schemaVersion: 1, sections: [] });
    expect(container.querySelector('[data-testid="canvas-dropzone"]')?.textContent).toContain('Drag an element here');
    expect(container.querySelector('[data-testid="canvas-column"]')).toBeNull();
  });

  it('renders sections, rows and columns with the layout classes and column widths', async () => {
    await mount(page({ id: 'element-a', key: 'note', props: { text: 'Hello' } }));
    expect(q('[data-testid="canvas"] style')?.textContent).toContain('.ts-row');
    expect(q('.ts-section > .ts-section__inner > .ts-row')).not.toBeNull();
    const columns = view.container.querySelectorAll<HTMLElement>('[data-testid="canvas-column"]');
    expect([...columns].map((c) => c.style.getPropertyValue('--ts-col'))).toEqual(['60%', '40%']);
    expect(columns[0]?.classList.contains('ts-column')).toBe(true);
    const element = q('[data-testid="canvas-element"]');
    expect(element?.getAttribute('data-element-id')).toBe('element-a');
    expect(element?.getAttribute('data-element-type')).toBe('note');
    expect(element?.classList.contains('ts-element')).toBe(true);
    expect(element?.querySelector('.note')?.textContent).toBe('Hello');
    expect(q('[data-testid="canvas-dropzone"]')).toBeNull();
  });

  it('zooms the page’s box, with the inverse for its chrome, and re-renders no element for it', async () => {
    await mount(page({ id: 'element-a', key: 'note', props: { text: 'Hello' } }));
    renders.clear();
    await settle(() => zoom.getState().setZoom(2));
    const frame = q('.designer-canvas__page') as HTMLElement;
    // jsdom's style object knows no `zoom`; the e2e spec measures the drawn width.
    expect(frame.style.getPropertyValue('--canvas-unzoom')).toBe('0.5');
    expect(frame.style.width).toBe('1188px');
    expect(renders.size).toBe(0);
    expect(store.getState().document).toBe(store.getState().savedDocument);
  });

  it('fills in schema defaults for props a stored element lacks', async () => {
    await mount(page({ id: 'element-a', key: 'note', props: {} }));
    expect(q('.note')?.textContent).toBe('A note');
  });

  it('shows the website’s title where a design writes the site title token, and keeps the token in the page', async () => {
    await mount(page({ id: 'element-a', key: 'note', props: { text: 'About {{site.title}}' } }), { pageHref: () => undefined, siteTitle: 'Olive & Thyme' });
    expect(q('.note')?.textContent).toBe('About Olive & Thyme');
    expect(store.getState().document.sections[0]!.rows[0]!.columns[0]!.elements[0]!.props).toEqual({ text: 'About {{site.title}}' });
  });

  it('keeps an element of an unknown plugin as a placeholder', async () => {
    await mount(page({ id: 'element-x', key: 'from-the-future', props: { a: 1 } }));
    expect(q('[data-element-id="element-x"]')?.textContent).toContain('Unknown element: from-the-future');
    expect(store.getState().document.sections[0]!.rows[0]!.columns[0]!.elements[0]!.key).toBe('from-the-future');
  });

  it('shows an element whose plugin is still loading as such, then draws it with its CSS once it arrives', async () => {
    const late = defineElement({
      ...note,
      id: 'late',
      label: 'Late note',
      css: (_props, scope) => `${scope}{letter-spacing:3px}`,
    });
    let arrive = () => {};
    const lazy = { ...late, load: () => new Promise<typeof late>((resolve) => (arrive = () => resolve(late))) };
    const elements = new ElementCatalogue([note], [lazy]);
    await mount(page({ id: 'element-a', key: 'late', props: { text: 'Finally' } }), undefined, elements);
    expect(q('#element-a [role="status"]')?.textContent).toBe('Loading Late note…');
    expect(q('#element-a')?.getAttribute('aria-label')).toBe('Late note element');
    const loading = elements.load(['late']);
    await settle(async () => {
      arrive();
      await loading;
    });
    expect(q('#element-a [role="status"]')).toBeNull();
    expect(q('#element-a .note')?.textContent).toBe('Finally');
    expect(q('[data-testid="canvas-css"]')?.textContent).toContain('#element-a{letter-spacing:3px}');
  });

  it('contains a failing Render to its own element', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mount(page({ id: 'element-b', key: 'broken' }, { id: 'element-a', key: 'note', props: { text: 'Still here' } }));
    expect(q('[data-element-id="element-b"]')?.textContent).toContain('This element failed to render');
    expect(q('[data-element-id="element-a"] .note')?.textContent).toBe('Still here');
    quiet.mockRestore();
  });

  it('selects an element on click and clears the selection on the background', async () => {
    await mount(page({ id: 'element-a', key: 'note' }));
    await click(q('[data-element-id="element-a"] .note'));
    expect(store.getState().selectedId).toBe('element-a');
    expect(q('[data-element-id="element-a"]')?.classList.contains('is-selected')).toBe(true);
    await click(q('[data-testid="canvas"]'));
    expect(store.getState().selectedId).toBeNull();
  });

  it('re-renders only the element that was edited', async () => {
    await mount(page({ id: 'element-a', key: 'note' }, { id: 'element-b', key: 'note' }));
    expect(Object.fromEntries(renders)).toEqual({ 'element-a': 1, 'element-b': 1 });
    await settle(() => store.getState().updateElementProps('element-a', { text: 'Changed' }));
    expect(Object.fromEntries(renders)).toEqual({ 'element-a': 2, 'element-b': 1 });
    expect(q('[data-element-id="element-a"] .note')?.textContent).toBe('Changed');
  });

  it('follows structural edits: removal, undo and new elements', async () => {
    await mount(page({ id: 'element-a', key: 'note' }, { id: 'element-b', key: 'note' }));
    await settle(() => store.getState().removeNode('element-a'));
    expect(view.container.querySelectorAll('[data-testid="canvas-element"]')).toHaveLength(1);
    await settle(() => store.getState().undo());
    expect([...view.container.querySelectorAll('[data-testid="canvas-element"]')].map((e) => e.getAttribute('data-element-id'))).toEqual([
      'element-a',
      'element-b',
    ]);
    await settle(() => store.getState().removeNode('section-1'));
    expect(q('[data-testid="canvas-dropzone"]')).not.toBeNull();
  });
});

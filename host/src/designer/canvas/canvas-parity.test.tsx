// @vitest-environment jsdom
import { DndContext } from '@dnd-kit/core';
import { type PageDocument } from '@tessera/core';
import { defineElement, useSite, z } from '@tessera/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { click, render, settle, type Rendered } from '../../test/render.tsx';
import { DesignerStoreProvider } from '../designer-context.tsx';
import type { DesignerStore } from '../designer-state.ts';
import { createDesignerStore } from '../designer-store.ts';
import { ElementRegistryProvider } from '../plugins-context.tsx';
import { Canvas } from './Canvas.tsx';
import { ElementCatalogue } from '../element-catalogue.ts';

const renders: string[] = [];

const label = defineElement({
  id: 'label',
  version: '1.0.0',
  label: 'Label',
  category: 'text',
  premium: false,
  props: z.object({ text: z.string().default('Label') }),
  Render: ({ id, props }) => {
    renders.push(id);
    const site = useSite();
    return (
      <span className="label" data-mode={site.mode} data-home={site.pageHref(1)}>
        {props.text}
      </span>
    );
  },
  Panel: () => Promise.resolve({ default: () => null }),
  baseCss: '.label{font-weight:700}',
  css: (props, scope) => `${scope} .label{letter-spacing:${props.text.length}px}`,
});

const registry = new ElementCatalogue([label]);

const doc: PageDocument = {
  schemaVersion: 1,
  sections: [
    {
      id: 'section-1',
      key: 'section',
      options: {},
      style: { HoverAnimation: 'grow' },
      rows: [
        {
          id: 'row-1',
          key: 'row',
          options: {},
          columns: [
            {
              id: 'column-1',
              key: 'column',
              options: { width: 100 },
              elements: [
                { id: 'element-a', key: 'label', props: { text: 'One' }, style: { Visibility: '', TimeDelayType: 'show', TimeDelay: 2 } },
                { id: 'element-b', key: 'label', props: { text: 'Two' } },
              ],
            },
          ],
        },
      ],
    },
  ],
};

let view: Rendered;
let store: DesignerStore;

async function mount() {
  store = createDesignerStore({ document: doc });
  renders.length = 0;
  view = await render(
    <ElementRegistryProvider registry={registry}>
      <DesignerStoreProvider store={store}>
        <DndContext>
          <Canvas site={{ pageHref: (id) => (id === 1 ? '/' : undefined) }} />
        </DndContext>
      </DesignerStoreProvider>
    </ElementRegistryProvider>,
  );
}

const q = <T extends Element = HTMLElement>(selector: string) => view.container.querySelector<T>(selector);

afterEach(() => view.unmount());

describe('canvas parity with the published page', () => {
  it('builds a .ts-page whose wrappers carry their node ids and style classes', async () => {
    await mount();
    expect(q('.ts-page > section#section-1.ts-section.ts-hvr-grow > .ts-section__inner > #row-1.ts-row > #column-1.ts-column')).not.toBeNull();
    expect(q('#element-a')?.className).toContain('ts-element');
    expect(q('#element-a')?.classList.contains('ts-delay-show')).toBe(true);
  });

  it('injects one stylesheet with base CSS once, element CSS and hidden nodes dimmed', async () => {
    await mount();
    const styles = view.container.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    const css = styles[0]!.textContent!;
    expect(css.split('.label{font-weight:700}')).toHaveLength(2);
    expect(css).toContain('#element-a .label{letter-spacing:3px}');
    expect(css).toContain('#element-a{opacity:.35}');
    expect(css).toContain('.ts-hvr-grow{');
  });

  it('renders elements in canvas mode with the site’s page links', async () => {
    await mount();
    expect(q('#element-a .label')?.dataset.mode).toBe('canvas');
    expect(q('#element-a .label')?.dataset.home).toBe('/');
  });

  it('narrows the page to the previewed device', async () => {
    await mount();
    const page = q('.ts-page')!;
    // Without a measured pane (jsdom lays nothing out) a desktop page is as narrow as a desktop gets.
    expect(page.style.width).toBe('1188px');
    await settle(() => store.getState().setDevice('tablet'));
    expect(page.style.width).toBe('1024px');
    await settle(() => store.getState().setDevice('mobile'));
    expect(page.style.width).toBe('375px');
    expect(q('[data-testid="canvas"]')?.dataset.device).toBe('mobile');
  });

  it('re-renders only the element whose style changed, and restyles it', async () => {
    await mount();
    renders.length = 0;
    await settle(() => store.getState().updateNodeStyle('element-b', { HoverAnimation: 'pulse', PaddingTop: 9 }));
    expect(renders).toEqual(['element-b']);
    expect(q('#element-b')?.classList.contains('ts-hvr-pulse')).toBe(true);
    expect(q('style')?.textContent).toContain('#element-b{padding-top:9px}');
  });

  it('selects sections and columns by clicking their own area', async () => {
    await mount();
    await click(q('#column-1'));
    expect(store.getState().selectedId).toBe('column-1');
    expect(q('#column-1')?.classList.contains('is-selected')).toBe(true);
    await click(q('#section-1'));
    expect(store.getState().selectedId).toBe('section-1');
    await click(q('#element-b .label'));
    expect(store.getState().selectedId).toBe('element-b');
  });
});

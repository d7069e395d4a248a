// @vitest-environment jsdom
import { defineElement, z } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { render, settle, waitFor } from '../../test/render.tsx';
import { DesignerStoreProvider } from '../designer-context.tsx';
import { createDesignerStore } from '../designer-store.ts';
import { ElementRegistryProvider } from '../plugins-context.tsx';
import { Inspector } from './Inspector.tsx';
import { usePanelPreloading } from './use-panel-preloading.ts';
import { ElementCatalogue, type LazyElement } from '../element-catalogue.ts';
import { pageOf } from '../test-kit/designer-fixture.tsx';

/** An element type whose panel module is counted as it is loaded. */
function countedElement(id: string) {
  const Panel = vi.fn(async () => ({ default: () => <p>{id} settings</p> }));
  const definition = defineElement({ id, version: '1.0.0', label: id, category: 'misc', premium: false, props: z.object({}), Render: () => <p>{id}</p>, Panel });
  return { definition, Panel };
}

/** An installed element type whose plugin's code is counted as it is loaded. */
function lazyElement(id: string) {
  const { definition } = countedElement(id);
  const load = vi.fn(() => Promise.resolve(definition));
  const entry: LazyElement = { id, version: definition.version, label: id, category: 'misc', premium: false, load };
  return { entry, load };
}

function Preloading() {
  usePanelPreloading();
  return <Inspector />;
}

/** The inspector of a designer holding a page of these element types, preloading as the designer does. */
async function renderPreloading(registry: ElementCatalogue, types: string[]) {
  const store = createDesignerStore({ document: pageOf(types) });
  const view = await render(
    <ElementRegistryProvider registry={registry}>
      <DesignerStoreProvider store={store}>
        <Preloading />
      </DesignerStoreProvider>
    </ElementRegistryProvider>,
  );
  return { view, store };
}

describe('panels of the element types on the page', () => {
  it('load once each while the designer is idle, so a first selection finds its panel loaded', async () => {
    const quote = countedElement('quote');
    const banner = countedElement('banner');
    const unused = countedElement('unused');
    const registry = new ElementCatalogue([quote.definition, banner.definition, unused.definition]);
    const { view, store } = await renderPreloading(registry, ['quote', 'banner', 'quote', 'uninstalled']);
    await waitFor(() => expect(banner.Panel).toHaveBeenCalledTimes(1));
    expect(quote.Panel).toHaveBeenCalledTimes(1);
    expect(unused.Panel).not.toHaveBeenCalled();

    await settle(() => store.getState().select('element-2'));
    await waitFor(() => expect(view.container.textContent).toContain('quote settings'));
    expect(quote.Panel).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('load before the plugins of the other installed types, which load one per idle period', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (work: IdleRequestCallback) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const nextIdlePeriod = () => settle(() => idle.shift()?.({ didTimeout: false, timeRemaining: () => 50 }));
    try {
      const quote = countedElement('quote');
      const gallery = lazyElement('gallery');
      const map = lazyElement('map');
      const registry = new ElementCatalogue([quote.definition], [gallery.entry, map.entry]);
      const { view } = await renderPreloading(registry, ['quote']);
      while (gallery.load.mock.calls.length === 0) {
        expect(idle.length).toBeGreaterThan(0);
        await nextIdlePeriod();
      }
      expect(quote.Panel).toHaveBeenCalledTimes(1);
      expect(map.load).not.toHaveBeenCalled();
      await nextIdlePeriod();
      expect(map.load).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(registry.complete).toBe(true));
      view.unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

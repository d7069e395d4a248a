// @vitest-environment jsdom
import { defineElement, z } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { render, settle, waitFor } from '../../test/render.tsx';
import { DesignerStoreProvider } from '../designer-context.tsx';
import { createDesignerStore } from '../designer-store.ts';
import { ElementRegistryProvider } from '../plugins-context.tsx';
import { Inspector } from './Inspector.tsx';
import { usePanelPreloading } from './use-panel-preloading.ts';
import { ElementCatalogue } from '../element-catalogue.ts';
import { pageOf } from '../test-kit/designer-fixture.tsx';

/** An element type whose panel module is counted as it is loaded. */
function countedElement(id: string) {
  const Panel = vi.fn(async () => ({ default: () => <p>{id} settings</p> }));
  const definition = defineElement({ id, version: '1.0.0', label: id, category: 'misc', premium: false, props: z.object({}), Render: () => <p>{id}</p>, Panel });
  return { definition, Panel };
}

function Preloading() {
  usePanelPreloading();
  return <Inspector />;
}

describe('panels of the element types on the page', () => {
  it('load once each while the designer is idle, so a first selection finds its panel loaded', async () => {
    const quote = countedElement('quote');
    const banner = countedElement('banner');
    const unused = countedElement('unused');
    const registry = new ElementCatalogue([quote.definition, banner.definition, unused.definition]);
    const store = createDesignerStore({ document: pageOf(['quote', 'banner', 'quote', 'uninstalled']) });
    const view = await render(
      <ElementRegistryProvider registry={registry}>
        <DesignerStoreProvider store={store}>
          <Preloading />
        </DesignerStoreProvider>
      </ElementRegistryProvider>,
    );
    await waitFor(() => expect(banner.Panel).toHaveBeenCalledTimes(1));
    expect(quote.Panel).toHaveBeenCalledTimes(1);
    expect(unused.Panel).not.toHaveBeenCalled();

    await settle(() => store.getState().select('element-2'));
    await waitFor(() => expect(view.container.textContent).toContain('quote settings'));
    expect(quote.Panel).toHaveBeenCalledTimes(1);
    view.unmount();
  });
});

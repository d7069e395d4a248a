// @vitest-environment jsdom
import type { PageDocument } from '@tessera/core';
import { defineElement, z, type AnyElementDefinition } from '@tessera/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, settle, waitFor, type Rendered } from '../test/render.tsx';
import { DesignerStoreProvider } from './designer-context.tsx';
import { createDesignerStore } from './designer-store.ts';
import { ElementCatalogue } from './element-catalogue.ts';
import { ElementRegistryProvider } from './plugins-context.tsx';
import { pageOf } from './test-kit/designer-fixture.tsx';
import { useAddedElementsLoading, usePageElements } from './use-element-loading.ts';

const element = (id: string) =>
  defineElement({ id, version: '1.0.0', label: id, category: 'text', premium: false, props: z.object({}), Render: () => null, Panel: () => Promise.resolve({ default: () => null }) });

function lazy(definition: AnyElementDefinition, load: () => Promise<AnyElementDefinition>) {
  const { id, version, label, category, premium } = definition;
  return { id, version, label, category, premium, load };
}

function Gate({ catalogue, doc }: { catalogue: ElementCatalogue; doc: PageDocument }) {
  const { ready, error, retry } = usePageElements(catalogue, [doc, null]);
  if (error) return <button onClick={retry}>Retry</button>;
  return <p>{ready ? 'ready' : 'loading'}</p>;
}

let view: Rendered | undefined;
afterEach(() => view?.unmount());

describe('loading the element plugins of the designer’s page', () => {
  it('is ready at once when the page’s types are loaded, and waits for those that are not', async () => {
    const unused = vi.fn(() => Promise.resolve(element('unused')));
    const loaded = new ElementCatalogue([element('here')], [lazy(element('unused'), unused)]);
    view = await render(<Gate catalogue={loaded} doc={pageOf(['here'])} />);
    expect(view.container.textContent).toBe('ready');
    view.unmount();

    const pending = new ElementCatalogue([], [lazy(element('late'), () => Promise.resolve(element('late')))]);
    view = await render(<Gate catalogue={pending} doc={pageOf(['late', 'not-installed'])} />);
    await waitFor(() => expect(view!.container.textContent).toBe('ready'));
    expect(pending.get('late')).toBeDefined();
    expect(unused).not.toHaveBeenCalled();
  });

  it('offers a retry when a plugin could not be loaded, and opens once it can', async () => {
    let attempts = 0;
    const flaky = () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(element('late')));
    const catalogue = new ElementCatalogue([], [lazy(element('late'), flaky)]);
    view = await render(<Gate catalogue={catalogue} doc={pageOf(['late'])} />);
    await waitFor(() => expect(view!.container.querySelector('button')?.textContent).toBe('Retry'));
    await settle(() => view!.container.querySelector('button')!.click());
    await waitFor(() => expect(view!.container.textContent).toBe('ready'));
    expect(attempts).toBe(2);
  });

  it('loads the plugin of a type that enters the page later, before every plugin has loaded', async () => {
    const load = vi.fn(() => Promise.resolve(element('late')));
    const catalogue = new ElementCatalogue([element('here')], [lazy(element('late'), load)]);
    const store = createDesignerStore({ document: pageOf(['here']) });
    function Follow() {
      useAddedElementsLoading();
      return null;
    }
    view = await render(
      <ElementRegistryProvider registry={catalogue}>
        <DesignerStoreProvider store={store}>
          <Follow />
        </DesignerStoreProvider>
      </ElementRegistryProvider>,
    );
    expect(load).not.toHaveBeenCalled();
    await settle(() => store.getState().restore(pageOf(['here', 'late']), 1));
    await waitFor(() => expect(catalogue.get('late')).toBeDefined());
  });
});

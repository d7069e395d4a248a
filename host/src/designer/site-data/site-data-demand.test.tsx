// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api.ts';
import { render, waitFor, type Rendered } from '../../test/render.tsx';
import { useCanvasSite, type CanvasSite } from '../use-canvas-site.ts';
import { createSiteDataDemand, SiteDataDemandContext } from './site-data-demand.ts';

const FORM = { id: 4, landing_id: 12, name: 'Contact', fields: [{ name: 'email', label: 'E-mail', type: 'email' }], created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

/** Mounts the canvas's view of website 12; `read` reads of it what an element on the page would. */
async function canvasSite(read: (site: CanvasSite) => unknown) {
  const demand = createSiteDataDemand();
  const seen: unknown[] = [];
  function Page() {
    seen.push(read(useCanvasSite(12)));
    return null;
  }
  view = await render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SiteDataDemandContext.Provider value={demand}>
        <Page />
      </SiteDataDemandContext.Provider>
    </QueryClientProvider>,
  );
  return { demand, seen };
}

const siteRoutes = () => ({
  'GET /api/v1/landings/12/pages': () => ({ body: { data: [] } }),
  'GET /api/v1/landings/12': () => ({ body: { data: { id: 12, title: 'Bakery' } } }),
  'GET /api/v1/landings/12/forms': () => ({ body: { data: [FORM], meta: { total: 1 } } }),
  'GET /api/v1/landings/12/menus': () => ({ body: { data: [], meta: { total: 0 } } }),
  'GET /api/v1/landings/12/active-products': () => ({ body: { data: [], meta: { total: 0 } } }),
  'GET /api/v1/landings/12/gateways/stripe/active': () => ({ body: { data: null } }),
});

describe('the website data the canvas asks for', () => {
  it('asks for no forms, menus or shop while no element reads them, and for all of them once the designer is idle', async () => {
    const api = mockApi(siteRoutes());
    const { demand } = await canvasSite((site) => site.pageHref(1));
    await waitFor(() => expect(api.calls).toContain('GET /api/v1/landings/12/pages'));
    const asked = () => api.calls.filter((call) => /forms|menus|products|gateways/.test(call));
    expect(asked()).toEqual([]);

    demand.getState().wantAll();
    await waitFor(() => expect(asked().sort()).toEqual(['GET /api/v1/landings/12/active-products', 'GET /api/v1/landings/12/forms', 'GET /api/v1/landings/12/gateways/stripe/active', 'GET /api/v1/landings/12/menus']));
  });

  it('asks for the forms when an element reads its form, and gives it the form once they arrive', async () => {
    const api = mockApi(siteRoutes());
    const { seen } = await canvasSite((site) => site.form?.(4)?.name ?? null);
    await waitFor(() => expect(seen.at(-1)).toBe('Contact'));
    expect(api.calls.filter((call) => /forms|menus|products/.test(call))).toEqual(['GET /api/v1/landings/12/forms']);
  });
});

// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client.ts';
import { PROFILES, routerLoaded, setUpAppTests } from '../test/app.tsx';
import { CONFIG, LANDINGS, mockApi, pageBody } from '../test/mock-api.ts';
import { render, waitFor } from '../test/render.tsx';
import { appRoutes } from './routes.tsx';

/** The designer's code arrives only when the test lets it, as over a slow network. */
const designerCode = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
});
vi.mock('../designer/DesignerRoute.tsx', async (original) => {
  await designerCode.arrived;
  return original();
});

setUpAppTests(PROFILES.agency);

describe('opening the designer', () => {
  it("asks for the page while the designer's code is still loading, and only once", async () => {
    const api = mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/landings/12': () => ({ body: { data: LANDINGS.data[0] } }),
      'GET /api/v1/landings/12/pages/5': () => ({ body: pageBody(1) }),
    });
    const pageReads = () => api.calls.filter((call) => call === 'GET /api/v1/landings/12/pages/5').length;
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/agency/websites/12/pages/5/design'] });
    await waitFor(() => expect(pageReads()).toBe(1));

    designerCode.release();
    await routerLoaded(router);
    const view = await render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(view.container.querySelector('[data-testid="canvas"]')).not.toBeNull());
    expect(pageReads()).toBe(1);
    view.unmount();
  });
});

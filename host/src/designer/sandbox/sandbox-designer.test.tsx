// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client.ts';
import { LANDINGS, mockApi, type ApiRoute } from '../../test/mock-api.ts';
import { click, render, waitFor, type Rendered } from '../../test/render.tsx';
import { DesignerRoute } from '../DesignerRoute.tsx';
import { SandboxDesignerRoute } from './SandboxDesignerRoute.tsx';

const SANDBOX_URL = '/api/v1/landings/12/pages/5/sandbox-design';
const headline = (text: string) => ({ id: 'element-1', key: 'headline', props: { text } });

function design(text: string) {
  return {
    schemaVersion: 1,
    sections: [{ id: 'section-1', key: 'section', options: {}, rows: [{ id: 'row-1', key: 'row', options: {}, columns: [{ id: 'column-1', key: 'column', options: { width: 100 }, elements: [headline(text)] }] }] }],
  };
}

const sandbox = (version: number, pageVersion: number, baseVersion = pageVersion) => ({
  data: { page_id: 5, design: design('Trying'), version, base_version: baseVersion, page_version: pageVersion, updated_at: null },
});
const pages = { data: [{ id: 5, landing_id: 12, name: 'Welcome', unique_name: 'welcome', title: '', description: '', is_home: true, version: 3, published_version: null, published_at: null, updated_at: '2026-01-01T00:00:00.000Z' }], meta: { total: 1 } };

let view: Rendered;
beforeEach(() => localStorage.clear());
afterEach(() => {
  view.unmount();
  vi.unstubAllGlobals();
});

const $ = (selector: string) => document.querySelector<HTMLElement>(selector);
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;

async function open(path: string, routes: Record<string, ApiRoute>) {
  const api = mockApi({
    'GET /api/v1/landings/12': () => ({ body: { data: LANDINGS.data[0] } }),
    'GET /api/v1/landings/12/pages': () => ({ body: pages }),
    ...routes,
  });
  const router = createMemoryRouter(
    [
      { path: '/agency/websites/:id/pages/:pageId/design', Component: DesignerRoute },
      { path: '/agency/websites/:id/pages/:pageId/sandbox_design', Component: SandboxDesignerRoute },
    ],
    { initialEntries: [path] },
  );
  view = await render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect($('[data-testid="canvas"]')).not.toBeNull());
  return { api, router };
}

const bodies = (api: Awaited<ReturnType<typeof open>>['api'], method: string, url: string) =>
  api.fetchMock.mock.calls.filter(([called, init]) => init?.method === method && called === url).map(([, init]) => JSON.parse(String(init?.body)));

describe('the sandbox designer', () => {
  it('edits the sandbox copy with a Sandbox badge, no Publish, and saves to the sandbox only', async () => {
    const { api } = await open('/agency/websites/12/pages/5/sandbox_design', {
      [`GET ${SANDBOX_URL}`]: () => ({ body: sandbox(0, 3) }),
      [`PUT ${SANDBOX_URL}`]: () => ({ body: { data: { version: 1 }, shouldReload: false } }),
    });
    expect($('.designer-top-bar__badge')?.textContent).toBe('Sandbox');
    expect($('.designer-top-bar__title')?.textContent).toContain('Welcome');
    expect(button('Publish')).toBeNull();
    expect($('[data-element-id="element-1"] h1')?.textContent).toBe('Trying');

    await click(button('Save'));
    await waitFor(() => expect(bodies(api, 'PUT', SANDBOX_URL)).toHaveLength(1));
    expect(bodies(api, 'PUT', SANDBOX_URL)[0]).toMatchObject({ version: 0, design: design('Trying') });
    expect(api.calls.some((call) => call.startsWith('PUT /api/v1/landings/12/pages/5/design'))).toBe(false);
  });

  it('applies to the page with the sandbox and page versions, and asks before replacing a page saved since', async () => {
    let pageVersion = 3;
    const { api } = await open('/agency/websites/12/pages/5/sandbox_design', {
      [`GET ${SANDBOX_URL}`]: () => ({ body: sandbox(2, pageVersion, 3) }),
      [`POST ${SANDBOX_URL}/apply`]: (init) => {
        const sent = JSON.parse(String(init?.body));
        if (sent.page_version !== pageVersion) return { status: 409, body: { message: 'The page was saved since this sandbox was copied from it.', code: 'version_conflict' } };
        return { body: { data: { page_version: ++pageVersion, version: 2 }, message: 'The sandbox was applied to the page.', success: true } };
      },
    });
    await click(button('Apply to page'));
    await waitFor(() => expect(bodies(api, 'POST', `${SANDBOX_URL}/apply`)).toEqual([{ version: 2, page_version: 3 }]));

    // Someone saves the page meanwhile: applying again would replace that, so the user is asked.
    pageVersion = 6;
    await click(button('Apply to page'));
    await waitFor(() => expect($('[role="dialog"]')?.textContent).toContain('The page has changed'));
    await click(button('Apply anyway'));
    await waitFor(() => expect(bodies(api, 'POST', `${SANDBOX_URL}/apply`)).toHaveLength(3));
    expect(bodies(api, 'POST', `${SANDBOX_URL}/apply`).map((body) => body.page_version)).toEqual([3, 4, 6]);
    await waitFor(() => expect($('[role="dialog"]')).toBeNull());
  });

  it('is reached from the page designer, which shares its component', async () => {
    const { router } = await open('/agency/websites/12/pages/5/design', {
      'GET /api/v1/landings/12/pages/5': () => ({ body: { data: { ...pages.data[0], design: design('Live') } } }),
      [`GET ${SANDBOX_URL}`]: () => ({ body: sandbox(0, 3) }),
    });
    expect(button('Publish')).not.toBeNull();
    expect($('.designer-top-bar__badge')).toBeNull();
    await act(async () => {
      [...document.querySelectorAll('a')].find((a) => a.textContent === 'Sandbox')!.click();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/websites/12/pages/5/sandbox_design'));
    await waitFor(() => expect($('.designer-top-bar__badge')?.textContent).toBe('Sandbox'));
  });
});

// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client.ts';
import { mockApi, type ApiRoute } from '../../test/mock-api.ts';
import { click, render, waitFor, type Rendered } from '../../test/render.tsx';
import { AdminBlockDesignerRoute } from './AdminBlockDesignerRoute.tsx';
import { PageTemplateDesignerRoute } from './PageTemplateDesignerRoute.tsx';
import { TemplatePageDesignerRoute } from './TemplatePageDesignerRoute.tsx';

const TEMPLATE_URL = '/api/v1/admin-page-templates/5';
const BLOCK_URL = '/api/v1/admin-blocks/8';

function design(text: string) {
  return {
    schemaVersion: 1,
    sections: [
      {
        id: 'section-1',
        key: 'section',
        options: {},
        rows: [{ id: 'row-1', key: 'row', options: {}, columns: [{ id: 'column-1', key: 'column', options: { width: 100 }, elements: [{ id: 'element-1', key: 'headline', props: { text } }] }] }],
      },
    ],
  };
}
const item = (id: number, name: string, version: number, text: string) => ({
  id,
  name,
  category: '',
  published: false,
  published_at: null,
  version,
  updated_at: '2026-01-01T00:00:00.000Z',
  design: design(text),
});

let view: Rendered;
beforeEach(() => localStorage.clear());
afterEach(() => {
  view.unmount();
  vi.unstubAllGlobals();
});

const $ = (selector: string) => document.querySelector<HTMLElement>(selector);
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;

async function open(path: string, routes: Record<string, ApiRoute>) {
  const api = mockApi({ 'GET /api/v1/admin-blocks/all': () => ({ body: { data: [], meta: { total: 0 } } }), ...routes });
  const router = createMemoryRouter(
    [
      { path: '/admin/page-templates/:pageTemplateId/sandbox_design', Component: PageTemplateDesignerRoute },
      { path: '/admin/blocks/:blockId/sandbox_design', Component: AdminBlockDesignerRoute },
      { path: '/admin/templates/:templateId/pages/:pageId/design', Component: TemplatePageDesignerRoute },
    ],
    { initialEntries: [path] },
  );
  view = await render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect($('[data-testid="canvas"]')).not.toBeNull());
  return api;
}

const bodies = (api: Awaited<ReturnType<typeof open>>, method: string, url: string) =>
  api.fetchMock.mock.calls.filter(([called, init]) => init?.method === method && called === url).map(([, init]) => JSON.parse(String(init?.body)));

describe('the designer on an admin page template', () => {
  it('opens the template with its badge and no Publish, saves its design with the version, and asks nothing of a website', async () => {
    const api = await open('/admin/page-templates/5/sandbox_design', {
      [`GET ${TEMPLATE_URL}`]: () => ({ body: { data: item(5, 'Offer', 3, 'Buy now') } }),
      [`PUT ${TEMPLATE_URL}/design`]: () => ({ body: { data: { version: 4 }, shouldReload: false } }),
    });
    expect($('.designer-top-bar__title')?.textContent).toContain('Offer');
    expect($('.designer-top-bar__badge')?.textContent).toBe('Page template');
    expect(button('Publish')).toBeNull();
    expect([...document.querySelectorAll('a')].find((a) => a.textContent === '← Page templates')?.getAttribute('href')).toBe('/admin/page-templates');
    expect($('[data-element-id="element-1"] h1')?.textContent).toBe('Buy now');

    await click(button('Save'));
    await waitFor(() => expect(bodies(api, 'PUT', `${TEMPLATE_URL}/design`)).toHaveLength(1));
    expect(bodies(api, 'PUT', `${TEMPLATE_URL}/design`)[0]).toMatchObject({ version: 3, design: design('Buy now') });

    // Its Blocks tab holds the admin blocks, not an agency's.
    await click([...document.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent === 'Blocks') ?? null);
    await waitFor(() => expect(api.calls).toContain('GET /api/v1/admin-blocks/all'));
    expect(api.calls.filter((call) => call.includes('landing') || call.includes('agency-blocks'))).toEqual([]);
  });

  it('shows a conflict when the template was saved elsewhere', async () => {
    await open('/admin/page-templates/5/sandbox_design', {
      [`GET ${TEMPLATE_URL}`]: () => ({ body: { data: item(5, 'Offer', 3, 'Buy now') } }),
      [`PUT ${TEMPLATE_URL}/design`]: () => ({ status: 409, body: { message: 'This page template was saved elsewhere since you opened it.', code: 'version_conflict' } }),
    });
    await click(button('Save'));
    await waitFor(() => expect($('[data-testid="designer-banner"]')?.className).toContain('designer-banner--conflict'));
  });

  it('says why a template could not be opened, with the way back to the list', async () => {
    mockApi({ [`GET ${TEMPLATE_URL}`]: () => ({ status: 404, body: { message: 'Page template not found.' } }) });
    const router = createMemoryRouter([{ path: '/admin/page-templates/:pageTemplateId/sandbox_design', Component: PageTemplateDesignerRoute }], {
      initialEntries: ['/admin/page-templates/5/sandbox_design'],
    });
    view = await render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(document.body.textContent).toContain('Page template not found.'));
    expect(document.body.textContent).toContain('This page template could not be opened');
    expect([...document.querySelectorAll('a')].find((a) => a.textContent === 'Page templates')?.getAttribute('href')).toBe('/admin/page-templates');
  });
});

describe('the designer on an admin block', () => {
  it('edits the block and saves its sections to the block', async () => {
    const api = await open('/admin/blocks/8/sandbox_design', {
      [`GET ${BLOCK_URL}`]: () => ({ body: { data: item(8, 'Pricing', 2, 'Plans') } }),
      [`PUT ${BLOCK_URL}/design`]: () => ({ body: { data: { version: 3 }, shouldReload: false } }),
    });
    expect($('.designer-top-bar__badge')?.textContent).toBe('Block');
    expect($('[data-element-id="element-1"] h1')?.textContent).toBe('Plans');
    await click(button('Save'));
    await waitFor(() => expect(bodies(api, 'PUT', `${BLOCK_URL}/design`)).toEqual([{ version: 2, design: design('Plans') }]));
  });
});

describe("the designer on a site template's page", () => {
  it('saves the page of the template with its own version, and leads back to the template pages', async () => {
    const PAGE_URL = '/api/v1/admin-templates/3/pages/2';
    const api = await open('/admin/templates/3/pages/2/design', {
      [`GET ${PAGE_URL}`]: () => ({ body: { data: { id: 2, name: 'About', unique_name: 'about', title: '', description: '', is_home: false, version: 4, design: design('Our story') } } }),
      [`PUT ${PAGE_URL}/design`]: () => ({ body: { data: { version: 5 }, shouldReload: false } }),
    });
    expect($('.designer-top-bar__title')?.textContent).toContain('About');
    expect([...document.querySelectorAll('a')].find((a) => a.textContent === '← Template pages')?.getAttribute('href')).toBe('/admin/templates/3/pages');
    await click(button('Save'));
    await waitFor(() => expect(bodies(api, 'PUT', `${PAGE_URL}/design`)).toEqual([{ version: 4, design: design('Our story') }]));
  });
});

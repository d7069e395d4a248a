// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client.ts';
import { LANDINGS, mockApi } from '../test/mock-api.ts';
import { click, render, waitFor, type Rendered } from '../test/render.tsx';
import { BlogDesignerRoute } from './BlogDesignerRoute.tsx';

const POST_URL = '/api/v1/landings/12/blogs/4';
const headline = { id: 'element-1', key: 'headline', props: { text: 'Fresh loaves' } };

function postBody(version: number) {
  return {
    data: {
      id: 4,
      landing_id: 12,
      title: 'Spring bread',
      unique_name: 'spring-bread',
      description: '',
      image: '',
      author: '',
      version,
      published_version: null,
      published_at: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      design: {
        schemaVersion: 1,
        sections: [{ id: 'section-1', key: 'section', options: {}, rows: [{ id: 'row-1', key: 'row', options: {}, columns: [{ id: 'column-1', key: 'column', options: { width: 100 }, elements: [headline] }] }] }],
      },
    },
  };
}

let view: Rendered;
const $ = (selector: string) => view.container.querySelector<HTMLElement>(selector);
const button = (name: string) => [...view.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;

beforeEach(() => localStorage.clear());
afterEach(() => {
  view.unmount();
  vi.unstubAllGlobals();
});

describe('the blog post designer', () => {
  it('opens the post, saves its design at its version to the post, publishes it, and links to it on the site', async () => {
    let version = 2;
    const api = mockApi({
      'GET /api/v1/landings/12': () => ({ body: { data: LANDINGS.data[0] } }),
      [`GET ${POST_URL}`]: () => ({ body: postBody(version) }),
      [`PUT ${POST_URL}/design`]: () => ({ body: { data: { version: ++version }, shouldReload: false } }),
      [`POST ${POST_URL}/publish`]: () => ({ body: { ...postBody(version), message: 'Blog post published.', success: true } }),
    });
    const router = createMemoryRouter([{ path: '/agency/websites/:id/blog/:blogId/design', Component: BlogDesignerRoute }], {
      initialEntries: ['/agency/websites/12/blog/4/design'],
    });
    view = await render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect($('[data-element-id="element-1"] h1')?.textContent).toBe('Fresh loaves'));
    expect(view.container.textContent).toContain('Spring bread');
    expect(view.container.textContent).toContain('Blog post');
    await waitFor(() => expect($('a[target="_blank"]')?.getAttribute('href')).toBe('http://bakery.localhost:3000/blog/spring-bread'));

    await click(button('Save'));
    await waitFor(() => expect(api.calls).toContain(`PUT ${POST_URL}/design`));
    const put = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]?.body)).version).toBe(2);
    await click(button('Publish'));
    await waitFor(() => expect(api.calls).toContain(`POST ${POST_URL}/publish`));
  });
});

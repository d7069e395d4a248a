import { vi } from 'vitest';

export type ApiRoute = (init: RequestInit | undefined, url: string) => { status?: number; body?: unknown };

/**
 * Stubs fetch with a table of "METHOD /api/v1/path" answers; anything else is a 404. A key
 * with a query string matches only that query; a key without one matches the path with any query.
 */
export function mockApi(routes: Record<string, ApiRoute>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    calls.push(key);
    const route = routes[key] ?? routes[key.split('?')[0]!];
    const { status = 200, body } = route ? route(init, url) : { status: 404, body: { message: `No mock for ${key}` } };
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const CONFIG = { data: { name: 'Acme Sites', logos: { light: null, dark: null }, maintenance: false, site_domain: 'localhost' } };

export const AGENCY_PROFILE = { data: { id: 7, email: 'demo@acme.test', name: 'Demo', role: 'Agency', agency: { id: 3, name: 'Acme' } } };

export const LANDINGS = {
  data: [
    {
      id: 12,
      title: 'Bakery',
      description: 'Fresh bread',
      subdomain: 'bakery',
      domain: null,
      home_page_id: 1,
      url: 'http://bakery.localhost:3000/',
      created_at: '2026-01-01T00:00:00.000Z',
      status: 'published',
      rendering: null,
      home_page: { id: 1, name: 'Home', unique_name: 'home' },
      pages_count: 1,
      pages_with_changes: 0,
      updated_at: '2026-01-02T00:00:00.000Z',
      stats: { views_30d: 1500, contacts: 2 },
    },
  ],
  meta: { total: 1 },
};

/** GET /landings/12 (the website with its settings), as the settings and edit screens load it. */
export const LANDING_DETAIL = {
  ...LANDINGS.data[0]!,
  settings: {
    title: 'Bakery',
    description: 'Fresh bread',
    lang: 'en',
    favicon: '',
    meta_image: null,
    owner_section: { name: '', email: '', phone: '', title: '' },
    business_section: { name: '', email: '', phone: '', address: '', city: '', state: '', postal_code: '', country: '' },
    socials: {},
    legals: { privacy: '', service: '', privacy_url: '', service_url: '' },
  },
  prompts: { business: '', audience: '', tone: '', blog: '', keywords: '' },
  automatic_backup: false,
  template_id: null,
};

/** GET /landings/12/pages/5 as the server answers it: the page at `version`, its one section holding `elements`. */
export function pageBody(version: number, elements: { id: string; key: string; props: Record<string, unknown> }[] = []) {
  return {
    data: {
      id: 5,
      landing_id: 12,
      name: 'Welcome',
      unique_name: 'welcome',
      title: 'Welcome',
      description: '',
      is_home: true,
      version,
      published_version: null,
      published_at: null,
      updated_at: '2026-01-01T00:00:00.000Z',
      design: {
        schemaVersion: 1,
        sections: [
          {
            id: 'section-1',
            key: 'section',
            options: {},
            rows: [{ id: 'row-1', key: 'row', options: {}, columns: [{ id: 'column-1', key: 'column', options: { width: 100 }, elements }] }],
          },
        ],
      },
    },
  };
}

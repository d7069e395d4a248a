import type { LightMyRequestResponse } from 'fastify';
import { DEMO, TEST_SITE_DOMAIN, type TestApp } from './test-app.ts';

export interface ElementSpec {
  key: string;
  id?: string;
  props?: Record<string, unknown>;
}

/** A design with one section per list of elements, each section a single full-width column. */
export function designOf(...sections: ElementSpec[][]) {
  return {
    schemaVersion: 1,
    sections: sections.map((elements, s) => ({
      id: `section-s${s}`,
      key: 'section',
      options: {},
      rows: [
        {
          id: `row-s${s}`,
          key: 'row',
          options: {},
          columns: [
            {
              id: `column-s${s}`,
              key: 'column',
              options: { width: 100 },
              elements: elements.map((element, e) => ({ id: element.id ?? `element-s${s}e${e}`, key: element.key, props: element.props ?? {} })),
            },
          ],
        },
      ],
    })),
  };
}

/** A call under the website's own API path (`/api/v1/landings/{id}…`), as its agency unless another session is given. */
export type SiteApi = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, as?: string) => Promise<LightMyRequestResponse>;

/** The demo agency's session and its website, as the seed made them. */
export async function demoSite(t: TestApp) {
  const token = await t.login(DEMO);
  const landing = (await t.request({ method: 'GET', url: '/api/v1/landings', token })).json().data[0] as { id: number; home_page_id: number };
  const api: SiteApi = (method, path, payload, as = token) => t.request({ method, url: `/api/v1/landings/${landing.id}${path}`, token: as, ...(payload ? { payload } : {}) });
  return { token, landingId: landing.id, homePageId: landing.home_page_id, host: `demo.${TEST_SITE_DOMAIN}`, api };
}

/** Saves `design` on a page (at its current version) and publishes it; fails the test on any refusal. */
export async function saveAndPublish(t: TestApp, token: string, landingId: number, pageId: number, design: object, publish = true): Promise<void> {
  const url = `/api/v1/landings/${landingId}/pages/${pageId}`;
  const { version } = (await t.request({ method: 'GET', url, token })).json().data;
  const saved = await t.request({ method: 'PUT', url: `${url}/design`, token, payload: { design, version } });
  if (saved.statusCode !== 200) throw new Error(`design not saved: ${saved.body}`);
  if (!publish) return;
  const published = await t.request({ method: 'POST', url: `${url}/publish`, token });
  if (published.statusCode !== 200) throw new Error(`page not published: ${published.body}`);
}

/** A new page on the website, inserted directly. */
export async function addPage(t: TestApp, landingId: number, uniqueName: string, name = uniqueName): Promise<number> {
  const row = await t.db
    .insertInto('pages')
    .values({ landing_id: landingId, name, unique_name: uniqueName, design: JSON.stringify({ schemaVersion: 1, sections: [] }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A visitor's GET on a site host. */
export function visit(t: TestApp, host: string, path = '/', headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.request({ method: 'GET', url: path, headers: { host, ...headers } });
}

/** Polls `check` until it returns a value, or fails after `timeoutMs`; for work done in the background (job queue). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000, what = 'the condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

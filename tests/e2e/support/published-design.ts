import { expect, type APIRequestContext } from '@playwright/test';
import { apiHeaders } from './account-api.ts';
import { resetDemoHomePage } from './demo-page.ts';
import { E2E_DEMO } from './accounts.ts';

export interface ElementSpec {
  key: string;
  props?: Record<string, unknown>;
  style?: Record<string, unknown>;
  /** Defaults to element-<key>. */
  id?: string;
}

/** A page with each element in a section of its own, as the designer would store it. */
export function designOf(elements: readonly ElementSpec[]) {
  return {
    schemaVersion: 1,
    sections: elements.map((element, i) => ({
      id: `section-s${i}`,
      key: 'section',
      options: {},
      rows: [
        {
          id: `row-r${i}`,
          key: 'row',
          options: {},
          columns: [
            {
              id: `column-c${i}`,
              key: 'column',
              options: { width: 100 },
              elements: [{ id: element.id ?? `element-${element.key}`, key: element.key, props: element.props ?? {}, ...(element.style ? { style: element.style } : {}) }],
            },
          ],
        },
      ],
    })),
  };
}

/** Saves a design on the demo home page through the API; returns the response so tests can see a refusal. */
export async function saveDemoDesign(request: APIRequestContext, design: object) {
  const { landingId, pageId } = await resetDemoHomePage(request);
  const headers = await apiHeaders(request, E2E_DEMO);
  const pageUrl = `/api/v1/landings/${landingId}/pages/${pageId}`;
  const { version } = (await (await request.get(pageUrl, { headers })).json()).data;
  const response = await request.put(`${pageUrl}/design`, { headers, data: { design, version } });
  return { response, publish: async () => expect((await request.post(`${pageUrl}/publish`, { headers })).ok()).toBe(true) };
}

/** Saves and publishes a design on the demo home page, failing the test if the server refuses it. */
export async function publishDemoDesign(request: APIRequestContext, design: object): Promise<void> {
  const { response, publish } = await saveDemoDesign(request, design);
  expect(response.ok(), await response.text()).toBe(true);
  await publish();
}

export function siteUrl(baseURL: string | undefined, path = '/'): string {
  return `http://demo.localhost:${new URL(baseURL!).port}${path}`;
}

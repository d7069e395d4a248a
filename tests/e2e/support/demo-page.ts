import { expect, type APIRequestContext } from '@playwright/test';
import { apiHeaders } from './account-api.ts';
import { E2E_DEMO } from './accounts.ts';

/** Empties the demo website's home page through the API, so a test starts from a blank canvas however often it runs. */
export async function resetDemoHomePage(request: APIRequestContext): Promise<{ landingId: number; pageId: number }> {
  const headers = await apiHeaders(request, E2E_DEMO);
  const landing = (await (await request.get('/api/v1/landings', { headers })).json()).data[0];
  const pageUrl = `/api/v1/landings/${landing.id}/pages/${landing.home_page_id}`;
  const { version } = (await (await request.get(pageUrl, { headers })).json()).data;
  const reset = await request.put(`${pageUrl}/design`, { headers, data: { design: { schemaVersion: 1, sections: [] }, version } });
  expect(reset.ok()).toBe(true);
  return { landingId: landing.id, pageId: landing.home_page_id };
}

import { expect, type APIRequestContext } from '@playwright/test';
import { STARTER_COLLECTION } from '../../../server/src/seed/starter/seed-starter.ts';
import { apiHeaders } from './account-api.ts';
import { E2E_DEMO } from './accounts.ts';

export interface SitePage {
  id: number;
  name: string;
  unique_name: string;
  is_home: boolean;
}

/**
 * A new website of the demo agency made from the first starter site template (four pages, none
 * published, sharing their header and footer): its id, pages, live address and the agency's API headers.
 */
export async function starterWebsite(request: APIRequestContext, baseURL: string | undefined, title: string) {
  const headers = await apiHeaders(request, E2E_DEMO);
  const templates = (await (await request.get('/api/v1/templates', { headers })).json()).data as { id: number; name: string }[];
  const template = templates.find((entry) => entry.name === STARTER_COLLECTION.sites[0]!.name)!;
  const subdomain = `starter${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const created = await request.post('/api/v1/landings', { headers, data: { title, subdomain, template_id: template.id } });
  expect(created.status(), await created.text()).toBe(201);
  const landingId = (await created.json()).data.id as number;
  const pages = (await (await request.get(`/api/v1/landings/${landingId}/pages`, { headers })).json()).data as SitePage[];
  return { headers, landingId, pages, site: `http://${subdomain}.localhost:${new URL(baseURL!).port}` };
}

import type { APIRequestContext } from '@playwright/test';
import { apiHeaders, uniqueEmail, type Credentials } from './account-api.ts';
import { E2E_ADMIN } from './accounts.ts';
import { expect } from './test.ts';

/** A plan with a monthly price, made through the admin API. */
export async function createPlan(request: APIRequestContext, name: string, amount: number): Promise<number> {
  const headers = await apiHeaders(request, E2E_ADMIN);
  const plan = await request.post('/api/v1/plans', { headers, data: { name, type: 'agency', description: 'For the e2e run' } });
  expect(plan.ok(), await plan.text()).toBe(true);
  const id: number = (await plan.json()).data.id;
  const price = await request.post('/api/v1/prices', { headers, data: { plan_id: id, amount, currency: 'usd', interval: 'month' } });
  expect(price.ok(), await price.text()).toBe(true);
  return id;
}

/** A new agency made by the admin; without `fields` (free_register: true…) it never paid, so it is blocked until it subscribes. */
export async function createAgencyAccount(request: APIRequestContext, name: string, fields: Record<string, unknown> = {}): Promise<Credentials> {
  const headers = await apiHeaders(request, E2E_ADMIN);
  const credentials = { email: uniqueEmail('billing'), password: 'billing-password-1' };
  const created = await request.post('/api/v1/agencies', { headers, data: { name, owner_name: name, ...credentials, ...fields } });
  expect(created.ok(), await created.text()).toBe(true);
  return credentials;
}

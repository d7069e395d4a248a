import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DEMO } from './accounts.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** A fresh address per call, so tests never collide however often they run against one database. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}

/**
 * This worker's API sessions by account. Each worker has a server of its own, so a session
 * stays good for the worker's later tests unless one of them ends it (a password change).
 */
const sessions = new Map<string, string>();

/**
 * The Authorization header of a session of the account, through the API: the worker's earlier
 * session while the server still takes it, else a new sign-in. A sign-in checks the password
 * at production cost, about half a second on the CI machine, and the helpers sign in hundreds
 * of times.
 */
export async function apiHeaders(request: APIRequestContext, credentials: Credentials): Promise<{ authorization: string }> {
  const key = `${credentials.email}\n${credentials.password}`;
  const kept = sessions.get(key);
  if (kept && (await request.get('/api/v1/profile', { headers: { authorization: kept } })).ok()) return { authorization: kept };
  const login = await request.post('/api/v1/login', { data: credentials });
  expect(login.ok(), await login.text()).toBe(true);
  const authorization = `Bearer ${(await login.json()).access_token}`;
  sessions.set(key, authorization);
  return { authorization };
}

/** The demo agency's website (the e2e server seeds one). */
export async function demoWebsite(request: APIRequestContext): Promise<{ id: number; title: string; home_page_id: number }> {
  const headers = await apiHeaders(request, E2E_DEMO);
  const landings = await (await request.get('/api/v1/landings', { headers })).json();
  return landings.data[0];
}

/**
 * Creates a sub-user of the demo agency through the API (as the agency would), with the
 * given permissions on the demo website, and returns their id and credentials.
 */
export async function createDemoSubUser(
  request: APIRequestContext,
  options: { role: 'AgencyUser' | 'WebsiteUser'; name: string; permissions?: string[] },
): Promise<Credentials & { id: number }> {
  const headers = await apiHeaders(request, E2E_DEMO);
  const credentials = { email: uniqueEmail(options.role.toLowerCase()), password: 'sub-user-password-1' };
  const created = await request.post('/api/v1/users', {
    headers,
    data: { name: options.name, email: credentials.email, password: credentials.password, password_confirmation: credentials.password, role: options.role },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id: number = (await created.json()).data.id;
  if (options.permissions) {
    const website = await demoWebsite(request);
    const granted = await request.post(`/api/v1/users/${id}/landings`, { headers, data: { landing_id: website.id, permissions: options.permissions } });
    expect(granted.ok(), await granted.text()).toBe(true);
  }
  return { id, ...credentials };
}

/** Fills the sign-in form and submits it. */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in and waits for the app's first screen, so a following goto keeps the session. */
export async function signedIn(page: Page, credentials: Credentials): Promise<void> {
  await signIn(page, credentials);
  await expect(page).toHaveURL(/\/(agency|user|admin)\//);
}

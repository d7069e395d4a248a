import type { OAuthProvider } from '@tessera/core';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/**
 * Connects a provider's account as a browser would: the connect call, the provider's authorize
 * page (the fake's stand-in approves at once), then the callback. Answers the authorize and
 * callback addresses and where the agency lands.
 */
export async function connectAccount(t: TestApp, token: string, provider: OAuthProvider, returnTo = '/agency/websites/1/integrations') {
  const started = await t.request({ method: 'POST', url: `/api/v1/oauth-accounts/${provider}/connect`, token, payload: { return_to: returnTo } });
  expect(started.statusCode, started.body).toBe(200);
  const authorize = new URL(started.json().data.authorize_url, 'http://localhost');
  const approved = await t.request({ method: 'GET', url: `${authorize.pathname}${authorize.search}` });
  expect(approved.statusCode, approved.body).toBe(302);
  const callback = new URL(approved.headers.location as string);
  const landed = await t.request({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  return { authorize, callback, landed };
}

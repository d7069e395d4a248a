import type { OAuthProvider } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAccount } from '../../testing/oauth-connect.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, as = token) => t.request({ method, url: `/api/v1${url}`, token: as, ...(payload ? { payload } : {}) });

const connect = (provider: OAuthProvider, returnTo?: string) => connectAccount(t, token, provider, returnTo);

const accounts = async () => (await call('GET', '/oauth-accounts')).json().data as { id: number; provider: string; name: string; status: string }[];
const accountOf = async (provider: OAuthProvider) => (await accounts()).find((account) => account.provider === provider)!;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Connected Agency');
  token = await t.tokenFor(owner.ownerId);
});
afterAll(() => t.close());

describe('OAuth connections', () => {
  it('connects Mailchimp: state on the way out, the account named after the callback, its tokens sealed and never shown', async () => {
    const { authorize, landed } = await connect('mailchimp');
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    expect(authorize.searchParams.get('code_challenge')).toBeNull();
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe('/agency/websites/1/integrations?connected=mailchimp');
    const account = await accountOf('mailchimp');
    expect(account).toMatchObject({ name: 'Fake Mailchimp Co', status: 'connected' });
    expect(JSON.stringify(await call('GET', '/oauth-accounts').then((r) => r.json()))).not.toMatch(/token/i);
    const stored = await t.db.selectFrom('oauth_accounts').select('sealed_tokens').where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(stored.sealed_tokens).toMatch(/^v1\./);
    expect(stored.sealed_tokens).not.toContain('at_');

    expect((await call('GET', `/oauth-accounts/${account.id}/targets`)).json().data).toEqual([
      { id: 'aud-news', name: 'Newsletter' },
      { id: 'aud-leads', name: 'Website leads' },
    ]);
    expect((await call('POST', '/oauth-accounts/verify', { id: account.id })).json().data).toEqual({ id: account.id, working: true, status: 'connected', message: 'The Mailchimp connection works.' });
  });

  it('sends GoTo a PKCE challenge and proves it with the verifier it kept', async () => {
    const { authorize, landed } = await connect('gotowebinar');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(landed.headers.location).toContain('connected=gotowebinar');
    const account = await accountOf('gotowebinar');
    expect(account.name).toBe('Gina Organizer (organizer@goto.test)');
    expect((await call('GET', `/oauth-accounts/${account.id}/targets`)).json().data[0].name).toMatch(/^Launch week live demo \(/);
  });

  it('refuses a forged, reused or other provider’s state, and stores nothing', async () => {
    const before = (await accounts()).length;
    const forged = await t.request({ method: 'GET', url: '/api/v1/auth/hubspot/callback?state=forged-state-value&code=anything' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('This connection request is not valid or has expired. Start connecting the account again.');

    const { callback } = await connect('hubspot');
    const replayed = await t.request({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(replayed.statusCode).toBe(403);

    const started = await call('POST', '/oauth-accounts/mailchimp/connect', {});
    const state = new URL(started.json().data.authorize_url, 'http://localhost').searchParams.get('state');
    expect((await t.request({ method: 'GET', url: `/api/v1/auth/hubspot/callback?state=${state}&code=x` })).statusCode).toBe(403);
    expect((await accounts()).length).toBe(before + 1);
  });

  it('sends the agency back saying it was cancelled or failed when the provider gives no usable code', async () => {
    const started = await call('POST', '/oauth-accounts/hubspot/connect', { return_to: '/agency/websites' });
    const state = new URL(started.json().data.authorize_url, 'http://localhost').searchParams.get('state');
    const cancelled = await t.request({ method: 'GET', url: `/api/v1/auth/hubspot/callback?state=${state}&error=access_denied` });
    expect(cancelled.headers.location).toBe('/agency/websites?cancelled=hubspot');
    const again = await call('POST', '/oauth-accounts/hubspot/connect', {});
    const secondState = new URL(again.json().data.authorize_url, 'http://localhost').searchParams.get('state');
    const failed = await t.request({ method: 'GET', url: `/api/v1/auth/hubspot/callback?state=${secondState}&code=not-issued` });
    expect(failed.headers.location).toBe('/agency/websites?failed=hubspot');
  });

  it('names the configured callback address to the provider whatever forwarding headers say', async () => {
    const started = await t.request({ method: 'POST', url: '/api/v1/oauth-accounts/hubspot/connect', token, payload: {}, headers: { 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' } });
    const redirectUri = new URL(started.json().data.authorize_url, 'http://localhost').searchParams.get('redirect_uri');
    expect(redirectUri).toBe('http://sites.test:3000/api/v1/auth/hubspot/callback');
  });

  it('sends the agency back only to a screen of the agency area, however return_to is written', async () => {
    const stateOf = (started: { json(): { data: { authorize_url: string } } }) => new URL(started.json().data.authorize_url, 'http://localhost').searchParams.get('state')!;
    const cancel = (state: string) => t.request({ method: 'GET', url: `/api/v1/auth/hubspot/callback?state=${state}&error=access_denied` });
    for (const returnTo of ['/agency/..//evil.test', '/agency/%2e%2e/%2fevil.test', '/agency/..\\\\evil.test', '/agency/..%2f%2fevil.test', 'https://evil.test/agency/', '//evil.test/agency/']) {
      const refused = await call('POST', '/oauth-accounts/hubspot/connect', { return_to: returnTo });
      expect(refused.statusCode, returnTo).toBe(422);
      expect(refused.json().errors.return_to).toEqual(['Return to a screen of the agency area.']);
    }
    const dotted = await call('POST', '/oauth-accounts/hubspot/connect', { return_to: '/agency/websites/1/../2/integrations' });
    expect((await cancel(stateOf(dotted))).headers.location).toBe('/agency/websites/2/integrations?cancelled=hubspot');

    // A return_to stored before it was read this way falls back to the websites list.
    const stale = await call('POST', '/oauth-accounts/hubspot/connect', {});
    await t.db.updateTable('oauth_states').set({ return_to: '/agency/..//evil.test' }).where('state', '=', stateOf(stale)).execute();
    expect((await cancel(stateOf(stale))).headers.location).toBe('/agency/websites?cancelled=hubspot');
  });

  it('refreshes an expired HubSpot token, reports a revoked one through verify, and revokes the tokens on disconnect', async () => {
    const account = await accountOf('hubspot');
    const sealedBefore = (await t.db.selectFrom('oauth_accounts').select('sealed_tokens').where('id', '=', account.id).executeTakeFirstOrThrow()).sealed_tokens;
    t.vendors.expireAccessTokens();
    expect((await call('POST', '/oauth-accounts/verify', { id: account.id })).json().data.working).toBe(true);
    const sealedAfter = (await t.db.selectFrom('oauth_accounts').select('sealed_tokens').where('id', '=', account.id).executeTakeFirstOrThrow()).sealed_tokens;
    expect(sealedAfter).not.toBe(sealedBefore);

    t.vendors.revokeAll('hubspot');
    expect((await call('POST', '/oauth-accounts/verify', { id: account.id })).json().data).toEqual({
      id: account.id,
      working: false,
      status: 'revoked',
      message: 'HubSpot no longer accepts this connection. Connect the account again.',
    });
    expect((await accountOf('hubspot')).status).toBe('revoked');

    const { landed } = await connect('hubspot');
    expect(landed.headers.location).toContain('connected=hubspot');
    const reconnected = await accountOf('hubspot');
    expect(reconnected).toMatchObject({ id: account.id, status: 'connected' });
    expect((await call('DELETE', `/oauth-accounts/${account.id}`)).statusCode).toBe(200);
    expect(t.vendors.received.revokedRefreshTokens).toHaveLength(1);
    expect(await accountOf('hubspot')).toBeUndefined();
  });

  it("keeps agencies apart and refuses what is not the owner's to do", async () => {
    const other = await t.createAgency('Other Agency');
    const otherToken = await t.tokenFor(other.ownerId);
    const mine = await accountOf('mailchimp');
    expect((await call('POST', '/oauth-accounts/verify', { id: mine.id }, otherToken)).statusCode).toBe(404);
    expect((await call('DELETE', `/oauth-accounts/${mine.id}`, undefined, otherToken)).statusCode).toBe(404);
    expect((await call('GET', '/oauth-accounts', undefined, otherToken)).json().data).toEqual([]);
    expect((await call('POST', '/oauth-accounts/slack/connect', {})).statusCode).toBe(422);
    const offsite = await call('POST', '/oauth-accounts/mailchimp/connect', { return_to: 'https://evil.example/phish' });
    expect(offsite.json().errors.return_to).toEqual(['Return to a screen of the agency area.']);
    const subUser = await t.tokenFor(await t.createUser({ email: 'connect-sub@example.test', role: 'AgencyUser', agencyId: owner.agencyId }));
    expect((await call('GET', '/oauth-accounts', undefined, subUser)).statusCode).toBe(403);
  });
});

// @vitest-environment jsdom
import type { Profile } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setResponseHandlers } from '../api/http-client.ts';
import { MAIN_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../api/token-storage.ts';
import { useSession } from '../auth/session-store.ts';
import { openApp, PROFILES, resetAppState, signedInAs, type OpenedApp } from '../test/app.tsx';
import { changeValue, fieldByLabel } from '../test/fields.ts';
import { CONFIG, LANDINGS, mockApi } from '../test/mock-api.ts';
import { click, settle, waitFor } from '../test/render.tsx';
import { withLoadingOverlay } from '../ui/loading-overlay.ts';
import { MAINTENANCE_MESSAGE } from './RootRoute.tsx';

let app: OpenedApp | undefined;
const handlers = { onSuccessMessage: vi.fn(), onError: vi.fn() };

async function open(path: string) {
  app = await openApp(path);
  return app;
}

const field = (label: string) => fieldByLabel(app!.view.container, label);
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const config = () => ({ body: CONFIG });

beforeEach(() => {
  resetAppState();
  handlers.onSuccessMessage.mockReset();
  handlers.onError.mockReset();
  setResponseHandlers(handlers);
});

afterEach(() => {
  app?.view.unmount();
  app = undefined;
  setResponseHandlers(null);
  vi.unstubAllGlobals();
});

describe('the root view (spec §2)', () => {
  it('shows a spinner until the config answers', async () => {
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    await open('/login');
    expect(app!.view.container.querySelector('[role="status"]')?.textContent).toContain('Loading');
    expect(app!.text()).not.toContain('Sign in');
    await settle(() => answer(new Response(JSON.stringify(CONFIG), { status: 200 })));
    await waitFor(() => expect(app!.button('Sign in')).not.toBeNull());
  });

  it('shows the 404 view, without an error toast, on a host that is no white-label’s', async () => {
    const api = mockApi({ 'GET /api/v1/config': () => ({ status: 404, body: { message: 'Unknown host.', code: 'not_found' } }) });
    await open('/login');
    await waitFor(() => expect(app!.text()).toContain('404'));
    expect(app!.text()).toContain('This address is not served here');
    expect(app!.button('Sign in')).toBeNull();
    expect(handlers.onError).not.toHaveBeenCalled();
    expect(api.calls.filter((c) => c === 'GET /api/v1/config')).toHaveLength(1);
  });

  it('shows the maintenance notice with its exact text', async () => {
    mockApi({ 'GET /api/v1/config': () => ({ body: { data: { ...CONFIG.data, maintenance: true } } }) });
    await open('/agency/websites');
    await waitFor(() => expect(app!.text()).toContain(MAINTENANCE_MESSAGE));
    expect(MAINTENANCE_MESSAGE).toBe(
      "We're undergoing scheduled maintenance to ensure optimal performance. Thank you for your patience as we work to enhance our services.",
    );
  });

  it('covers the app with the global loading overlay while a task runs', async () => {
    mockApi({ 'GET /api/v1/config': config });
    await open('/login');
    await waitFor(() => expect(app!.button('Sign in')).not.toBeNull());
    let finish: () => void = () => {};
    let task: Promise<void> = Promise.resolve();
    await settle(() => {
      task = withLoadingOverlay('Switching accounts…', () => new Promise<void>((resolve) => (finish = resolve)));
    });
    const overlay = app!.view.container.querySelector('[data-testid="loading-overlay"]');
    expect(overlay?.textContent).toContain('Switching accounts…');
    await settle(async () => {
      finish();
      await task;
    });
    expect(app!.view.container.querySelector('[data-testid="loading-overlay"]')).toBeNull();
  });

  it('shows "Page not found" for unknown paths, inside an area too', async () => {
    mockApi({ 'GET /api/v1/config': config });
    await open('/agency/no-such-screen');
    await waitFor(() => expect(app!.text()).toContain('Page not found'));
  });
});

describe('sign-in redirects by role (spec §2)', () => {
  const cases: [string, Profile, string][] = [
    ['Admin', PROFILES.admin, '/admin/agencies'],
    ['Agency', PROFILES.agency, '/agency/websites'],
    ['AgencyUser', PROFILES.agencyUser, '/agency/websites'],
    ['WebsiteUser', PROFILES.websiteUser, '/agency/websites'],
    ['CardUser', PROFILES.cardUser, '/user/cards'],
  ];

  it.each(cases)('lands a signed-in %s on its home', async (_role, profile, home) => {
    const api = mockApi({
      'GET /api/v1/config': config,
      'POST /api/v1/login': () => ({ body: { access_token: 'tok-1' } }),
      'GET /api/v1/profile': () => ({ body: { data: profile } }),
      'GET /api/v1/landings': () => ({ body: LANDINGS }),
      'GET /api/v1/users': () => ({ body: { data: [], meta: { total: 0 } } }),
    });
    await open('/login');
    await waitFor(() => expect(app!.button('Sign in')).not.toBeNull());
    changeValue(field('Email'), profile.email);
    changeValue(field('Password'), 'secret-password');
    await click(app!.button('Sign in'));
    await waitFor(() => expect(app!.path()).toBe(home));
    expect(api.calls.indexOf('GET /api/v1/profile')).toBeGreaterThan(api.calls.indexOf('POST /api/v1/login'));
  });

  it.each(['/login', '/passwords/request', '/passwords/reset?token=t&email=a%40b.test'])('sends a signed-in user away from %s to their home', async (path) => {
    signedInAs(PROFILES.cardUser);
    mockApi({ 'GET /api/v1/config': config });
    await open(path);
    await waitFor(() => expect(app!.path()).toBe('/user/cards'));
  });

  it('fetches the profile before a guarded screen when only a token is known', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    useSession.setState({ token: 'stored', user: null });
    const api = mockApi({
      'GET /api/v1/config': config,
      'GET /api/v1/profile': () => ({ body: { data: PROFILES.agency } }),
      'GET /api/v1/landings': () => ({ body: LANDINGS }),
    });
    await open('/agency/websites');
    await waitFor(() => expect(app!.text()).toContain('Bakery'));
    expect(api.calls.indexOf('GET /api/v1/profile')).toBeLessThan(api.calls.findIndex((call) => call.startsWith('GET /api/v1/landings?')));
  });

  it('links the login screen to forgot password and back', async () => {
    mockApi({ 'GET /api/v1/config': config });
    await open('/login');
    await waitFor(() => expect(app!.link('Forgot your password?')).not.toBeNull());
    await click(app!.link('Forgot your password?'));
    expect(app!.path()).toBe('/passwords/request');
    expect(app!.view.container.querySelector('.auth-layout')).not.toBeNull();
    await click(app!.link('Back to sign in'));
    expect(app!.path()).toBe('/login');
  });
});

describe('forgot and reset password', () => {
  it('asks for a reset link and says to check the e-mail', async () => {
    const api = mockApi({
      'GET /api/v1/config': config,
      'POST /api/v1/passwords/reset': () => ({ body: { message: 'If an account exists for this e-mail address, we have sent it a link.', success: true } }),
    });
    await open('/passwords/request');
    await waitFor(() => expect(app!.button('Send reset link')).not.toBeNull());
    changeValue(field('Email'), 'not an email');
    await click(app!.button('Send reset link'));
    expect(app!.text()).toContain('The email must be a valid email address.');
    expect(api.calls).not.toContain('POST /api/v1/passwords/reset');

    changeValue(field('Email'), ' Demo@Acme.test ');
    await click(app!.button('Send reset link'));
    await waitFor(() => expect(app!.text()).toContain('Check your e-mail'));
    expect(app!.text()).toContain('demo@acme.test');
    const call = api.fetchMock.mock.calls.find(([url]) => url === '/api/v1/passwords/reset');
    expect(body(call?.[1])).toEqual({ email: 'demo@acme.test' });
    expect(handlers.onSuccessMessage).toHaveBeenCalledWith('If an account exists for this e-mail address, we have sent it a link.');
  });

  it('sets the new password with the link’s token and goes to sign in with the e-mail filled in', async () => {
    const api = mockApi({
      'GET /api/v1/config': config,
      'POST /api/v1/passwords/change': () => ({ body: { message: 'Your password has been changed. Sign in with the new one.', success: true } }),
    });
    await open('/passwords/reset?token=tok%2Bx&email=demo%40acme.test');
    await waitFor(() => expect(app!.button('Reset password')).not.toBeNull());
    expect(app!.text()).toContain('demo@acme.test');
    changeValue(field('New password'), 'brand-new-pass');
    changeValue(field('Confirm new password'), 'different-pass');
    await click(app!.button('Reset password'));
    expect(app!.text()).toContain('The password confirmation does not match.');
    expect(api.calls).not.toContain('POST /api/v1/passwords/change');

    changeValue(field('Confirm new password'), 'brand-new-pass');
    await click(app!.button('Reset password'));
    await waitFor(() => expect(app!.path()).toBe('/login'));
    const call = api.fetchMock.mock.calls.find(([url]) => url === '/api/v1/passwords/change');
    expect(body(call?.[1])).toEqual({ token: 'tok+x', password: 'brand-new-pass', password_confirmation: 'brand-new-pass' });
    expect((field('Email') as HTMLInputElement).value).toBe('demo@acme.test');
  });

  it('explains a refused link and offers a new one', async () => {
    mockApi({
      'GET /api/v1/config': config,
      'POST /api/v1/passwords/change': () => ({
        status: 422,
        body: { message: 'Invalid', errors: { token: ['This password reset link has expired. Request a new one.'] } },
      }),
    });
    await open('/passwords/reset?token=old&email=demo%40acme.test');
    await waitFor(() => expect(app!.button('Reset password')).not.toBeNull());
    changeValue(field('New password'), 'brand-new-pass');
    changeValue(field('Confirm new password'), 'brand-new-pass');
    await click(app!.button('Reset password'));
    await waitFor(() => expect(app!.view.container.querySelector('[role="alert"]')?.textContent).toContain('has expired'));
    expect(app!.link('Request a new link')?.getAttribute('href')).toBe('/passwords/request');
    expect(app!.path()).toBe('/passwords/reset');
  });

  it('says so when the link has no token', async () => {
    mockApi({ 'GET /api/v1/config': config });
    await open('/passwords/reset');
    await waitFor(() => expect(app!.text()).toContain('This reset link is incomplete'));
  });
});

describe('redirect-link login (spec §2)', () => {
  it('checks the hash, signs the link’s user in and goes to the redirect', async () => {
    const api = mockApi({
      'GET /api/v1/config': config,
      'POST /api/v1/check-validity': () => ({ body: { valid: true, access_token: 'link-token', redirect_url: '/agency/websites' } }),
      'GET /api/v1/profile': () => ({ body: { data: PROFILES.agency } }),
      'GET /api/v1/landings': () => ({ body: LANDINGS }),
    });
    await open('/login?hash=abc.def&redirect_url=%2Fagency%2Fwebsites');
    await waitFor(() => expect(app!.path()).toBe('/agency/websites'));
    await waitFor(() => expect(app!.text()).toContain('Bakery'));
    const calls = api.fetchMock.mock.calls.filter(([url]) => url === '/api/v1/check-validity');
    expect(calls).toHaveLength(1);
    expect(body(calls[0]![1])).toEqual({ hash: 'abc.def', redirect_url: '/agency/websites' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('link-token');
  });

  it('follows an absolute redirect on this origin inside the app, and replaces a session already open', async () => {
    signedInAs(PROFILES.admin, 'admin-token');
    localStorage.setItem(MAIN_TOKEN_STORAGE_KEY, 'older');
    mockApi({
      'GET /api/v1/config': config,
      'POST /api/v1/check-validity': () => ({ body: { valid: true, access_token: 'link-token', redirect_url: `${window.location.origin}/user/cards` } }),
      'GET /api/v1/profile': () => ({ body: { data: PROFILES.cardUser } }),
    });
    await open('/login?hash=abc');
    await waitFor(() => expect(app!.path()).toBe('/user/cards'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('link-token');
    expect(localStorage.getItem(MAIN_TOKEN_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(useSession.getState().user?.role).toBe('CardUser'));
  });

  it('shows why a link was refused and offers the sign-in form', async () => {
    mockApi({
      'GET /api/v1/config': config,
      'POST /api/v1/check-validity': () => ({ status: 422, body: { message: 'Invalid', errors: { hash: ['This login link has expired. Please sign in.'] } } }),
    });
    await open('/login?hash=old');
    await waitFor(() => expect(app!.text()).toContain('This login link has expired. Please sign in.'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await click(app!.link('Sign in'));
    await waitFor(() => expect(app!.button('Sign in')).not.toBeNull());
    expect(app!.router.state.location.search).toBe('');
  });
});

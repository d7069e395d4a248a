// @vitest-environment jsdom
import { BLOCKED_AGENCY_MESSAGE } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIN_ROLE_STORAGE_KEY, MAIN_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../api/token-storage.ts';
import { openApp, PROFILES, resetAppState, signedInAs, type OpenedApp } from '../test/app.tsx';
import { CONFIG, LANDINGS, mockApi } from '../test/mock-api.ts';
import { click, settle, waitFor } from '../test/render.tsx';
import { useSession } from './session-store.ts';

let app: OpenedApp | undefined;

async function open(path: string) {
  app = await openApp(path);
  return app;
}

const bearer = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.Authorization;
const config = () => ({ body: CONFIG });

beforeEach(() => resetAppState());

afterEach(() => {
  app?.view.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

describe('the main layout', () => {
  it('shows the top bar and the role’s side bar to a signed-in user', async () => {
    signedInAs(PROFILES.agency);
    mockApi({ 'GET /api/v1/config': config, 'GET /api/v1/landings': () => ({ body: LANDINGS }) });
    await open('/agency/websites');
    await waitFor(() => expect(app!.text()).toContain('Bakery'));
    const container = app!.view.container;
    expect(container.querySelector('.top-bar')).not.toBeNull();
    const nav = [...container.querySelectorAll('.side-bar a')].map((a) => a.textContent);
    // The installed apps' agency screens (Podcasts, Video channels, Places, Courses) come before Profile.
    expect(nav).toEqual(['Websites', 'Users', 'Subscription', 'Payment methods', 'Premium apps', 'Reseller', 'Card transfers', 'Podcasts', 'Video channels', 'Places', 'Courses', 'Profile']);
    expect(container.querySelector('.main-content--blocked')).toBeNull();
  });

  it('gives sub-users only their whitelisted screens (spec §6)', async () => {
    signedInAs(PROFILES.websiteUser);
    mockApi({ 'GET /api/v1/config': config, 'GET /api/v1/landings': () => ({ body: LANDINGS }) });
    await open('/agency/users');
    await waitFor(() => expect(app!.path()).toBe('/agency/websites'));
    expect([...app!.view.container.querySelectorAll('.side-bar a')].map((a) => a.textContent)).toEqual(['Websites', 'Card transfers', 'Profile']);
  });
});

describe('signing out', () => {
  it('starts the next sign-in at home, while an expired session returns to where it was', async () => {
    signedInAs(PROFILES.agency);
    mockApi({
      'GET /api/v1/config': config,
      'GET /api/v1/landings': () => ({ body: LANDINGS }),
      'GET /api/v1/landings/12': () => ({ body: { data: LANDINGS.data[0] } }),
      'GET /api/v1/landings/12/pages': () => ({ body: { data: [], meta: { total: 0 } } }),
      'POST /api/v1/logout': () => ({ body: { message: 'Logged out.', success: true } }),
      'POST /api/v1/login': () => ({ body: { access_token: 'again' } }),
      'GET /api/v1/profile': () => ({ body: { data: PROFILES.agency } }),
    });
    await open('/agency/websites/12/pages');
    await waitFor(() => expect(app!.button('Log out')).not.toBeNull());
    await click(app!.button('Log out'));
    await waitFor(() => expect(app!.path()).toBe('/login'));
    expect(app!.router.state.location.state).toBeNull();

    // A session that ends by itself (a refused token) keeps the screen to come back to.
    await settle(() => signedInAs(PROFILES.agency));
    await waitFor(() => expect(app!.path()).toBe('/agency/websites'));
    await settle(() => app!.router.navigate('/agency/websites/12/pages'));
    await waitFor(() => expect(app!.path()).toBe('/agency/websites/12/pages'));
    await settle(() => useSession.getState().signOut());
    await waitFor(() => expect(app!.path()).toBe('/login'));
    expect(app!.router.state.location.state).toMatchObject({ from: { pathname: '/agency/websites/12/pages' } });
  });
});

describe('a blocked agency (spec §4)', () => {
  it.each(['/agency/websites', '/agency/users/4', '/agency/profile', '/admin/agencies', '/user/cards', '/login'])(
    'is sent from %s to the subscription screen',
    async (path) => {
      signedInAs(PROFILES.blockedAgency);
      mockApi({ 'GET /api/v1/config': config });
      await open(path);
      await waitFor(() => expect(app!.path()).toBe('/agency/subscription'));
      expect(app!.text()).toContain(BLOCKED_AGENCY_MESSAGE);
    },
  );

  it('hides both bars and dims the content, leaving a way to sign out', async () => {
    signedInAs(PROFILES.blockedAgency, 'blocked-token');
    const api = mockApi({ 'GET /api/v1/config': config, 'POST /api/v1/logout': () => ({ body: { message: 'Logged out.', success: true } }) });
    await open('/agency/subscription');
    await waitFor(() => expect(app!.text()).toContain('Subscription inactive'));
    const container = app!.view.container;
    expect(container.querySelector('.top-bar')).toBeNull();
    expect(container.querySelector('.side-bar')).toBeNull();
    expect(container.querySelector('main.main-content--blocked')).not.toBeNull();
    await click(app!.button('Sign out'));
    await waitFor(() => expect(app!.path()).toBe('/login'));
    expect(api.calls).toContain('POST /api/v1/logout');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows an agency that is not blocked its plan, with the bars, and no blocked notice', async () => {
    signedInAs(PROFILES.agency);
    const subscription = {
      id: 1,
      section: 'agency',
      plan: { id: 2, name: 'Growth', type: 'agency' },
      price: { id: 3, amount: 4900, currency: 'usd', interval: 'month' },
      status: 'active',
      cancel_at_period_end: false,
      current_period_end: '2026-12-25T00:00:00.000Z',
      pending_client_secret: null,
    };
    mockApi({
      'GET /api/v1/config': config,
      'GET /api/v1/subscriptions/current': () => ({ body: { data: { subscribed: true, stripe_status: 'active', subscriptions: [subscription], invoices: [], has_payment_method: true, card_form: { script_url: '/dev/payments/stripe.js', publishable_key: 'pk_test_local_fake' } } } }),
      'GET /api/v1/payment-methods': () => ({ body: { data: [] } }),
      'GET /api/v1/subscriptions/plans': () => ({ body: { data: [] } }),
    });
    await open('/agency/subscription');
    await waitFor(() => expect(app!.text()).toContain('$49.00 / month'));
    expect(app!.text()).toContain('Growth');
    expect(app!.text()).not.toContain('Subscription inactive');
    expect(app!.view.container.querySelector('.top-bar')).not.toBeNull();
  });
});

const DEMO_AGENCY = {
  id: 3,
  name: 'Acme',
  owner: { id: 7, name: 'Demo', email: 'demo@acme.test' },
  subscribed: true,
  free_fee: false,
  free_register: false,
  plan_name: null,
  landings_count: 1,
  archived: false,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('impersonation (spec §4)', () => {
  function adminApi() {
    return mockApi({
      'GET /api/v1/config': config,
      'GET /api/v1/agencies': () => ({ body: { data: [DEMO_AGENCY], meta: { total: 1 } } }),
      'POST /api/v1/impersonate/7': (init) => ({
        body: bearer(init) === 'Bearer admin-token' ? { access_token: 'as-demo', message: 'You are now signed in as Demo.', success: true } : undefined,
        status: bearer(init) === 'Bearer admin-token' ? 200 : 401,
      }),
      'GET /api/v1/profile': (init) =>
        bearer(init) === 'Bearer as-demo'
          ? { body: { data: { ...PROFILES.agency, impersonator: { id: 1, name: 'Ada Admin', email: 'admin@acme.test' } } } }
          : { body: { data: PROFILES.admin } },
      'GET /api/v1/landings': () => ({ body: LANDINGS }),
      'DELETE /api/v1/impersonate': () => ({ body: { message: 'Impersonation ended.', success: true } }),
      'POST /api/v1/logout': () => ({ body: { message: 'Logged out.', success: true } }),
    });
  }

  it('switches to the impersonated token, shows the banner, and Stop restores the admin', async () => {
    signedInAs(PROFILES.admin, 'admin-token');
    const api = adminApi();
    await open('/admin/agencies');
    await waitFor(() => expect(app!.button('Impersonate Demo')).not.toBeNull());
    await click(app!.button('Impersonate Demo'));

    await waitFor(() => expect(app!.path()).toBe('/agency/websites'));
    await waitFor(() => expect(app!.text()).toContain('Bakery'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('as-demo');
    expect(localStorage.getItem(MAIN_TOKEN_STORAGE_KEY)).toBe('admin-token');
    expect(localStorage.getItem(MAIN_ROLE_STORAGE_KEY)).toBe('Admin');
    const banner = app!.view.container.querySelector('.impersonation-banner');
    expect(banner?.textContent).toBe('You are viewing as Demo — Stop');
    const landingsCall = api.fetchMock.mock.calls.find(([url]) => url.startsWith('/api/v1/landings?'));
    expect(bearer(landingsCall?.[1])).toBe('Bearer as-demo');

    await click(app!.button('Stop'));
    await waitFor(() => expect(app!.path()).toBe('/admin/agencies'));
    const stopCall = api.fetchMock.mock.calls.find(([url, init]) => url === '/api/v1/impersonate' && init?.method === 'DELETE');
    expect(bearer(stopCall?.[1])).toBe('Bearer as-demo');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('admin-token');
    expect(localStorage.getItem(MAIN_TOKEN_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(useSession.getState().user?.role).toBe('Admin'));
    expect(app!.view.container.querySelector('.impersonation-banner')).toBeNull();
  });

  it('restores the admin even when the server cannot end the impersonation', async () => {
    localStorage.setItem(MAIN_TOKEN_STORAGE_KEY, 'admin-token');
    localStorage.setItem(MAIN_ROLE_STORAGE_KEY, 'Admin');
    signedInAs(PROFILES.agency, 'expired');
    useSession.setState({ main: { token: 'admin-token', role: 'Admin' } });
    mockApi({
      'GET /api/v1/config': config,
      'GET /api/v1/landings': () => ({ body: LANDINGS }),
      'DELETE /api/v1/impersonate': () => ({ status: 401, body: { message: 'Unauthenticated.' } }),
      'GET /api/v1/profile': () => ({ body: { data: PROFILES.admin } }),
      'GET /api/v1/users': () => ({ body: { data: [], meta: { total: 0 } } }),
    });
    await open('/agency/websites');
    await waitFor(() => expect(app!.button('Stop')).not.toBeNull());
    await click(app!.button('Stop'));
    await waitFor(() => expect(app!.path()).toBe('/admin/agencies'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('admin-token');
  });

  it('logs out of both sessions and forgets every token', async () => {
    localStorage.setItem(MAIN_TOKEN_STORAGE_KEY, 'admin-token');
    localStorage.setItem(MAIN_ROLE_STORAGE_KEY, 'Admin');
    signedInAs(PROFILES.agency, 'as-demo');
    useSession.setState({ main: { token: 'admin-token', role: 'Admin' } });
    const api = adminApi();
    await open('/agency/websites');
    await waitFor(() => expect(app!.button('Log out')).not.toBeNull());
    await click(app!.button('Log out'));
    await waitFor(() => expect(app!.path()).toBe('/login'));
    const revoked = api.fetchMock.mock.calls.filter(([url]) => url === '/api/v1/logout').map(([, init]) => bearer(init));
    expect(revoked.sort()).toEqual(['Bearer admin-token', 'Bearer as-demo']);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(MAIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(MAIN_ROLE_STORAGE_KEY)).toBeNull();
  });
});

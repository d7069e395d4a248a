// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client.ts';
import { TOKEN_STORAGE_KEY } from '../api/token-storage.ts';
import { useSession } from '../auth/session-store.ts';
import { AGENCY_PROFILE, CONFIG, LANDINGS, mockApi } from '../test/mock-api.ts';
import { click, render, settle, waitFor, type Rendered } from '../test/render.tsx';
import { routerLoaded } from '../test/app.tsx';
import { appRoutes } from './routes.tsx';

let view: Rendered;
let router: ReturnType<typeof createMemoryRouter>;

async function open(path: string) {
  router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  await routerLoaded(router);
  view = await render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const text = () => view.container.textContent ?? '';
const byLabel = (label: string) => {
  const id = [...view.container.querySelectorAll('label')].find((l) => l.textContent === label)?.htmlFor;
  return id ? (document.getElementById(id) as HTMLInputElement | null) : null;
};
const button = (name: string) => [...view.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
const link = (name: string) => [...view.container.querySelectorAll('a')].find((a) => a.textContent?.trim() === name) ?? null;

function type(input: HTMLInputElement | null, value: string) {
  if (!input) throw new Error('No such input');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  localStorage.clear();
  useSession.setState({ token: null, user: null });
});

afterEach(() => {
  view.unmount();
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('sends a visitor without a token to /login, with the labelled sign-in form', async () => {
    mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }) });
    await open('/agency/websites');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(byLabel('Email')).not.toBeNull();
    expect(byLabel('Password')?.type).toBe('password');
    expect(button('Sign in')).not.toBeNull();
  });

  it('signs in, loads the profile and lands an agency on its websites', async () => {
    const api = mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'POST /api/v1/login': (init) => (JSON.parse(String(init?.body)).password === 'right' ? { body: { access_token: 'tok-9' } } : { status: 422, body: { message: 'Invalid', errors: { email: ['These credentials do not match our records.'] } } }),
      'GET /api/v1/profile': () => ({ body: AGENCY_PROFILE }),
      'GET /api/v1/landings': () => ({ body: LANDINGS }),
    });
    await open('/login');
    await waitFor(() => expect(byLabel('Email')).not.toBeNull());
    type(byLabel('Email'), 'demo@acme.test');
    type(byLabel('Password'), 'wrong');
    await click(button('Sign in'));
    await waitFor(() => expect(text()).toContain('These credentials do not match our records.'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    type(byLabel('Password'), 'right');
    await click(button('Sign in'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/websites'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-9');
    await waitFor(() => expect(text()).toContain('Bakery'));
    expect(text()).toContain('bakery');
    expect(link('Bakery')?.getAttribute('href')).toBe('/agency/websites/12/pages');
    expect(link('View')?.getAttribute('href')).toBe('http://bakery.localhost:3000/');
    expect(link('View')?.getAttribute('target')).toBe('_blank');
    const authHeader = (api.fetchMock.mock.calls.find(([url]) => url.startsWith('/api/v1/landings?'))?.[1]?.headers as Record<string, string>).Authorization;
    expect(authHeader).toBe('Bearer tok-9');
  });

  it('logs out when the profile of a stored token is refused', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'dead');
    useSession.setState({ token: 'dead', user: null });
    mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }), 'GET /api/v1/profile': () => ({ status: 401, body: { message: 'Unauthenticated.' } }) });
    await open('/agency/websites');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps each role in its own area', async () => {
    useSession.setState({ token: 't', user: { ...AGENCY_PROFILE.data, role: 'Admin', agency: null } });
    mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }) });
    await open('/agency/websites');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/agencies'));
    expect(view.container.querySelector('h1')?.textContent).toBe('Agencies');
  });

  it('logs out from the top bar', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 't');
    useSession.setState({ token: 't', user: { ...AGENCY_PROFILE.data, role: 'CardUser', agency: null } });
    const api = mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }), 'POST /api/v1/logout': () => ({ body: { message: 'Logged out.', success: true } }) });
    await open('/user/cards');
    await waitFor(() => expect(button('Log out')).not.toBeNull());
    await click(button('Log out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls).toContain('POST /api/v1/logout');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows "Page not found" for an unknown path', async () => {
    mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }) });
    await open('/no/such/place');
    await waitFor(() => expect(text()).toContain('Page not found'));
  });

  it('shows the maintenance notice when the config says so', async () => {
    mockApi({ 'GET /api/v1/config': () => ({ body: { data: { ...CONFIG.data, maintenance: true } } }) });
    await open('/login');
    await waitFor(() => expect(text()).toContain("We're undergoing scheduled maintenance"));
  });

  it('scrolls to the element a hash names once it appears, and to the top otherwise', async () => {
    const scrolledInto: string[] = [];
    // jsdom has no scrollIntoView at all, so there is nothing to spy on: define it for this test.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledInto.push(this.id);
    };
    try {
      mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }) });
      await open('/login#login-password');
      await waitFor(() => expect(scrolledInto).toEqual(['login-password']));
      await act(() => router.navigate('/nowhere'));
      expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('starts without a config when the server cannot give one, without asking again and again', async () => {
    const api = mockApi({ 'GET /api/v1/config': () => ({ status: 503, body: { message: 'Down for a moment' } }) });
    await open('/login');
    await waitFor(() => expect(byLabel('Email')).not.toBeNull(), 8000);
    const configCalls = () => api.calls.filter((call) => call === 'GET /api/v1/config').length;
    expect(configCalls()).toBe(3);
    await settle(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(configCalls()).toBe(3);
    expect(byLabel('Email')).not.toBeNull();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setResponseHandlers } from '../../api/http-client.ts';
import { TOKEN_STORAGE_KEY } from '../../api/token-storage.ts';
import { openApp, PROFILES, resetAppState, signedInAs, type OpenedApp } from '../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../test/fields.ts';
import { CONFIG, LANDINGS, mockApi } from '../../test/mock-api.ts';
import { click, waitFor } from '../../test/render.tsx';

let app: OpenedApp | undefined;
const handlers = { onSuccessMessage: vi.fn(), onError: vi.fn() };
const config = () => ({ body: { data: { ...CONFIG.data, name: 'Nimbus Studio' } } });
const field = (label: string) => fieldByLabel(app!.view.container, label);
const heading = () => app!.view.container.querySelector('h1')?.textContent;

beforeEach(() => {
  resetAppState();
  handlers.onError.mockReset();
  setResponseHandlers(handlers);
});

afterEach(() => {
  app?.view.unmount();
  app = undefined;
  setResponseHandlers(null);
  vi.unstubAllGlobals();
});

describe('/ (home)', () => {
  it('shows a signed-out visitor the white-label’s name with Sign in and Sign up, and Sign up opens /register', async () => {
    mockApi({ 'GET /api/v1/config': config });
    app = await openApp('/');
    await waitFor(() => expect(heading()).toBe('Nimbus Studio'));
    expect(app.path()).toBe('/');
    expect(app.link('Sign in')?.getAttribute('href')).toBe('/login');
    await click(app.link('Sign up'));
    await waitFor(() => expect(app!.path()).toBe('/register'));
    expect(heading()).toBe('Create your free agency');
  });

  it('sends a signed-in agency on to its websites', async () => {
    signedInAs(PROFILES.agency);
    mockApi({ 'GET /api/v1/config': config, 'GET /api/v1/landings': () => ({ body: LANDINGS }) });
    app = await openApp('/');
    await waitFor(() => expect(app!.path()).toBe('/agency/websites'));
  });
});

describe('/register', () => {
  it('checks the fields, registers a free agency, signs it in and opens its websites', async () => {
    const api = mockApi({
      'GET /api/v1/config': config,
      'POST /api/v1/register': () => ({ body: { access_token: 'tok-new', uid: 40, hash: 'h' } }),
      'GET /api/v1/profile': () => ({ body: { data: PROFILES.agency } }),
      'GET /api/v1/landings': () => ({ body: LANDINGS }),
    });
    app = await openApp('/register');
    await waitFor(() => expect(field('Your name')).not.toBeNull());
    await click(app.button('Create my agency'));
    expect(app.text()).toContain('The name field is required.');
    expect(api.calls).not.toContain('POST /api/v1/register');

    changeValue(field('Your name'), 'Rita Reg');
    changeValue(field('Agency name (optional)'), 'Rita Studio');
    changeValue(field('Email'), 'rita@example.test');
    changeValue(field('Password'), 'a-long-password-1');
    changeValue(field('Confirm password'), 'a-long-password-1');
    await click(app.button('Create my agency'));
    await waitFor(() => expect(app!.path()).toBe('/agency/websites'));
    const sent = JSON.parse(String(api.fetchMock.mock.calls.find(([url]) => url === '/api/v1/register')![1]?.body));
    expect(sent).toEqual({ name: 'Rita Reg', agency_name: 'Rita Studio', email: 'rita@example.test', password: 'a-long-password-1', password_confirmation: 'a-long-password-1' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-new');
  });

  it('shows the server’s refusal beside its field', async () => {
    mockApi({
      'GET /api/v1/config': config,
      'POST /api/v1/register': () => ({ status: 422, body: { message: 'The given data was invalid.', errors: { email: ['The email has already been taken.'] } } }),
    });
    app = await openApp('/register');
    await waitFor(() => expect(field('Email')).not.toBeNull());
    changeValue(field('Your name'), 'Rita Reg');
    changeValue(field('Email'), 'taken@example.test');
    changeValue(field('Password'), 'a-long-password-1');
    changeValue(field('Confirm password'), 'a-long-password-1');
    await click(app.button('Create my agency'));
    await waitFor(() => expect(app!.text()).toContain('The email has already been taken.'));
    expect(app.path()).toBe('/register');
  });
});

const plan = (id: number, name: string, amount: number) => ({
  id,
  name,
  type: 'agency',
  description: '',
  unlimited: false,
  premium_elements: [],
  premium_apps: [],
  website_limit: null,
  prices: [{ id: id * 10, plan_id: id, amount, currency: 'usd', interval: 'month', active: true, created_at: '2026-01-01T00:00:00.000Z' }],
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('/order', () => {
  it('lists the plans on sale, each leading to the checkout of the order page online with that plan', async () => {
    mockApi({ 'GET /api/v1/config': config, 'GET /api/v1/order-pages': () => ({ body: { data: { pages: [{ id: 5, name: 'Spring offer' }], plans: [plan(1, 'Studio', 3900), plan(2, 'Agency Pro', 9900)] } } }) });
    app = await openApp('/order');
    await waitFor(() => expect(app!.text()).toContain('Agency Pro'));
    expect(app.text()).toContain('$39.00 / month');
    expect(app.link('Choose Studio')?.getAttribute('href')).toBe('/order/5?plan=Studio');
    expect(app.link('Choose Agency Pro')?.getAttribute('href')).toBe('/order/5?plan=Agency%20Pro');
  });

  it('offers the free sign-up when no paid plan is on sale', async () => {
    mockApi({ 'GET /api/v1/config': config, 'GET /api/v1/order-pages': () => ({ body: { data: { pages: [], plans: [plan(1, 'Studio', 3900)] } } }) });
    app = await openApp('/order');
    await waitFor(() => expect(app!.text()).toContain('No paid plan is on sale right now'));
    expect(app.link('Sign up free')?.getAttribute('href')).toBe('/register');
  });
});

const UID = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';

describe('/agency/pages/{uniqueId}', () => {
  it('shows a signed-out visitor the shared page in a frame of its server preview', async () => {
    mockApi({ 'GET /api/v1/config': config, [`GET /api/v1/agency-page/shared/${UID}`]: () => ({ body: { data: { name: 'About', title: 'About us', description: '', website: 'Bakery' } } }) });
    app = await openApp(`/agency/pages/${UID}`);
    await waitFor(() => expect(heading()).toBe('About us'));
    expect(app.path()).toBe(`/agency/pages/${UID}`);
    expect(app.text()).toContain('A page of Bakery, shared by link.');
    const frame = app.view.container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(`/api/v1/agency-page/shared/${UID}/preview`);
    expect(frame.getAttribute('title')).toBe('Shared page: About');
  });

  it('says the link does not work when sharing is off or the link unknown, without an error toast', async () => {
    mockApi({ 'GET /api/v1/config': config, [`GET /api/v1/agency-page/shared/${UID}`]: () => ({ status: 404, body: { message: 'Shared page not found.' } }) });
    app = await openApp(`/agency/pages/${UID}`);
    await waitFor(() => expect(app!.text()).toContain('This share link does not work'));
    expect(app.view.container.querySelector('iframe')).toBeNull();
    expect(handlers.onError).not.toHaveBeenCalled();
  });
});

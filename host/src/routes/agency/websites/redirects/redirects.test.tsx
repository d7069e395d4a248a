// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setResponseHandlers } from '../../../../api/http-client.ts';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { CONFIG, LANDING_DETAIL, mockApi } from '../../../../test/mock-api.ts';
import { click, waitFor } from '../../../../test/render.tsx';

let app: OpenedApp | undefined;
const toasts = vi.fn();

const REDIRECT = { id: 2, landing_id: 12, from: '/old', to: '/new', status_code: 301, hits: 7, last_hit_at: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const saved = (init: RequestInit | undefined) => ({ body: { data: { ...REDIRECT, ...body(init) }, message: 'Redirect saved.', success: true } });
const field = (label: string) => fieldByLabel(app!.view.container, label);
const submit = () => click(app!.view.container.querySelector('form[aria-label="Redirect"] button[type="submit"]'));

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/landings/12/redirects/all': () => ({ body: { data: [REDIRECT], meta: { total: 1 } } }),
    'GET /api/v1/landings/12/redirects/2': () => ({ body: { data: REDIRECT } }),
    ...extra,
  });
}

setUpAppTests(PROFILES.agency);

beforeEach(() => {
  toasts.mockReset();
  setResponseHandlers({ onSuccessMessage: toasts, onError: () => {} });
});

describe('/agency/websites/{id}/redirects and the redirect editor routes', () => {
  it('adds a redirect on its own route after the path rules pass, then returns to the list with the notice', async () => {
    const calls = api({ 'POST /api/v1/landings/12/redirects': (init) => ({ status: 201, ...saved(init) }) });
    app = await openApp('/agency/websites/12/redirects');
    await waitFor(() => expect(app!.text()).toContain('/old'));
    await click(app!.link('Add redirect'));
    await waitFor(() => expect(app!.path()).toBe('/agency/websites/12/redirect/create'));
    await waitFor(() => expect(field('From')).not.toBeNull());
    changeValue(field('From'), 'no-slash');
    changeValue(field('To'), 'ftp://x');
    await submit();
    expect(app!.text()).toContain('The from path must start with / and hold no spaces, query or #.');
    expect(app!.text()).toContain('The to field must be a path starting with / or an http(s) address.');
    expect(calls.calls).not.toContain('POST /api/v1/landings/12/redirects');
    changeValue(field('From'), '/spring/');
    changeValue(field('To'), 'https://shop.test/sale');
    changeValue(field('Kind'), '302');
    await submit();
    await waitFor(() => expect(app!.path()).toBe('/agency/websites/12/redirects'));
    const sent = calls.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(body(sent[1])).toEqual({ from: '/spring', to: 'https://shop.test/sale', status_code: 302 });
    expect(toasts).toHaveBeenCalledWith('Redirect saved.');
  });

  it('opens the edit route straight from its address, saves, and deletes from the list after a confirmation', async () => {
    const calls = api({
      'PUT /api/v1/landings/12/redirects/2': (init) => saved(init),
      'DELETE /api/v1/landings/12/redirects/2': () => ({ body: { message: 'Redirect deleted.', success: true } }),
    });
    app = await openApp('/agency/websites/12/redirect/2/edit');
    await waitFor(() => expect((field('To') as HTMLInputElement).value).toBe('/new'));
    expect((field('From') as HTMLInputElement).value).toBe('/old');
    changeValue(field('To'), '/newer');
    await submit();
    await waitFor(() => expect(app!.path()).toBe('/agency/websites/12/redirects'));
    expect(body(calls.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')![1])).toEqual({ from: '/old', to: '/newer', status_code: 301 });
    await waitFor(() => expect(app!.link('Edit redirect from /old')?.getAttribute('href')).toBe('/agency/websites/12/redirect/2/edit'));
    await click(app!.button('Delete redirect from /old'));
    await click(app!.button('Delete redirect'));
    await waitFor(() => expect(calls.calls).toContain('DELETE /api/v1/landings/12/redirects/2'));
  });

  it('says so when the redirect of the address does not exist', async () => {
    api({ 'GET /api/v1/landings/12/redirects/99': () => ({ status: 404, body: { message: 'Redirect not found.' } }) });
    app = await openApp('/agency/websites/12/redirect/99/edit');
    await waitFor(() => expect(app!.text()).toContain('Redirect not found'));
    expect(app!.view.container.querySelector('form[aria-label="Redirect"]')).toBeNull();
    app.view.unmount();
    app = await openApp('/agency/websites/12/redirect/abc/edit');
    await waitFor(() => expect(app!.text()).toContain('Page not found'));
  });

  it('reaches the same editor from the settings screen and returns there', async () => {
    const calls = api({
      'GET /api/v1/landings/12': () => ({ body: { data: LANDING_DETAIL } }),
      'GET /api/v1/landings/12/robots': () => ({ body: { data: { robots_txt: '', is_default: true } } }),
      'PUT /api/v1/landings/12/redirects/2': (init) => saved(init),
    });
    app = await openApp('/agency/websites/12/settings');
    await waitFor(() => expect(app!.link('Edit redirect from /old')).not.toBeNull());
    expect(app!.link('Add redirect')?.getAttribute('href')).toBe('/agency/websites/12/settings/redirect/create');
    await click(app!.link('Edit redirect from /old'));
    expect(app!.path()).toBe('/agency/websites/12/settings/redirect/2/edit');
    await waitFor(() => expect((field('To') as HTMLInputElement).value).toBe('/new'));
    expect(app!.link('← Settings')?.getAttribute('href')).toBe('/agency/websites/12/settings');
    await submit();
    await waitFor(() => expect(app!.path()).toBe('/agency/websites/12/settings'));
    expect(calls.calls).toContain('PUT /api/v1/landings/12/redirects/2');
  });
});

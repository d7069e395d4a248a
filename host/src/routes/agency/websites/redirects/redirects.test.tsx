// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PROFILES, resetAppState, signedInAs, type OpenedApp } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../../test/mock-api.ts';
import { click, waitFor } from '../../../../test/render.tsx';

let app: OpenedApp | undefined;

const REDIRECT = { id: 2, landing_id: 12, from: '/old', to: '/new', status_code: 301, hits: 7, last_hit_at: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const saved = (init: RequestInit | undefined) => ({ body: { data: { ...REDIRECT, ...body(init) }, message: 'Redirect saved.', success: true } });

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/landings/12/redirects/all': () => ({ body: { data: [REDIRECT], meta: { total: 1 } } }),
    ...extra,
  });
}

beforeEach(() => {
  resetAppState();
  signedInAs(PROFILES.agency);
});

afterEach(() => {
  app?.view.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

describe('/agency/websites/{id}/redirects', () => {
  it('adds a redirect after the path rules pass', async () => {
    const calls = api({ 'POST /api/v1/landings/12/redirects': (init) => ({ status: 201, ...saved(init) }) });
    app = await openApp('/agency/websites/12/redirects');
    await waitFor(() => expect(app!.text()).toContain('/old'));
    await click(app!.button('Add redirect'));
    const dialog = app!.dialog('Add a redirect')!;
    changeValue(fieldByLabel(dialog, 'From'), 'no-slash');
    changeValue(fieldByLabel(dialog, 'To'), 'ftp://x');
    await click(dialog.querySelector('button[type="submit"]'));
    expect(dialog.textContent).toContain('The from path must start with / and hold no spaces, query or #.');
    expect(dialog.textContent).toContain('The to field must be a path starting with / or an http(s) address.');
    changeValue(fieldByLabel(dialog, 'From'), '/spring/');
    changeValue(fieldByLabel(dialog, 'To'), 'https://shop.test/sale');
    changeValue(fieldByLabel(dialog, 'Kind'), '302');
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(app!.dialog('Add a redirect')).toBeNull());
    const sent = calls.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(body(sent[1])).toEqual({ from: '/spring', to: 'https://shop.test/sale', status_code: 302 });
  });

  it('edits and deletes a redirect', async () => {
    const calls = api({
      'PUT /api/v1/landings/12/redirects/2': (init) => saved(init),
      'DELETE /api/v1/landings/12/redirects/2': () => ({ body: { message: 'Redirect deleted.', success: true } }),
    });
    app = await openApp('/agency/websites/12/redirects');
    await waitFor(() => expect(app!.button('Edit redirect from /old')).not.toBeNull());
    await click(app!.button('Edit redirect from /old'));
    const dialog = app!.dialog('Edit redirect')!;
    changeValue(fieldByLabel(dialog, 'To'), '/newer');
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/redirects/2'));
    await click(app!.button('Delete redirect from /old'));
    await click(app!.button('Delete redirect'));
    await waitFor(() => expect(calls.calls).toContain('DELETE /api/v1/landings/12/redirects/2'));
  });
});

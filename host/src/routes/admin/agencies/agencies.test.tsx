// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PROFILES, resetAppState, signedInAs, type OpenedApp } from '../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../test/mock-api.ts';
import { click, waitFor } from '../../../test/render.tsx';

let app: OpenedApp | undefined;

const ACME = {
  id: 3,
  name: 'Acme',
  owner: { id: 7, name: 'Demo', email: 'demo@acme.test' },
  subscribed: true,
  free_fee: false,
  free_register: false,
  plan_name: 'Pro',
  landings_count: 2,
  archived: false,
  created_at: '2026-01-01T00:00:00.000Z',
};
const ACME_FULL = { ...ACME, premium_elements: [], plan_features: [], landing_limit: null, card_limit: 5, card_count: 2, has_openai_key: false };
const QUIZ_ENTRY = { id: 'quiz', label: 'Quiz', description: 'Questions.', icon: 'circle-help', screenshots: [], premium: true, elements: [], screens: [] };
const CONFIG_WITH_PREMIUM = { data: { ...CONFIG.data, allPremiumElements: ['countdown'], premiumAppDirectory: [QUIZ_ENTRY] } };
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const field = (label: string) => fieldByLabel(app!.view.container, label);
const checkbox = (label: string) =>
  [...app!.view.container.querySelectorAll('label.check')].find((l) => l.textContent?.trim().startsWith(label))?.querySelector('input') ?? null;

beforeEach(() => {
  resetAppState();
  signedInAs(PROFILES.admin, 'admin-token');
});

afterEach(() => {
  app?.view.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

describe('/admin/agencies', () => {
  it('lists agencies with owner, standing and website count, and searches through the address', async () => {
    const api = mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/agencies': (_init, url) => {
        const search = new URL(url, 'http://x').searchParams.get('search');
        return { body: { data: search === 'zzz' ? [] : [ACME], meta: { total: search === 'zzz' ? 0 : 1 } } };
      },
    });
    app = await openApp('/admin/agencies');
    await waitFor(() => expect(app!.text()).toContain('Demo · demo@acme.test'));
    expect(api.calls).toContain('GET /api/v1/agencies?page=1&per_page=10&status=active');
    expect(app!.text()).toContain('Subscribed · Pro');
    expect(app!.button('Impersonate Demo')).not.toBeNull();
    expect(app!.link('Edit Acme')?.getAttribute('href')).toBe('/admin/agencies/3/edit');

    changeValue(app!.view.container.querySelector<HTMLInputElement>('input[type="search"]')!, 'zzz');
    await waitFor(() => expect(app!.text()).toContain('No matching agencies'), 3000);
    expect(api.calls).toContain('GET /api/v1/agencies?page=1&per_page=10&status=active&search=zzz');
  });

  it('shows archived and free registrations as their own lists, and restores an archived agency', async () => {
    const api = mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/agencies': () => ({ body: { data: [{ ...ACME, archived: true }], meta: { total: 1 } } }),
      'POST /api/v1/agencies/3/restore': () => ({ body: { data: ACME_FULL, message: 'Agency restored.', success: true } }),
    });
    app = await openApp('/admin/agencies/free_register');
    await waitFor(() => expect(api.calls).toContain('GET /api/v1/agencies?page=1&per_page=10&status=active&free_register=true'));
    await click(app!.link('Archived'));
    await waitFor(() => expect(api.calls).toContain('GET /api/v1/agencies?page=1&per_page=10&status=archived'));
    await waitFor(() => expect(app!.button('Restore Acme')).not.toBeNull());
    expect(app!.button('Impersonate Demo')).toBeNull();
    await click(app!.button('Restore Acme'));
    await click(app!.button('Restore'));
    await waitFor(() => expect(api.calls).toContain('POST /api/v1/agencies/3/restore'));
  });

  it('creates an agency, showing the server refusal on its field', async () => {
    let attempts = 0;
    const api = mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'POST /api/v1/agencies': (init) =>
        ++attempts === 1
          ? { status: 422, body: { message: 'The given data was invalid.', errors: { email: ['The email has already been taken.'] } } }
          : { body: { data: { ...ACME_FULL, id: 9, ...body(init) }, message: 'Agency created.', success: true } },
      'GET /api/v1/agencies/9': () => ({ body: { data: { ...ACME_FULL, id: 9, name: 'Nova' } } }),
    });
    app = await openApp('/admin/agencies/create');
    await waitFor(() => expect(field('Agency name')).not.toBeNull());
    await click(app!.button('Create agency'));
    expect(app!.text()).toContain('The name field is required.');
    expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    changeValue(field('Agency name'), 'Nova');
    changeValue(field('Owner name'), 'Nia');
    changeValue(field('Owner e-mail'), 'nia@nova.test');
    changeValue(field('Password'), 'nia-password-1');
    await click(app!.button('Create agency'));
    await waitFor(() => expect(app!.text()).toContain('The email has already been taken.'));
    await click(app!.button('Create agency'));
    await waitFor(() => expect(app!.path()).toBe('/admin/agencies/9/edit'));
  });

  it('edits the plan: premium elements, premium apps, the scripts feature and limits', async () => {
    let sent: Record<string, unknown> | undefined;
    mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG_WITH_PREMIUM }),
      'GET /api/v1/agencies/3': () => ({ body: { data: ACME_FULL } }),
      'PUT /api/v1/agencies/3': (init) => {
        sent = body(init);
        return { body: { data: { ...ACME_FULL, ...sent }, message: 'Agency updated.', success: true } };
      },
    });
    app = await openApp('/admin/agencies/3/edit');
    await waitFor(() => expect(checkbox('countdown')).not.toBeNull());
    expect(app!.text(), 'the cards in use beside the card limit').toContain('2 cards in use now.');
    await click(checkbox('countdown')!);
    await click(checkbox('Quiz')!);
    await click(checkbox('Scripts in the HTML Editor')!);
    changeValue(field('Website limit'), '4');
    await click(app!.button('Save'));
    await waitFor(() => expect(sent).toMatchObject({ premium_elements: ['countdown'], premium_apps: ['quiz'], plan_features: ['html-scripts'], landing_limit: 4, card_limit: 5 }));

    changeValue(field('Website limit'), 'many');
    await click(app!.button('Save'));
    await waitFor(() => expect(app!.text()).toContain('The website limit must be a whole number.'));
  });

  it('says so when the agency does not exist', async () => {
    mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/agencies/404': () => ({ status: 404, body: { message: 'Agency not found.' } }),
    });
    app = await openApp('/admin/agencies/404/edit');
    await waitFor(() => expect(app!.text()).toContain('Agency not found'));
  });
});

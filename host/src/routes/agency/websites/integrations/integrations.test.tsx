// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, signedInAs } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../../test/mock-api.ts';
import { click, waitFor } from '../../../../test/render.tsx';

const ACCOUNT = { id: 5, provider: 'mailchimp', name: 'Acme Mailchimp', status: 'connected', created_at: '2026-11-01T00:00:00.000Z' };
const INTEGRATION = {
  id: 9,
  landing_id: 12,
  name: 'Newsletter',
  kind: 'mailchimp',
  oauth_account_id: 5,
  account: { name: 'Acme Mailchimp', status: 'revoked' },
  target_id: 'aud-news',
  target_name: 'Newsletter',
  tags: [],
  field_map: {},
  url_template: '',
  on_forms: true,
  on_cards: true,
  active: true,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/landings/12/integrations/all': () => ({ body: { data: [INTEGRATION], meta: { total: 1 } } }),
    'GET /api/v1/landings/12/integrations/accounts': () => ({ body: { data: [ACCOUNT], meta: { total: 1 } } }),
    'GET /api/v1/landings/12/integrations/accounts/5/targets': () => ({ body: { data: [{ id: 'aud-leads', name: 'Website leads' }], meta: { total: 1 } } }),
    'GET /api/v1/oauth-accounts': () => ({ body: { data: [ACCOUNT], meta: { total: 1 } } }),
    ...extra,
  });
}

setUpAppTests(PROFILES.agency);

describe('/agency/websites/{id}/integrations', () => {
  it('lists the integrations with a revoked connection called out, says how connecting went, and shows the owner their connections', async () => {
    api();
    const app = await openApp('/agency/websites/12/integrations?connected=mailchimp');
    await waitFor(() => expect(app.text()).toContain('Newsletter'));
    expect(app.text()).toContain('Mailchimp · Newsletter · connection revoked');
    expect(app.text()).toContain('Mailchimp is connected.');
    expect(app.text()).toContain('Mailchimp: Acme Mailchimp');
    expect(app.button('Connect HubSpot')).not.toBeNull();
  });

  it('hides the connections from a sub-user, who still manages the integrations', async () => {
    signedInAs({ ...PROFILES.agencyUser, user_landings: [{ landing_id: 12, permissions: ['integrations.edit'] }] });
    const { calls } = api();
    const app = await openApp('/agency/websites/12/integrations');
    await waitFor(() => expect(app.text()).toContain('Newsletter'));
    expect(app.text()).not.toContain('Connections');
    expect(calls).not.toContain('GET /api/v1/oauth-accounts');
  });

  it('adds a Mailchimp integration: the connection, then its audiences, tags and a mapped field', async () => {
    const { fetchMock } = api({ 'POST /api/v1/landings/12/integrations': (init) => ({ status: 201, body: { data: { ...INTEGRATION, ...body(init), id: 10 }, message: 'Integration created.', success: true } }) });
    const app = await openApp('/agency/websites/12/integration/create');
    await waitFor(() => expect(app.text()).toContain('New integration'));
    const form = app.view.container.querySelector('form')!;
    await click(app.button('Add integration'));
    expect(app.text()).toContain('Choose a connection.');
    changeValue(fieldByLabel(form, 'Connection'), '5');
    await waitFor(() => expect(app.text()).toContain('Website leads'));
    changeValue(fieldByLabel(form, 'Audience'), 'aud-leads');
    changeValue(fieldByLabel(form, 'Tags'), 'website, quote');
    await click(app.button('Map a field'));
    changeValue(fieldByLabel(form, 'Provider field'), 'COMPANY');
    changeValue(fieldByLabel(form, 'Form field'), 'company');
    await click(app.button('Add integration'));
    await waitFor(() => expect(app.path()).toBe('/agency/websites/12/integrations'));
    const sent = body(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]);
    expect(sent).toMatchObject({ kind: 'mailchimp', oauth_account_id: 5, target_id: 'aud-leads', target_name: 'Website leads', tags: ['website', 'quote'], field_map: { COMPANY: 'company' } });
  });
});

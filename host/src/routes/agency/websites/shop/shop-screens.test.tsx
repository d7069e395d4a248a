// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../../test/mock-api.ts';
import { click, waitFor } from '../../../../test/render.tsx';

let app: OpenedApp | undefined;

const GATEWAY = { id: 3, landing_id: 12, platform: 'stripe', account_id: 'acct_123', name: 'account-3', email: null, currency: 'usd', livemode: false, status: 'active', created_at: '2026-01-01T00:00:00.000Z' };
const SUBSCRIPTION = { id: 5, landing_id: 12, order_id: 9, product_name: 'Walking club', email: 'bea@example.com', name: 'Bea', status: 'active', cancel_at_period_end: false, current_period_end: '2026-02-01T00:00:00.000Z', created_at: '2026-01-01T00:00:00.000Z' };
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/landings/12/gateways/stripe/active': () => ({ body: { data: GATEWAY } }),
    ...extra,
  });
}

setUpAppTests(PROFILES.agency);

describe('a website’s shop screens', () => {
  it('says the account is connected when the provider sent the agency back, and revokes it after asking', async () => {
    const calls = api({
      'GET /api/v1/landings/12/gateways/all': () => ({ body: { data: [GATEWAY], meta: { total: 1 } } }),
      'PUT /api/v1/landings/12/gateways/stripe/3/revoke': () => ({ body: { data: { ...GATEWAY, status: 'revoked' }, message: 'Account revoked.', success: true } }),
    });
    app = await openApp('/agency/websites/12/gateways?connected=1');
    await waitFor(() => expect(app!.text()).toContain('The payment account is connected: this website can take payments. Pages published before now take them once published again.'));
    await waitFor(() => expect(app!.text()).toContain('acct_123 · USD · Takes payments'));
    await click(app!.button('Revoke account-3'));
    await click(app!.button('Revoke account'));
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/gateways/stripe/3/revoke'));
  });

  it('adds a product priced in cents from what the agency types, on the connected account', async () => {
    const calls = api({
      'GET /api/v1/landings/12/products': () => ({ body: { data: [], meta: { total: 0 } } }),
      'POST /api/v1/landings/12/acct_123/products': (init) => ({ status: 201, body: { data: { id: 1, landing_id: 12, account_id: 'acct_123', description: '', currency: 'usd', payment_link_url: null, archived: false, created_at: '2026-01-01T00:00:00.000Z', ...body(init) }, message: 'Product created.', success: true } }),
    });
    app = await openApp('/agency/websites/12/products');
    await waitFor(() => expect(app!.text()).toContain('No products yet'));
    await click(app!.button('Add product'));
    const dialog = app!.dialog('Add a product')!;
    changeValue(fieldByLabel(dialog, 'Name'), 'Field guide');
    changeValue(fieldByLabel(dialog, 'Price (USD)'), '0.2');
    await click(dialog.querySelector('button[type="submit"]'));
    expect(dialog.textContent).toContain('The amount must be at least 50 cents.');
    changeValue(fieldByLabel(dialog, 'Price (USD)'), '24.90');
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(app!.dialog('Add a product')).toBeNull());
    expect(body(calls.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1])).toEqual({ name: 'Field guide', description: '', amount: 2490, interval: null, image: null });
  });

  it('without a connected account, products say how to connect one', async () => {
    api({ 'GET /api/v1/landings/12/gateways/stripe/active': () => ({ body: { data: null } }), 'GET /api/v1/landings/12/products': () => ({ body: { data: [], meta: { total: 0 } } }) });
    app = await openApp('/agency/websites/12/products');
    await waitFor(() => expect(app!.text()).toContain('No payment account connected'));
    expect(app!.link('Connect an account')?.getAttribute('href')).toBe('/agency/websites/12/gateway/create');
  });

  it('cancels a buyer’s subscription on the connected account after asking', async () => {
    const calls = api({
      'GET /api/v1/landings/12/subscriptions': () => ({ body: { data: [SUBSCRIPTION], meta: { total: 1 } } }),
      'DELETE /api/v1/landings/12/acct_123/subscriptions/5/cancel': () => ({ body: { data: { ...SUBSCRIPTION, status: 'canceled' }, message: 'Subscription canceled.', success: true } }),
    });
    app = await openApp('/agency/websites/12/subscriptions');
    await waitFor(() => expect(app!.text()).toContain('bea@example.com · active'));
    await click(app!.button('Cancel Walking club of bea@example.com'));
    await click(app!.button('Cancel subscription'));
    await waitFor(() => expect(calls.calls).toContain('DELETE /api/v1/landings/12/acct_123/subscriptions/5/cancel'));
  });
});

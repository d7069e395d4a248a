// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PROFILES, resetAppState, signedInAs, type OpenedApp } from '../../../test/app.tsx';
import { CONFIG, mockApi } from '../../../test/mock-api.ts';
import { waitFor } from '../../../test/render.tsx';

let app: OpenedApp | undefined;

const plan = (id: number, name: string, prices: { id: number; amount: number; currency: string; interval: 'month' | 'year' }[]) => ({
  id,
  name,
  type: 'agency',
  description: '',
  unlimited: false,
  premium_elements: [],
  premium_apps: [],
  website_limit: null,
  prices: prices.map((price) => ({ ...price, plan_id: id, active: true, created_at: '2026-01-01T00:00:00.000Z' })),
  created_at: '2026-01-01T00:00:00.000Z',
});

beforeEach(() => {
  resetAppState();
  signedInAs(PROFILES.admin, 'admin-token');
});

afterEach(() => {
  app?.view.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

describe('/admin/payment/order-pages', () => {
  it('lists the plans the order pages sell with their real prices, from the plans’ records', async () => {
    mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/subscriptions/order-pages': () => ({ body: { data: [] } }),
      'GET /api/v1/order-pages': () => ({
        body: {
          data: {
            pages: [],
            plans: [
              plan(3, 'Agency Growth', [
                { id: 7, amount: 4900, currency: 'usd', interval: 'month' },
                { id: 8, amount: 49000, currency: 'usd', interval: 'year' },
              ]),
              plan(4, 'Agency Euro', [{ id: 9, amount: 1999, currency: 'eur', interval: 'month' }]),
            ],
          },
        },
      }),
    });
    app = await openApp('/admin/payment/order-pages');
    const list = () => app!.view.container.querySelector('[aria-label="Plans on sale"]');
    await waitFor(() => expect(list()).not.toBeNull());
    const cards = [...list()!.querySelectorAll('li')].map((card) => card.textContent);
    expect(cards).toEqual(['Agency Growth$49.00 / month$490.00 / year', 'Agency Euro€19.99 / month']);
    expect(app.view.container.querySelector('a[href="/admin/payment/plans"]')?.textContent).toBe('Edit plans and prices');
  });

  it('says when no agency plan is on sale, instead of showing made-up ones', async () => {
    mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/subscriptions/order-pages': () => ({ body: { data: [] } }),
      'GET /api/v1/order-pages': () => ({ body: { data: { pages: [], plans: [] } } }),
    });
    app = await openApp('/admin/payment/order-pages');
    await waitFor(() => expect(app!.text()).toContain('No agency plan is on sale'));
    expect(app.view.container.querySelector('[aria-label="Plans on sale"]')).toBeNull();
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../../test/mock-api.ts';
import { click, waitFor } from '../../../../test/render.tsx';

let app: OpenedApp | undefined;

const GATEWAY = { id: 3, landing_id: 12, platform: 'stripe', account_id: 'acct_123', name: 'account-3', email: null, currency: 'usd', livemode: false, status: 'active', created_at: '2026-01-01T00:00:00.000Z' };
const COUPON = {
  id: 1,
  landing_id: 12,
  account_id: 'acct_123',
  name: 'Spring',
  code: 'SPRING',
  percent_off: 20,
  amount_off: null,
  currency: 'usd',
  duration: 'once',
  max_redemptions: 10,
  redeem_by: '2099-06-30T23:59:59.000Z',
  once_per_buyer: true,
  redemptions: 3,
  archived: false,
  created_at: '2026-01-01T00:00:00.000Z',
};
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

setUpAppTests(PROFILES.agency);

describe('a website’s coupons', () => {
  it('shows how much of each coupon is used, and adds one with a number of uses, a last day and once per buyer', async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/landings/12/gateways/stripe/active': () => ({ body: { data: GATEWAY } }),
      'GET /api/v1/landings/12/coupons': () => ({ body: { data: [COUPON], meta: { total: 1 } } }),
      'POST /api/v1/landings/12/acct_123/coupons': (init) => {
        sent.push(body(init));
        return { status: 201, body: { data: { ...COUPON, id: 2, ...body(init), redemptions: 0 }, message: 'Coupon created.', success: true } };
      },
    });
    app = await openApp('/agency/websites/12/coupons');
    await waitFor(() => expect(app!.text()).toContain('Spring · 20% off · Used 3 of 10 · until 2099-06-30 · once per buyer'));

    await click(app!.button('Add coupon'));
    const dialog = app!.dialog('Add a coupon')!;
    changeValue(fieldByLabel(dialog, 'Name'), 'Launch');
    changeValue(fieldByLabel(dialog, 'Code buyers type'), 'launch');
    changeValue(fieldByLabel(dialog, 'Percent off'), '15');
    changeValue(fieldByLabel(dialog, 'Number of uses'), '0');
    await click(dialog.querySelector('button[type="submit"]'));
    expect(dialog.textContent).toContain('The number of uses must be at least 1.');
    expect(fieldByLabel(dialog, 'Number of uses').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);

    changeValue(fieldByLabel(dialog, 'Number of uses'), '100');
    changeValue(fieldByLabel(dialog, 'Last day'), '2099-12-31');
    await click([...dialog.querySelectorAll('label.check')].find((label) => label.textContent?.includes('Once per buyer'))!.querySelector('input'));
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ code: 'LAUNCH', percent_off: 15, max_redemptions: 100, redeem_by: '2099-12-31T23:59:59Z', once_per_buyer: true });
  });
});

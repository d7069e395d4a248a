import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvePaymentConnection } from '../../testing/payment-connection.ts';
import { demoSite, designOf, saveAndPublish } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { UNUSABLE_CARD_MESSAGE } from '../../services/payments/stripe-payment-provider.ts';
import { CHECKOUTS_PER_MINUTE } from './checkout.service.ts';
import { COUPON_EXPIRED_MESSAGE, COUPON_USED_BY_BUYER_MESSAGE, COUPON_USED_UP_MESSAGE } from './coupon-limits.ts';

let t: TestApp;
let token: string;
let landingId: number;
let host: string;
let accountId: string;
let stripe: Stripe;
const ids: { book?: number; club?: number } = {};

const api = (path: string) => `/api/v1/landings/${landingId}${path}`;

/** The agency connects its provider account: starts, approves on the provider's page, comes back through the callback. */
async function connectAccount() {
  const { callback } = await approvePaymentConnection(t, token, landingId);
  expect((await t.request({ method: 'GET', url: callback })).statusCode).toBe(302);
  return (await t.request({ method: 'GET', url: api('/gateways/stripe/active'), token })).json().data.account_id as string;
}

let buyer = 0;
const checkout = (payload: Record<string, unknown>, remoteAddress = `198.51.100.${++buyer}`) =>
  t.request({
    method: 'POST',
    url: '/api/v1/site/checkout',
    remoteAddress,
    headers: { host },
    payload: { elementId: 'element-pay', pageUrl: '/', email: `buyer-${buyer}@example.com`, name: 'Bea Buyer', payment_method: 'pm_card_visa', items: [{ productId: ids.book, quantity: 1 }], ...payload },
  });
const checkCoupon = (code: string, remoteAddress = `192.0.2.${++buyer}`) => t.request({ method: 'GET', url: `/api/v1/site/coupons/check?code=${code}`, remoteAddress, headers: { host } });
const createCoupon = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: api(`/${accountId}/coupons`), token, payload: { name: String(payload.code), ...payload } });
const lastOrder = () => t.db.selectFrom('shop_orders').select(['status', 'failure', 'coupon_code']).orderBy('id', 'desc').executeTakeFirstOrThrow();
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  let homePageId: number;
  ({ token, landingId, homePageId, host } = await demoSite(t));
  stripe = new Stripe('sk_test_checkout_limits', { host: t.payments.host, port: t.payments.port, protocol: 'http' });
  accountId = await connectAccount();
  ids.book = (await t.request({ method: 'POST', url: api(`/${accountId}/products`), token, payload: { name: 'Field guide', amount: 2500 } })).json().data.id;
  ids.club = (await t.request({ method: 'POST', url: api(`/${accountId}/products`), token, payload: { name: 'Walking club', amount: 1000, interval: 'month' } })).json().data.id;
  await saveAndPublish(
    t,
    token,
    landingId,
    homePageId,
    designOf([
      { key: 'order-select', id: 'element-select', props: { productIds: [ids.book, ids.club] } },
      { key: 'coupon', id: 'element-coupon' },
      { key: 'credit-card', id: 'element-pay', props: { successMessage: 'Thanks!' } },
    ]),
  );
});
afterAll(() => t.close());

describe('a payment method the provider refuses', () => {
  it('answers 422 on the card field when the card belongs to another provider account, and records the order failed', async () => {
    const elsewhere = await stripe.paymentMethods.create({ type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' } });
    const refused = await checkout({ payment_method: elsewhere.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: UNUSABLE_CARD_MESSAGE, errors: { payment_method: [UNUSABLE_CARD_MESSAGE] } });
    expect(await lastOrder()).toMatchObject({ status: 'failed', failure: UNUSABLE_CARD_MESSAGE });
  });

  it('answers 422 with the bank’s decline for a declined card typed into the card form', async () => {
    const typed = await stripe.paymentMethods.create({ type: 'card', card: { number: '4000000000000002', exp_month: 12, exp_year: 2034, cvc: '123' } }, { stripeAccount: accountId });
    const declined = await checkout({ payment_method: typed.id });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().errors.payment_method).toEqual(['Your card was declined.']);
  });

  it('answers 502 only when the provider itself fails', async () => {
    t.payments.setOutage(500);
    try {
      const failed = await checkout({});
      expect(failed.statusCode).toBe(502);
      expect(failed.json().message).toBe('The payment could not be completed. Please try again.');
    } finally {
      t.payments.setOutage(null);
    }
  });
});

describe('coupon limits', () => {
  it('keeps the number of uses, the end date and once per buyer, on the provider’s coupon too', async () => {
    const redeemBy = inAWeek();
    const made = await createCoupon({ code: 'LIMITED', percent_off: 10, max_redemptions: 5, redeem_by: redeemBy, once_per_buyer: true });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ code: 'LIMITED', max_redemptions: 5, redeem_by: new Date(redeemBy).toISOString(), once_per_buyer: true, redemptions: 0 });
    const row = await t.db.selectFrom('shop_coupons').select('provider_coupon_id').where('id', '=', made.json().data.id).executeTakeFirstOrThrow();
    const atProvider = await stripe.coupons.retrieve(row.provider_coupon_id, {}, { stripeAccount: accountId });
    expect(atProvider).toMatchObject({ max_redemptions: 5, redeem_by: Math.floor(Date.parse(redeemBy) / 1000) });

    const past = await createCoupon({ code: 'BYGONE', percent_off: 10, redeem_by: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.redeem_by).toEqual(['The end date must be in the future.']);
    const none = await createCoupon({ code: 'NEVER', percent_off: 10, max_redemptions: 0 });
    expect(none.json().errors.max_redemptions).toEqual(['The number of uses must be at least 1.']);
  });

  it('gives the last use to only one of two checkouts at once, counts only paid orders, and says so on the coupon check', async () => {
    await createCoupon({ code: 'LASTONE', amount_off: 500, max_redemptions: 1 });
    const declined = await checkout({ coupon: 'lastone', payment_method: 'pm_card_chargeDeclined' });
    expect(declined.json().errors.payment_method).toEqual(['Your card was declined.']);
    expect((await checkCoupon('LASTONE')).statusCode).toBe(200);

    const racing = await Promise.all([checkout({ coupon: 'LASTONE' }), checkout({ coupon: 'LASTONE' })]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    expect(racing.find((response) => response.statusCode === 422)!.json()).toMatchObject({ message: COUPON_USED_UP_MESSAGE, errors: { coupon: [COUPON_USED_UP_MESSAGE] } });
    const used = await checkCoupon('LASTONE');
    expect(used.statusCode).toBe(422);
    expect(used.json().errors.code).toEqual([COUPON_USED_UP_MESSAGE]);
    const listed = (await t.request({ method: 'GET', url: api('/coupons'), token })).json().data.find((coupon: { code: string }) => coupon.code === 'LASTONE');
    expect(listed).toMatchObject({ max_redemptions: 1, redemptions: 1 });
  });

  it('lets each buyer use a once-per-buyer coupon once, whatever the case of their address', async () => {
    await createCoupon({ code: 'WELCOME', percent_off: 15, once_per_buyer: true });
    expect((await checkout({ coupon: 'WELCOME', email: 'once@example.com' })).statusCode).toBe(200);
    const again = await checkout({ coupon: 'WELCOME', email: 'Once@Example.com' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.coupon).toEqual([COUPON_USED_BY_BUYER_MESSAGE]);
    expect((await checkout({ coupon: 'WELCOME', email: 'someone-else@example.com' })).statusCode).toBe(200);
  });

  it('refuses a coupon past its end date at checkout and on the check', async () => {
    await createCoupon({ code: 'ENDING', percent_off: 20, redeem_by: inAWeek() });
    await t.db.updateTable('shop_coupons').set({ redeem_by: new Date(Date.now() - 1000) }).where('code', '=', 'ENDING').execute();
    const ended = await checkout({ coupon: 'ENDING' });
    expect(ended.statusCode).toBe(422);
    expect(ended.json().errors.coupon).toEqual([COUPON_EXPIRED_MESSAGE]);
    expect((await checkCoupon('ENDING')).json().errors.code).toEqual([COUPON_EXPIRED_MESSAGE]);
  });

  it('holds one address to as many coupon checks a minute as payment attempts', async () => {
    const answers = [];
    for (let i = 0; i <= CHECKOUTS_PER_MINUTE; i++) answers.push((await checkCoupon(`GUESS${i}`, '203.0.113.9')).statusCode);
    expect(answers.slice(0, CHECKOUTS_PER_MINUTE).every((status) => status === 422)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe("the provider's coupon limits on agency subscriptions", () => {
  it('refuses a promotion code redeemed its maximum times, on the coupon field', async () => {
    const admin = await t.tokenFor(await t.createUser({ email: 'coupon-admin@example.test', role: 'Admin' }));
    const plan = (await t.request({ method: 'POST', url: '/api/v1/plans', token: admin, payload: { name: 'Coupon plan', type: 'agency' } })).json().data;
    await t.request({ method: 'POST', url: '/api/v1/prices', token: admin, payload: { plan_id: plan.id, amount: 4900, currency: 'usd', interval: 'month' } });
    const coupon = await stripe.coupons.create({ percent_off: 50, duration: 'once', max_redemptions: 1 });
    await stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: coupon.id }, code: 'HALFOFF' });

    const subscribeWith = async (name: string) => {
      const agency = await t.createAgency(name, { subscribed: false });
      const agencyToken = await t.tokenFor(agency.ownerId);
      await t.request({ method: 'POST', url: '/api/v1/payment-methods', token: agencyToken, payload: { payment_method: 'pm_card_visa' } });
      return t.request({ method: 'POST', url: `/api/v1/subscriptions/${plan.id}?coupon=HALFOFF`, token: agencyToken, payload: {} });
    };
    expect((await subscribeWith('First Coupon Agency')).statusCode).toBe(200);
    const second = await subscribeWith('Second Coupon Agency');
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.coupon).toEqual(['This coupon is not valid.']);
  });
});

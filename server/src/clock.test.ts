import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_STATE_MINUTES } from './modules/gateways/gateways.service.ts';
import { CHECKOUTS_PER_MINUTE } from './modules/shop/checkout.service.ts';
import { COUPON_EXPIRED_MESSAGE } from './modules/shop/coupon-limits.ts';
import { approvePaymentConnection } from './testing/payment-connection.ts';
import { demoSite } from './testing/site-fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Limits run on the app's Clock, so a test moves the Clock past them instead of waiting: the
 * app's Clock runs with the wall clock, moved on by `later`.
 */
let t: TestApp;
let movedOnMs = 0;
const later = (ms: number) => {
  movedOnMs += ms;
};
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(Date.now() + movedOnMs) } });
});
afterAll(() => t.close());

describe('limits on the Clock', () => {
  it("ends an admin's impersonation session 8 hours after it began", async () => {
    const agency = await t.createAgency('Watched Agency');
    const started = await t.request({ method: 'POST', url: `/api/v1/impersonate/${agency.ownerId}`, token: await t.login(ADMIN) });
    const token = started.json().access_token as string;
    const profile = () => t.request({ method: 'GET', url: '/api/v1/profile', token });

    later(8 * 60 * MINUTE - MINUTE);
    expect((await profile()).json().data).toMatchObject({ id: agency.ownerId, impersonator: { email: ADMIN.email } });
    later(2 * MINUTE);
    const ended = await profile();
    expect(ended.statusCode).toBe(401);
  });

  it('refuses a payment account connection approved after its 15 minutes, and takes one approved in time', async () => {
    const { token, landingId } = await demoSite(t);
    const approve = async () => {
      const { callback } = await approvePaymentConnection(t, token, landingId);
      return () => t.request({ method: 'GET', url: callback });
    };

    const slow = await approve();
    later((CONNECT_STATE_MINUTES + 1) * MINUTE);
    const refused = await slow();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This connection request is not valid or has expired. Start connecting the account again.');

    const quick = await approve();
    later((CONNECT_STATE_MINUTES - 1) * MINUTE);
    const connected = await quick();
    expect(connected.statusCode).toBe(302);
    expect(connected.headers.location).toBe(`/agency/websites/${landingId}/gateways?connected=1`);
  });

  it("lets an address that used up a minute's coupon checks check again once the minute has passed", async () => {
    const { host } = await demoSite(t);
    const check = () => t.request({ method: 'GET', url: '/api/v1/site/coupons/check?code=GUESS', remoteAddress: '203.0.113.50', headers: { host } });
    for (let i = 0; i < CHECKOUTS_PER_MINUTE; i++) expect((await check()).statusCode).toBe(422);
    const limited = await check();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many coupon checks\. Please try again in \d+ seconds\.$/);

    later(MINUTE + 1_000);
    expect((await check()).statusCode).toBe(422);
  });

  it('takes a coupon until its end date on the Clock, then refuses it as expired', async () => {
    const { token, landingId, host } = await demoSite(t);
    const [gateway] = (await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/gateways/all`, token })).json().data;
    const redeemBy = new Date(Date.now() + movedOnMs + 2 * 24 * 60 * MINUTE).toISOString();
    const made = await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/${gateway.account_id}/coupons`, token, payload: { name: 'Weekend', code: 'WEEKEND', percent_off: 15, redeem_by: redeemBy } });
    expect(made.statusCode).toBe(201);
    const check = () => t.request({ method: 'GET', url: '/api/v1/site/coupons/check?code=WEEKEND', remoteAddress: `203.0.113.${60 + Math.floor(movedOnMs / MINUTE) % 100}`, headers: { host } });
    expect((await check()).json().data).toMatchObject({ code: 'WEEKEND', percent_off: 15 });
    later(3 * 24 * 60 * MINUTE);
    const expired = await check();
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.code).toEqual([COUPON_EXPIRED_MESSAGE]);
  });
});

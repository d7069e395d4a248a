import { BLOCKED_AGENCY_MESSAGE } from '@tessera/core';
import { apps, cardDesigns, standaloneElements } from '@tessera/plugins';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { headlineDesign } from '../../testing/designs.ts';
import { openRealtimeTab } from '../../testing/realtime-tab.ts';
import { eventually } from '../../testing/site-fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from '../../testing/test-app.ts';

const DAY = 86_400;
let t: TestApp;
let adminToken: string;

/** A page design holding one Google Map, a premium element. */
function mapDesign() {
  const design = headlineDesign('Find us', 'map');
  design.sections[0]!.rows[0]!.columns[0]!.elements = [{ id: 'element-map', key: 'google-map', props: { address: 'Eiffel Tower, Paris' } } as never];
  return design;
}

async function createPlan(body: Record<string, unknown>, amount = 4900) {
  const plan = await t.request({ method: 'POST', url: '/api/v1/plans', token: adminToken, payload: body });
  expect(plan.statusCode, plan.body).toBe(200);
  const price = await t.request({ method: 'POST', url: '/api/v1/prices', token: adminToken, payload: { plan_id: plan.json().data.id, amount, currency: 'USD', interval: 'month' } });
  expect(price.statusCode, price.body).toBe(200);
  return { id: plan.json().data.id as number, name: plan.json().data.name as string, priceId: price.json().data.id as number };
}

/** A new agency, never subscribed (so blocked), whose owner has saved `card`. */
async function agencyWithCard(name: string, card = 'pm_card_visa') {
  const agency = await t.createAgency(name, { subscribed: false });
  const token = await t.tokenFor(agency.ownerId);
  const saved = await t.request({ method: 'POST', url: '/api/v1/payment-methods', token, payload: { payment_method: card } });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...agency, token };
}

const pageUrl = (agency: { landingId: number; pageId: number }) => `/api/v1/landings/${agency.landingId}/pages/${agency.pageId}`;

async function saveDesign(agency: { landingId: number; pageId: number; token: string }, design: unknown) {
  const { version } = (await t.request({ method: 'GET', url: pageUrl(agency), token: agency.token })).json().data;
  return t.request({ method: 'PUT', url: `${pageUrl(agency)}/design`, token: agency.token, payload: { design, version } });
}

const profileOf = async (token: string) => (await t.request({ method: 'GET', url: '/api/v1/profile', token })).json().data;
const invoicesOf = (agencyId: number) => t.db.selectFrom('billing_invoices').selectAll().where('agency_id', '=', agencyId).execute();

beforeAll(async () => {
  t = await createTestApp();
  await t.receivePaymentWebhooks();
  adminToken = await t.login(ADMIN);
});
afterAll(() => t.close());

describe('plans and prices', () => {
  it('keeps prices in integer cents at the provider, and refuses bad plans and prices with field errors, writing nothing', async () => {
    const plan = await createPlan({ name: 'Starter', type: 'agency', description: 'One website' }, 2900);
    const price = (await t.request({ method: 'GET', url: `/api/v1/prices/${plan.priceId}`, token: adminToken })).json().data;
    expect(price).toMatchObject({ plan_id: plan.id, amount: 2900, currency: 'usd', interval: 'month', active: true });

    const fractional = await t.request({ method: 'POST', url: '/api/v1/prices', token: adminToken, payload: { plan_id: plan.id, amount: 29.5, currency: 'usd', interval: 'month' } });
    expect(fractional.statusCode).toBe(422);
    expect(fractional.json().errors.amount).toEqual(['The amount must be a whole number of cents.']);
    const weekly = await t.request({ method: 'POST', url: '/api/v1/prices', token: adminToken, payload: { plan_id: plan.id, amount: 900, currency: 'usd', interval: 'week' } });
    expect(weekly.json().errors.interval).toEqual(['The interval must be month or year.']);
    const twice = await t.request({ method: 'POST', url: '/api/v1/plans', token: adminToken, payload: { name: 'Starter', type: 'agency' } });
    expect(twice.json().errors.name).toEqual(['A plan with this name already exists.']);
    const unknown = await t.request({ method: 'POST', url: '/api/v1/plans', token: adminToken, payload: { name: 'Typo', type: 'agency', premium_elements: ['google-mapp'] } });
    expect(unknown.json().errors.premium_elements).toEqual(['Not an installed premium element: google-mapp.']);

    const plans = (await t.request({ method: 'GET', url: '/api/v1/subscriptions/plans', token: adminToken })).json().data;
    expect(plans.map((entry: { name: string }) => entry.name)).toEqual(['Starter']);
    expect(plans[0].prices).toHaveLength(1);
    const offered = await t.request({ method: 'GET', url: '/api/v1/subscriptions/plans/Starter' });
    expect(offered.json().data).toMatchObject({ name: 'Starter', type: 'agency' });
  });

  it('grants a premium element per plan with one matrix cell, and refuses a plugin that is not an installed premium one', async () => {
    const columns = (await t.request({ method: 'GET', url: '/api/v1/plans/premium-plugins', token: adminToken })).json().data;
    // Every installed premium plugin, in the manifest's order: standalone elements (an app's come with the app), apps, card designs.
    expect(columns).toEqual([
      ...standaloneElements.filter((element) => element.premium).map((element) => ({ id: element.id, label: element.label, kind: 'element' })),
      ...apps.filter((app) => app.premium).map((app) => ({ id: app.id, label: app.label, kind: 'app' })),
      ...cardDesigns.filter((design) => design.premium).map((design) => ({ id: design.id, label: `${design.label} card`, kind: 'card-design' })),
    ]);
    const element = standaloneElements.find((entry) => entry.premium)!.id;
    const plan = await createPlan({ name: 'Matrix', type: 'agency' });
    const cell = (id: string, granted: boolean) => t.request({ method: 'PUT', url: `/api/v1/plans/${plan.id}/premium/${id}`, token: adminToken, payload: { granted } });
    expect((await cell(element, true)).json().data.premium_elements).toEqual([element]);
    expect((await cell(element, true)).json().data.premium_elements).toEqual([element]);
    expect((await cell(element, false)).json().data.premium_elements).toEqual([]);
    // A premium card design is granted with the elements.
    const design = cardDesigns.find((entry) => entry.premium)!.id;
    expect((await cell(design, true)).json().data.premium_elements).toEqual([design]);
    const freeElement = standaloneElements.find((entry) => !entry.premium)!.id;
    const free = await cell(freeElement, true);
    expect(free.statusCode).toBe(404);
    expect(free.json().message).toBe(`No installed premium plugin is called ${freeElement}.`);
  });

  it('keeps the terms of a price that has subscribers', async () => {
    const plan = await createPlan({ name: 'Fixed terms', type: 'agency' });
    const agency = await agencyWithCard('Fixed Terms Agency');
    await t.request({ method: 'POST', url: `/api/v1/subscriptions/${plan.id}`, token: agency.token });
    const raised = await t.request({ method: 'PUT', url: `/api/v1/prices/${plan.priceId}`, token: adminToken, payload: { amount: 9900 } });
    expect(raised.statusCode).toBe(422);
    expect((await t.request({ method: 'GET', url: `/api/v1/prices/${plan.priceId}`, token: adminToken })).json().data.amount).toBe(4900);
    const retired = await t.request({ method: 'PUT', url: `/api/v1/prices/${plan.priceId}`, token: adminToken, payload: { active: false } });
    expect(retired.json().data.active).toBe(false);
  });
});

describe('subscribing', () => {
  it('subscribes with the default card, unblocks the agency and records the paid invoice from the webhook once', async () => {
    const plan = await createPlan({ name: 'Growth', type: 'agency' });
    const agency = await agencyWithCard('Growth Agency');
    expect((await profileOf(agency.token)).blocked).toBe(true);

    const subscribed = await t.request({ method: 'POST', url: `/api/v1/subscriptions/${plan.id}`, token: agency.token });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(subscribed.json()).toMatchObject({ message: 'You are subscribed.', requires_action: false, data: { subscribed: true, stripe_status: 'active' } });
    expect(subscribed.json().data.subscriptions[0]).toMatchObject({ section: 'agency', plan: { name: 'Growth' }, price: { amount: 4900, currency: 'usd' }, status: 'active' });
    expect((await profileOf(agency.token)).blocked).toBe(false);

    await t.payments.settled();
    const invoices = await invoicesOf(agency.agencyId);
    expect(invoices.map((invoice) => [invoice.status, invoice.amount_paid])).toEqual([['paid', 4900]]);
    const overview = (await t.request({ method: 'GET', url: '/api/v1/subscriptions/current', token: agency.token })).json().data;
    expect(overview.invoices).toEqual([expect.objectContaining({ status: 'paid', amount_paid: 4900, currency: 'usd' })]);
  });

  it('leaves the agency unsubscribed with the provider’s message when the card is declined', async () => {
    const plan = await createPlan({ name: 'Declined plan', type: 'agency' });
    const agency = await agencyWithCard('Declined Agency', 'pm_card_chargeCustomerFail');
    const refused = await t.request({ method: 'POST', url: `/api/v1/subscriptions/${plan.id}`, token: agency.token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.payment_method).toEqual(['Your card was declined.']);
    expect((await profileOf(agency.token)).blocked).toBe(true);
    expect(await t.db.selectFrom('agency_subscriptions').select('id').where('agency_id', '=', agency.agencyId).execute()).toEqual([]);
  });

  it('asks for a card first, checks the section against the plan type, and takes a coupon off the first invoice', async () => {
    const plan = await createPlan({ name: 'Coupon plan', type: 'agency' });
    const cardless = await t.createAgency('Cardless Agency', { subscribed: false });
    const noCard = await t.request({ method: 'POST', url: `/api/v1/subscriptions/${plan.id}`, token: await t.tokenFor(cardless.ownerId) });
    expect(noCard.json().errors.payment_method).toEqual(['Add a card before subscribing.']);

    const agency = await agencyWithCard('Coupon Agency');
    const wrongSection = await t.request({ method: 'POST', url: `/api/v1/subscriptions/${plan.id}`, query: { section: 'reseller' }, token: agency.token });
    expect(wrongSection.json().errors.section).toEqual(['Coupon plan is a plan of type agency, not reseller.']);
    const badCoupon = await t.request({ method: 'POST', url: '/api/v1/subscriptions/check-coupon', query: { code: 'NOPE' }, token: agency.token });
    expect(badCoupon.json().errors.code).toEqual(['This coupon is not valid.']);

    const stripe = new Stripe('sk_test_admin', { host: t.payments.host, port: t.payments.port, protocol: 'http' });
    const coupon = await stripe.coupons.create({ percent_off: 50, duration: 'once' });
    await stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: coupon.id }, code: 'HALF' });
    const checked = await t.request({ method: 'POST', url: '/api/v1/subscriptions/check-coupon', query: { code: 'half' }, token: agency.token });
    expect(checked.json().data).toMatchObject({ code: 'HALF', percent_off: 50, plan_id: null });
    expect(checked.json().coupon, 'the key spec §7 names').toEqual(checked.json().data);
    const notForAPlan = await t.request({ method: 'POST', url: '/api/v1/subscriptions/promo', payload: { code: 'HALF' }, token: agency.token });
    expect(notForAPlan.json().errors.code).toEqual(['This promo code is not for a plan.']);
    await stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: coupon.id }, code: 'COUPONPLAN', metadata: { plan_id: String(plan.id) } });
    const promo = await t.request({ method: 'POST', url: '/api/v1/subscriptions/promo', payload: { code: 'couponplan' }, token: agency.token });
    expect(promo.json().data).toMatchObject({ planId: plan.id, coupon: { code: 'COUPONPLAN', percent_off: 50, plan_id: plan.id } });
    expect(promo.json().planId, 'the key spec §7 names').toBe(plan.id);
    await t.request({ method: 'POST', url: `/api/v1/subscriptions/${plan.id}`, query: { coupon: 'HALF' }, token: agency.token });
    await t.payments.settled();
    expect((await invoicesOf(agency.agencyId)).map((invoice) => invoice.amount_paid)).toEqual([2450]);
  });

  it('starts a plan whose first payment the bank asks about once the customer confirms it', async () => {
    const plan = await createPlan({ name: 'Secure plan', type: 'agency' });
    const agency = await agencyWithCard('Secure Agency', 'pm_card_authenticationRequired');
    const asked = await t.request({ method: 'POST', url: `/api/v1/subscriptions/${plan.id}`, token: agency.token });
    expect(asked.json()).toMatchObject({ requires_action: true, client_secret: expect.stringMatching(/^pi_\w+_secret_\w+$/), message: 'Your bank asks you to confirm this payment.' });
    expect((await profileOf(agency.token)).blocked).toBe(true);
    const waiting = (await t.request({ method: 'GET', url: '/api/v1/subscriptions/current', token: agency.token })).json().data;
    expect(waiting.subscriptions[0]).toMatchObject({ status: 'incomplete', pending_client_secret: asked.json().client_secret });

    // What the provider's script does when the customer approves: confirm the PaymentIntent with its secret.
    const secret: string = asked.json().client_secret;
    const confirmed = await t.request({ method: 'POST', url: `/dev/payments/payment_intents/${secret.split('_secret_')[0]}/confirm`, payload: { client_secret: secret } });
    expect(confirmed.json().status).toBe('succeeded');
    const active = (await t.request({ method: 'GET', url: '/api/v1/subscriptions/current', token: agency.token })).json().data;
    expect(active).toMatchObject({ subscribed: true, stripe_status: 'active' });
    expect(active.subscriptions[0]).toMatchObject({ status: 'active', pending_client_secret: null });
    expect((await profileOf(agency.token)).blocked).toBe(false);
  });

  it('blocks writes after a cancel, and lets them through again after resume', async () => {
    const plan = await createPlan({ name: 'Cancel plan', type: 'agency' });
    const agency = await agencyWithCard('Cancel Agency');
    await t.request({ method: 'POST', url: `/api/v1/subscriptions/${plan.id}`, token: agency.token });
    expect((await saveDesign(agency, headlineDesign('Before'))).statusCode).toBe(200);

    const othersCancel = await t.request({ method: 'DELETE', url: `/api/v1/subscriptions/${agency.ownerId + 1000}/agency/cancel`, token: agency.token });
    expect(othersCancel.statusCode).toBe(404);
    const canceled = await t.request({ method: 'DELETE', url: `/api/v1/subscriptions/${agency.ownerId}/agency/cancel`, token: agency.token });
    expect(canceled.json().data).toMatchObject({ subscribed: false, stripe_status: 'canceled' });
    const refused = await saveDesign(agency, headlineDesign('While canceled'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(BLOCKED_AGENCY_MESSAGE);

    const resumed = await t.request({ method: 'POST', url: '/api/v1/subscriptions/resume', token: agency.token });
    expect(resumed.json().data).toMatchObject({ blocked: false, subscribed: true });
    expect(resumed.json().user, 'the key spec §7 names').toEqual(resumed.json().data);
    expect((await saveDesign(agency, headlineDesign('After'))).statusCode).toBe(200);
  });

  it('blocks the agency when a renewal fails on the provider’s clock', async () => {
    const plan = await createPlan({ name: 'Renewal plan', type: 'agency' });
    const agency = await agencyWithCard('Renewal Agency');
    await t.request({ method: 'POST', url: `/api/v1/subscriptions/${plan.id}`, token: agency.token });
    // The card disappears at the provider (expired, removed by the bank): the next renewal cannot be paid.
    const card = (await t.db.selectFrom('agencies').select('default_payment_method').where('id', '=', agency.agencyId).executeTakeFirstOrThrow()).default_payment_method!;
    await new Stripe('sk_test_admin', { host: t.payments.host, port: t.payments.port, protocol: 'http' }).paymentMethods.detach(card);

    await t.payments.advanceClock(32 * DAY);
    await t.payments.settled();
    expect((await profileOf(agency.token)).blocked).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/v1/subscriptions/current', token: agency.token })).json().data.stripe_status).toBe('past_due');
    expect((await saveDesign(agency, headlineDesign('Unpaid'))).statusCode).toBe(403);
    expect((await invoicesOf(agency.agencyId)).map((invoice) => invoice.status).sort()).toEqual(['open', 'paid']);

    // A new card and resume: the unpaid subscription ends (no more retries on it) and a new one pays.
    const methods = (await t.request({ method: 'POST', url: '/api/v1/payment-methods', token: agency.token, payload: { payment_method: 'pm_card_visa' } })).json().data;
    await t.request({ method: 'PUT', url: `/api/v1/payment-methods/${methods[0].id}/default`, token: agency.token });
    expect((await t.request({ method: 'POST', url: '/api/v1/subscriptions/resume', token: agency.token })).json().data.blocked).toBe(false);
    const statuses = await t.db.selectFrom('agency_subscriptions').select('status').where('agency_id', '=', agency.agencyId).orderBy('id').execute();
    expect(statuses.map((row) => row.status)).toEqual(['canceled', 'active']);
  });
});

describe('premium elements follow the plan', () => {
  it('refuses a premium element until the admin ticks it for the agency’s plan, then accepts it on the next save', async () => {
    const plan = await createPlan({ name: 'Maps later', type: 'agency' });
    const agency = await agencyWithCard('Maps Agency');
    await t.request({ method: 'POST', url: `/api/v1/subscriptions/${plan.id}`, token: agency.token });

    const refused = await saveDesign(agency, mapDesign());
    expect(refused.statusCode).toBe(422);
    const editorUrl = { method: 'GET' as const, url: '/api/v1/editor-data', token: agency.token, query: { landing_id: String(agency.landingId) } };
    expect((await t.request(editorUrl)).json().data.premium_elements).toEqual([]);

    await t.request({ method: 'PUT', url: `/api/v1/plans/${plan.id}/premium/google-map`, token: adminToken, payload: { granted: true } });
    expect((await t.request(editorUrl)).json().data.premium_elements).toEqual(['google-map']);
    expect((await saveDesign(agency, mapDesign())).statusCode).toBe(200);
  });

  it('adds an app plan’s elements to the agency plan, and an unlimited plan grants every premium element', async () => {
    const base = await createPlan({ name: 'Base', type: 'agency' });
    const maps = await createPlan({ name: 'Maps app', type: 'app', premium_elements: ['google-map'] }, 900);
    const agency = await agencyWithCard('App Agency');
    await t.request({ method: 'POST', url: `/api/v1/subscriptions/${base.id}`, token: agency.token });
    const wrongSection = await t.request({ method: 'POST', url: `/api/v1/subscriptions/${maps.id}`, query: { section: `app-${base.id}` }, token: agency.token });
    expect(wrongSection.json().errors.section).toEqual([`An app plan is subscribed with section=app-${maps.id}.`]);
    const app = await t.request({ method: 'POST', url: `/api/v1/subscriptions/${maps.id}`, query: { section: `app-${maps.id}` }, token: agency.token });
    expect(app.json().data.subscriptions.map((entry: { section: string }) => entry.section).sort()).toEqual(['agency', 'app']);
    const seenByAdmin = (await t.request({ method: 'GET', url: `/api/v1/agencies/${agency.agencyId}`, token: adminToken })).json().data;
    expect(seenByAdmin).toMatchObject({ subscribed: true, plan_name: 'Base', billing: { stripe_status: 'active', app_plans: [maps.id], reseller_plan: null } });
    expect(seenByAdmin.billing.default_payment_method).toMatch(/^pm_/);
    expect((await saveDesign(agency, mapDesign())).statusCode).toBe(200);

    await createPlan({ name: 'Reseller unlimited', type: 'reseller', unlimited: true }, 19900);
    const reseller = await agencyWithCard('Reseller Agency');
    const unlimited = await t.request({ method: 'POST', url: '/api/v1/subscriptions/subscribe-unlimited', token: reseller.token });
    expect(unlimited.statusCode, unlimited.body).toBe(200);
    const editor = await t.request({ method: 'GET', url: '/api/v1/editor-data', token: reseller.token, query: { landing_id: String(reseller.landingId) } });
    expect(editor.json().data.all_premium_elements).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/v1/config' })).json().data.unlimitedPlans).toEqual(['Reseller unlimited']);
  });
});

describe('signing up through an order page', () => {
  const signup = { name: 'Olga', agency_name: 'Olga Studio', password: 'olga-password-1', password_confirmation: 'olga-password-1', plan: 'Order plan' };

  it('pays with the card and lands subscribed, or refuses a declined card with the provider’s message and creates no account', async () => {
    await createPlan({ name: 'Order plan', type: 'agency' });
    const declined = await t.request({ method: 'POST', url: '/api/v1/order', payload: { ...signup, email: 'declined@example.test', payment_method: 'pm_card_chargeDeclined' } });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().errors.payment_method).toEqual(['Your card was declined.']);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'declined@example.test').execute()).toEqual([]);

    const paid = await t.request({ method: 'POST', url: '/api/v1/order', payload: { ...signup, email: 'olga@example.test', payment_method: 'pm_card_visa' } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ subscribed: true, uid: expect.any(Number) });
    const profile = await profileOf(paid.json().access_token);
    expect(profile).toMatchObject({ blocked: false, subscribed: true, agency: { name: 'Olga Studio' } });
    const methods = (await t.request({ method: 'GET', url: '/api/v1/payment-methods', token: paid.json().access_token })).json().data;
    expect(methods).toEqual([expect.objectContaining({ last4: '4242', default: true })]);

    // The same order sent twice at once (a retried request): one account, one subscription, still paid.
    const stripe = new Stripe('sk_test_admin', { host: t.payments.host, port: t.payments.port, protocol: 'http' });
    const intent = await stripe.setupIntents.confirm((await stripe.setupIntents.create({ usage: 'off_session' })).id, { payment_method: 'pm_card_visa' });
    const twice = await Promise.all([1, 2].map(() => t.request({ method: 'POST', url: '/api/v1/order', payload: { ...signup, email: 'twice@example.test', payment_method: intent.payment_method } })));
    expect(twice.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    const winner = twice.find((response) => response.statusCode === 200)!.json();
    expect(await profileOf(winner.access_token)).toMatchObject({ subscribed: true, blocked: false });
    const customer = (await t.db.selectFrom('agencies').select('provider_customer_id').where('name', '=', 'Olga Studio').orderBy('id', 'desc').executeTakeFirstOrThrow()).provider_customer_id!;
    expect((await stripe.subscriptions.list({ customer })).data.map((subscription) => subscription.status)).toEqual(['active']);

    const unknownPlan = await t.request({ method: 'POST', url: '/api/v1/order', payload: { ...signup, plan: 'No such plan', email: 'nobody@example.test', payment_method: 'pm_card_visa' } });
    expect(unknownPlan.json().errors.plan).toEqual(['The selected plan is invalid.']);
  });
});

describe('payment methods', () => {
  it('refuses to save a declined card with the provider’s message', async () => {
    const agency = await t.createAgency('Refused Card Agency', { subscribed: false });
    const token = await t.tokenFor(agency.ownerId);
    const refused = await t.request({ method: 'POST', url: '/api/v1/payment-methods', token, payload: { payment_method: 'pm_card_chargeDeclined' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.payment_method).toEqual(['Your card was declined.']);
    expect((await t.request({ method: 'GET', url: '/api/v1/payment-methods', token })).json().data).toEqual([]);
  });

  it('lists saved cards without their numbers, switches the default and keeps the paying card', async () => {
    const plan = await createPlan({ name: 'Cards plan', type: 'agency' });
    const agency = await agencyWithCard('Cards Agency');
    const secret = (await t.request({ method: 'GET', url: '/api/v1/payment-methods/secret', token: agency.token })).json().data;
    expect(secret).toMatchObject({ publishable_key: 'pk_test_local_fake', script_url: '/dev/payments/stripe.js' });
    expect(secret.client_secret).toMatch(/^seti_\w+_secret_\w+$/);
    await t.request({ method: 'POST', url: `/api/v1/subscriptions/${plan.id}`, token: agency.token });
    const [first] = (await t.request({ method: 'GET', url: '/api/v1/payment-methods', token: agency.token })).json().data;
    expect(first).toMatchObject({ brand: 'visa', last4: '4242', default: true });
    expect(JSON.stringify(first)).not.toContain('4242424242424242');

    const kept = await t.request({ method: 'DELETE', url: `/api/v1/payment-methods/${first.id}`, token: agency.token });
    expect(kept.json().errors.payment_method).toEqual(['Your subscription pays with this card. Make another card the default first.']);
    const two = (await t.request({ method: 'POST', url: '/api/v1/payment-methods', token: agency.token, payload: { payment_method: 'pm_card_visa' } })).json().data;
    const second = two.find((method: { id: string }) => method.id !== first.id);
    await t.request({ method: 'PUT', url: `/api/v1/payment-methods/${second.id}/default`, token: agency.token });
    const left = (await t.request({ method: 'DELETE', url: `/api/v1/payment-methods/${first.id}`, token: agency.token })).json().data;
    expect(left).toEqual([expect.objectContaining({ id: second.id, default: true })]);

    const stranger = await agencyWithCard('Stranger Agency');
    const foreign = await t.request({ method: 'PUT', url: `/api/v1/payment-methods/${second.id}/default`, token: stranger.token });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the payment webhook', () => {
  it('refuses a bad signature with 400 and records nothing', async () => {
    const body = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_forged', customer: 'cus_x' } } });
    const response = await t.request({ method: 'POST', url: '/api/v1/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The webhook signature is not valid.');
    expect(await t.db.selectFrom('payment_webhook_events').select('id').where('id', '=', 'evt_forged').execute()).toEqual([]);
  });

  it("tells the agency's open tabs at once when its subscription changes, and no other agency's", async () => {
    const plan = await createPlan({ name: 'Live plan', type: 'agency' });
    const agency = await agencyWithCard('Live Agency');
    const bystander = await agencyWithCard('Bystander Agency');
    const port = (t.app.server.address() as AddressInfo).port;
    const [tab, bystanderTab] = await Promise.all([openRealtimeTab(port, agency.token), openRealtimeTab(port, bystander.token)]);
    await t.request({ method: 'POST', url: `/api/v1/subscriptions/${plan.id}`, token: agency.token });
    await t.payments.settled();
    await eventually(async () => tab.heard.find((event) => event.type === 'subscription.changed' && event.status === 'active'), 5000, 'the subscription event');
    expect(bystanderTab.heard).toEqual([]);
    tab.close();
    bystanderTab.close();
  });

  it('applies the same event delivered twice once, recording one invoice', async () => {
    const plan = await createPlan({ name: 'Twice plan', type: 'agency' });
    const agency = await agencyWithCard('Twice Agency');
    await t.request({ method: 'POST', url: `/api/v1/subscriptions/${plan.id}`, token: agency.token });
    await t.payments.settled();
    const [invoice] = await invoicesOf(agency.agencyId);
    const event = JSON.stringify({
      id: 'evt_twice',
      object: 'event',
      type: 'invoice.paid',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'in_twice', object: 'invoice', customer: (await t.db.selectFrom('agencies').select('provider_customer_id').where('id', '=', agency.agencyId).executeTakeFirstOrThrow()).provider_customer_id, subscription: null, status: 'paid', amount_due: 4900, amount_paid: 4900, currency: 'usd', created: Math.floor(Date.now() / 1000) } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: t.payments.webhookSecret });
    const send = () => t.request({ method: 'POST', url: '/api/v1/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: event });
    expect((await send()).json()).toEqual({ received: true, outcome: 'processed' });
    expect((await send()).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await invoicesOf(agency.agencyId)).map((row) => row.provider_invoice_id).sort()).toEqual([invoice!.provider_invoice_id, 'in_twice'].sort());
    const recorded = await t.db.selectFrom('payment_webhook_events').select('deliveries').where('id', '=', 'evt_twice').executeTakeFirstOrThrow();
    expect(recorded.deliveries).toBe(2);
  });
});

import { elements as installedElements } from '@tessera/plugins';
import { defineElement, siteReference, z } from '@tessera/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvePaymentConnection } from '../../testing/payment-connection.ts';
import { addPage, demoSite, designOf, eventually, saveAndPublish, visit } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { WebhookReceiver } from '../../testing/webhook-receiver.ts';
import { CHECKOUTS_PER_MINUTE } from './checkout.service.ts';

/** An outside developer's element that offers a bundle of the website's products, declaring its part in checkout. */
const bundle = defineElement<{ bundled: number[] }>({
  id: 'acme-bundle',
  version: '1.0.0',
  label: 'Bundle',
  category: 'order',
  premium: false,
  icon: 'package',
  props: z.object({ bundled: z.array(siteReference('product')).max(10).default([]) }),
  Render: () => null,
  Panel: async () => ({ default: () => null }),
  checkout: { offers: (props) => props.bundled },
});

let t: TestApp;
let token: string;
let landingId: number;
let homePageId: number;
let host: string;
let accountId: string;
const hooks = new WebhookReceiver();

const api = (path: string) => `/api/v1/landings/${landingId}${path}`;
/** The agency starts connecting, approves on the provider's page, and is sent back to the callback. */
const connectAccount = () => approvePaymentConnection(t, token, landingId);

beforeAll(async () => {
  t = await createTestApp({ elements: [...installedElements, bundle] });
  ({ token, landingId, homePageId, host } = await demoSite(t));
  await t.receivePaymentWebhooks();
  await hooks.start();
});
afterAll(async () => {
  await hooks.stop();
  await t.close();
});

describe('payment gateways', () => {
  it('names the configured callback address to the provider whatever forwarding headers say', async () => {
    const started = await t.request({ method: 'POST', url: api('/gateways/stripe'), token, headers: { 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' } });
    const redirectUri = new URL(started.json().data.authorize_url, 'http://localhost').searchParams.get('redirect_uri');
    expect(redirectUri).toBe('http://sites.test:3000/api/v1/auth/stripe/callback');
  });

  it('connects the agency’s account through the provider’s OAuth and keeps its tokens sealed', async () => {
    const { callback } = await connectAccount();
    const back = await t.request({ method: 'GET', url: callback });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/agency/websites/${landingId}/gateways?connected=1`);

    const all = await t.request({ method: 'GET', url: api('/gateways/all'), token });
    const [gateway] = all.json().data;
    expect(gateway).toMatchObject({ platform: 'stripe', status: 'active', currency: 'usd', account_id: expect.stringMatching(/^acct_/), name: `account-${gateway.id}` });
    expect(all.body).not.toMatch(/sk_test|rt_|sealed/);
    accountId = gateway.account_id;
    const stored = await t.db.selectFrom('payment_gateways').select('sealed_secrets').where('id', '=', gateway.id).executeTakeFirstOrThrow();
    expect(stored.sealed_secrets).toMatch(/^v1\./);
    expect(stored.sealed_secrets).not.toContain('sk_test');

    expect((await t.request({ method: 'GET', url: api('/gateways/stripe/active'), token })).json().data.id).toBe(gateway.id);
    expect((await t.request({ method: 'POST', url: api('/gateways/stripe/check'), token })).json().data).toEqual({ connected: true, charges_enabled: true, account_id: accountId });
    const verified = await t.request({ method: 'POST', url: `/api/v1/stripe-accounts/verify?landing_id=${landingId}`, token, payload: { gateway_id: gateway.id } });
    expect(verified.json().data).toMatchObject({ verified: true, charges_enabled: true });
  });

  it('refuses a forged state, and a state used once already', async () => {
    const forged = await t.request({ method: 'GET', url: '/api/v1/auth/stripe/callback?code=ac_whatever&state=forged-state' });
    expect(forged.statusCode).toBe(403);
    const { callback } = await connectAccount();
    const code = new URL(callback, 'http://x').searchParams.get('code');
    const state = new URL(callback, 'http://x').searchParams.get('state');
    const cancelled = await t.request({ method: 'GET', url: `/api/v1/auth/stripe/callback?state=${state}&error=access_denied` });
    expect(cancelled.headers.location).toBe(`/agency/websites/${landingId}/gateways?cancelled=1`);
    const reused = await t.request({ method: 'GET', url: `/api/v1/auth/stripe/callback?state=${state}&code=${code}` });
    expect(reused.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: api('/gateways/all'), token })).json().data).toHaveLength(1);
  });

  it('is the agency’s own: another agency reaches neither the gateways nor the products', async () => {
    const other = await t.createAgency('Other Shop');
    const otherToken = await t.tokenFor(other.ownerId);
    expect((await t.request({ method: 'GET', url: api('/gateways/all'), token: otherToken })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: api(`/${accountId}/products`), token: otherToken, payload: { name: 'x', amount: 500 } })).statusCode).toBe(404);
  });
});

describe('products, coupons and checkout', () => {
  const ids: { book?: number; club?: number; coupon?: number } = {};

  it('creates a one-time and a recurring product and a 20% coupon on the connected account', async () => {
    const book = await t.request({ method: 'POST', url: api(`/${accountId}/products`), token, payload: { name: 'Field guide', amount: 2500 } });
    expect(book.statusCode).toBe(201);
    expect(book.json().data).toMatchObject({ name: 'Field guide', amount: 2500, currency: 'usd', interval: null, payment_link_url: expect.stringMatching(/^https:/) });
    const club = await t.request({ method: 'POST', url: api(`/${accountId}/products`), token, payload: { name: 'Walking club', amount: 1000, interval: 'month' } });
    expect(club.json().data.interval).toBe('month');
    const coupon = await t.request({ method: 'POST', url: api(`/${accountId}/coupons`), token, payload: { name: 'Spring', code: 'spring20', percent_off: 20 } });
    expect(coupon.statusCode).toBe(201);
    expect(coupon.json().data).toMatchObject({ code: 'SPRING20', percent_off: 20 });
    ids.book = book.json().data.id;
    ids.club = club.json().data.id;
    ids.coupon = coupon.json().data.id;

    const bad = await t.request({ method: 'POST', url: api(`/${accountId}/coupons`), token, payload: { name: 'Both', code: 'BOTH', percent_off: 10, amount_off: 100 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.percent_off).toEqual(['Give either a percentage or an amount off.']);
    const cheap = await t.request({ method: 'POST', url: api(`/${accountId}/products`), token, payload: { name: 'Too cheap', amount: 10 } });
    expect(cheap.json().errors.amount).toEqual(['The amount must be at least 50 cents.']);
    const unknownAccount = await t.request({ method: 'POST', url: api('/acct_notours/products'), token, payload: { name: 'x', amount: 500 } });
    expect(unknownAccount.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: api('/products'), token })).json().data).toHaveLength(2);
  });

  it('keeps a product’s image: set when made or later, cleared, refused when not an image address, never another agency’s to change', async () => {
    const made = await t.request({ method: 'POST', url: api(`/${accountId}/products`), token, payload: { name: 'Poster', amount: 1500, image: 'https://cdn.example.com/poster.webp' } });
    expect(made.statusCode).toBe(201);
    expect(made.json().data.image).toBe('https://cdn.example.com/poster.webp');
    const posterId: number = made.json().data.id;
    const stored = await t.db.selectFrom('shop_products').select('image').where('id', '=', posterId).executeTakeFirstOrThrow();
    expect(stored.image).toBe('https://cdn.example.com/poster.webp');

    const bad = await t.request({ method: 'POST', url: api(`/${accountId}/products`), token, payload: { name: 'Bad', amount: 1500, image: 'javascript:alert(1)' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.image).toEqual(['Use an http(s) address or an uploaded image.']);
    const badUpdate = await t.request({ method: 'PUT', url: api(`/${accountId}/products/${posterId}`), token, payload: { image: 42 } });
    expect(badUpdate.statusCode).toBe(422);
    expect(badUpdate.json().errors.image).toBeDefined();

    const changed = await t.request({ method: 'PUT', url: api(`/${accountId}/products/${posterId}`), token, payload: { image: '/uploads/poster-2.webp' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Poster', image: '/uploads/poster-2.webp' });
    const listed = (await t.request({ method: 'GET', url: api('/products'), token })).json().data;
    expect(listed.find((product: { id: number }) => product.id === posterId).image).toBe('/uploads/poster-2.webp');

    const other = await t.createAgency('Image Thief');
    const otherToken = await t.tokenFor(other.ownerId);
    const foreign = await t.request({ method: 'PUT', url: api(`/${accountId}/products/${posterId}`), token: otherToken, payload: { image: '/uploads/theirs.webp' } });
    expect(foreign.statusCode).toBe(404);

    const cleared = await t.request({ method: 'PUT', url: api(`/${accountId}/products/${posterId}`), token, payload: { image: '' } });
    expect(cleared.json().data.image).toBeNull();
    expect((await t.request({ method: 'DELETE', url: api(`/${accountId}/products/${posterId}`), token })).statusCode).toBe(200);
  });

  const checkoutDesign = () =>
    designOf([
      { key: 'order-select', id: 'element-select', props: { productIds: [ids.book, ids.club] } },
      { key: 'coupon', id: 'element-coupon' },
      { key: 'order-summary', id: 'element-summary' },
      { key: 'credit-card', id: 'element-pay', props: { successMessage: 'Thanks for your order!' } },
      { key: 'stripe-link', id: 'element-link', props: { productId: ids.book } },
    ]);

  // Each buyer pays from an address of their own: one address is held to CHECKOUTS_PER_MINUTE (tested below).
  let buyer = 0;
  const checkout = (payload: Record<string, unknown>, remoteAddress = `198.51.100.${++buyer}`) =>
    t.request({
      method: 'POST',
      url: '/api/v1/site/checkout',
      remoteAddress,
      headers: { host },
      payload: { elementId: 'element-pay', pageUrl: '/', email: 'buyer@example.com', name: 'Bea Buyer', payment_method: 'pm_card_visa', ...payload },
    });

  it('publishes the five order elements with the website’s products', async () => {
    const hook = await t.request({ method: 'POST', url: api('/webhooks'), token, payload: { url: `http://127.0.0.1:${hooks.port}/orders`, events: ['order.paid'] } });
    expect(hook.statusCode).toBe(201);
    await saveAndPublish(t, token, landingId, homePageId, checkoutDesign());
    const page = await visit(t, host);
    expect(page.body).toContain('Field guide');
    expect(page.body).toContain('$10.00</span> <span class="ts-order-select__cadence">/ month');
    expect(page.body).toContain('data-account="' + accountId + '"');
    expect(page.body).toMatch(/href="https:\/\/buy\.stripe\.test\/plink_/);
  });

  it('checks coupons live on the site host', async () => {
    const good = await t.request({ method: 'GET', url: '/api/v1/site/coupons/check?code=spring20', headers: { host } });
    expect(good.json().data).toEqual({ code: 'SPRING20', percent_off: 20, amount_off: null, currency: 'usd' });
    const bad = await t.request({ method: 'GET', url: '/api/v1/site/coupons/check?code=NOPE', headers: { host } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('This coupon is not valid.');
  });

  it('charges what the stored products cost: a tampered price in the body changes nothing', async () => {
    const paid = await checkout({ items: [{ productId: ids.book, quantity: 2, amount: 1 }, { productId: ids.club, quantity: 1, price: 0 }], coupon: 'SPRING20', total: 1 });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', message: 'Thanks for your order!' });
    const orderId = paid.json().data.orderId;
    const order = await t.db.selectFrom('shop_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    // 2 × 25.00 + 10.00 = 60.00, less 20 % = 48.00.
    expect(order).toMatchObject({ status: 'paid', subtotal: 6000, discount: 1200, total: 4800, coupon_code: 'SPRING20' });

    // The provider's events (some delivered twice) change nothing more: one contact, one invoice, one webhook.
    await t.payments.settled();
    const invoices = (await t.request({ method: 'GET', url: api('/invoices'), token })).json().data;
    expect(invoices).toEqual([expect.objectContaining({ order_id: orderId, amount: 4800, status: 'paid', email: 'buyer@example.com', description: '2 × Field guide, Walking club' })]);
    const contacts = await t.db.selectFrom('contacts').selectAll().where('landing_id', '=', landingId).execute();
    expect(contacts.filter((contact) => contact.fields.order === `#${orderId}`)).toEqual([expect.objectContaining({ source: 'checkout' })]);
    const subscriptions = (await t.request({ method: 'GET', url: api('/subscriptions'), token })).json().data;
    expect(subscriptions).toEqual([expect.objectContaining({ product_name: 'Walking club', status: 'active', order_id: orderId })]);
    const received = await eventually(async () => (hooks.received.length ? hooks.received : undefined), 15_000, 'the order.paid webhook');
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ event: 'order.paid', order: { id: orderId, total: 4800, currency: 'usd', items: [{ name: 'Field guide', quantity: 2 }, { name: 'Walking club', quantity: 1 }] } });
    expect(t.payments.deliveries.length).toBeGreaterThan(new Set(t.payments.deliveries.map((delivery) => delivery.id)).size);
  });

  it('shows the provider’s decline and records nothing paid', async () => {
    const declined = await checkout({ items: [{ productId: ids.book, quantity: 1 }], payment_method: 'pm_card_chargeDeclined' });
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toMatchObject({ message: 'Your card was declined.', errors: { payment_method: ['Your card was declined.'] } });
    const failed = await t.db.selectFrom('shop_orders').select(['status', 'failure']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(failed).toEqual({ status: 'failed', failure: 'Your card was declined.' });
    expect((await t.request({ method: 'GET', url: api('/invoices'), token })).json().data).toHaveLength(1);
  });

  it('refuses a product of another website, a product the page does not offer and a bad coupon, with 422', async () => {
    const other = await t.db
      .insertInto('shop_products')
      .values({ landing_id: landingId, gateway_id: (await t.db.selectFrom('payment_gateways').select('id').executeTakeFirstOrThrow()).id, account_id: accountId, provider_product_id: 'prod_x', provider_price_id: 'price_x', name: 'Not on the page', amount: 100, currency: 'usd', interval: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notOffered = await checkout({ items: [{ productId: other.id, quantity: 1 }] });
    expect(notOffered.statusCode).toBe(422);
    expect(notOffered.json().errors.items).toEqual(['A chosen product is not sold on this page.']);
    expect((await checkout({ items: [{ productId: 999_999, quantity: 1 }] })).statusCode).toBe(422);
    const elsewhere = await t.createAgency('Elsewhere Shop');
    const foreignGateway = await t.db
      .insertInto('payment_gateways')
      .values({ landing_id: elsewhere.landingId, platform: 'stripe', account_id: 'acct_elsewhere', name: 'Elsewhere', currency: 'usd', publishable_key: 'pk', sealed_secrets: 'v1.x', status: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreignProduct = await t.db
      .insertInto('shop_products')
      .values({ landing_id: elsewhere.landingId, gateway_id: foreignGateway.id, account_id: 'acct_elsewhere', provider_product_id: 'prod_e', provider_price_id: 'price_e', name: 'Elsewhere', amount: 100, currency: 'usd', interval: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ofAnotherWebsite = await checkout({ items: [{ productId: foreignProduct.id, quantity: 1 }] });
    expect(ofAnotherWebsite.statusCode).toBe(422);
    expect(ofAnotherWebsite.json().errors.items).toEqual(['A chosen product is not sold on this page.']);
    expect((await checkout({ items: [{ productId: ids.book, quantity: 1 }], coupon: 'NOPE' })).json().errors.coupon).toEqual(['This coupon is not valid.']);
    expect((await checkout({ items: [] })).json().errors.items).toEqual(['Choose at least one product.']);
    expect((await checkout({ items: [{ productId: ids.club, quantity: 3 }] })).json().errors.items).toEqual(['Walking club is a subscription: choose it once.']);
    expect((await checkout({ elementId: 'element-summary', items: [{ productId: ids.book, quantity: 1 }] })).json().errors.elementId).toBeDefined();
  });

  it('a buyer’s bank that asks for confirmation leaves the order waiting until the provider says it is paid', async () => {
    const waiting = await checkout({ items: [{ productId: ids.book, quantity: 1 }], payment_method: 'pm_card_authenticationRequired' });
    expect(waiting.json().data).toMatchObject({ status: 'requires_action', client_secret: expect.stringContaining('_secret_') });
    const orderId = waiting.json().data.orderId;
    const secret: string = waiting.json().data.client_secret;
    const confirmed = await t.request({ method: 'POST', url: `/dev/payments/payment_intents/${secret.split('_secret_')[0]}/confirm`, payload: { client_secret: secret, stripe_account: accountId } });
    expect(confirmed.statusCode).toBe(200);
    await t.payments.settled();
    const order = await eventually(async () => {
      const row = await t.db.selectFrom('shop_orders').select(['status']).where('id', '=', orderId).executeTakeFirstOrThrow();
      return row.status === 'paid' ? row : undefined;
    });
    expect(order.status).toBe('paid');
    expect((await t.request({ method: 'GET', url: api('/invoices'), token })).json().data).toHaveLength(2);
  });

  it('sends the buyer to the order’s thank-you page on the site: its number, lines, coupon and total in the site’s brand, only at the signed address', async () => {
    const paid = await checkout({ items: [{ productId: ids.book, quantity: 2 }, { productId: ids.club, quantity: 1 }], coupon: 'SPRING20' });
    const { orderId, thanks, redirect } = paid.json().data;
    expect(redirect).toBeUndefined();
    expect(thanks).toMatch(new RegExp(`^/thank-you/${orderId}/[0-9a-f]{32}$`));
    await t.db.updateTable('shop_products').set({ image: '/uploads/guide.webp' }).where('id', '=', ids.book!).execute();

    const page = await visit(t, host, thanks);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html).toContain('<h1 class="ty-title" id="ty-title">Thanks for your order!</h1>');
    expect(html).toContain(`Order #${orderId}`);
    expect(html).toMatch(/Field guide<\/span><span class="ty-detail">2 × \$25\.00<\/span><\/span><span class="ty-amount">\$50\.00/);
    expect(html).toContain('src="/uploads/guide.webp"');
    expect(html).toContain('Walking club');
    expect(html).toContain('Coupon SPRING20');
    expect(html).toContain('−$12.00');
    expect(html).toMatch(/Total paid<\/dt><dd>\$48\.00/);
    expect(html).toContain('--brand-primary');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');

    const forged = `${thanks.slice(0, -1)}${thanks.endsWith('0') ? '1' : '0'}`;
    expect((await visit(t, host, forged)).statusCode).toBe(404);
    expect((await visit(t, host, `/thank-you/${orderId}`)).statusCode).toBe(404);
    const elsewhere = await t.createAgency('Receipt Snoop');
    const snoopHost = (await t.db.selectFrom('landings').select('subdomain').where('id', '=', elsewhere.landingId).executeTakeFirstOrThrow()).subdomain;
    expect((await visit(t, host.replace(/^[^.]+/, snoopHost), thanks)).statusCode).toBe(404);
  });

  it('a pay element that names a page sends the buyer there instead of the thank-you page', async () => {
    const pageId = await addPage(t, landingId, 'welcome-aboard');
    const design = designOf([
      { key: 'order-select', id: 'element-select', props: { productIds: [ids.book] } },
      { key: 'credit-card', id: 'element-pay', props: { afterSubmit: 'page', redirectPageId: pageId } },
    ]);
    const buyPage = await addPage(t, landingId, 'buy-direct');
    await saveAndPublish(t, token, landingId, buyPage, design);
    const paid = await checkout({ pageUrl: '/buy-direct', items: [{ productId: ids.book, quantity: 1 }] });
    expect(paid.json().data).toMatchObject({ status: 'paid', redirect: '/welcome-aboard' });
    expect(paid.json().data.thanks).toBeUndefined();
  });

  it('sells what any element of the page declares it offers, and takes payment only through an element that declares it pays', async () => {
    const pageId = await addPage(t, landingId, 'bundle');
    await saveAndPublish(t, token, landingId, pageId, designOf([{ key: 'acme-bundle', props: { bundled: [ids.club] } }, { key: 'credit-card', id: 'element-pay' }]));
    const paid = await checkout({ pageUrl: '/bundle', items: [{ productId: ids.club, quantity: 1 }] });
    expect(paid.statusCode).toBe(200);
    const notInBundle = await checkout({ pageUrl: '/bundle', items: [{ productId: ids.book, quantity: 1 }] });
    expect(notInBundle.json().errors.items).toEqual(['A chosen product is not sold on this page.']);
    const throughTheBundle = await checkout({ pageUrl: '/bundle', elementId: 'element-s0e0', items: [{ productId: ids.club, quantity: 1 }] });
    expect(throughTheBundle.json().errors.elementId).toEqual(['This payment form is not on the published page.']);
  });

  it('archiving a product hides it from Order Select once the page is published again', async () => {
    const archived = await t.request({ method: 'POST', url: api(`/${accountId}/products/${ids.club}/archive`), token });
    expect(archived.json().data.archived).toBe(true);
    const active = (await t.request({ method: 'GET', url: api('/active-products'), token })).json().data.map((p: { id: number }) => p.id);
    expect(active).toContain(ids.book);
    expect(active).not.toContain(ids.club);
    await saveAndPublish(t, token, landingId, homePageId, checkoutDesign());
    const page = await visit(t, host);
    expect(page.body).toContain('Field guide');
    expect(page.body).not.toContain('Walking club');
    expect((await checkout({ items: [{ productId: ids.club, quantity: 1 }] })).statusCode).toBe(422);
  });

  it('cancels a buyer’s subscription, and revoking the account stops checkout', async () => {
    const [subscription] = (await t.request({ method: 'GET', url: api('/subscriptions'), token })).json().data;
    const cancelled = await t.request({ method: 'DELETE', url: api(`/${accountId}/subscriptions/${subscription.id}/cancel`), token });
    expect(cancelled.json().data.status).toBe('canceled');
    const [gateway] = (await t.request({ method: 'GET', url: api('/gateways/all'), token })).json().data;
    const revoked = await t.request({ method: 'PUT', url: api(`/gateways/stripe/${gateway.id}/revoke`), token });
    expect(revoked.json().data.status).toBe('revoked');
    const refused = await checkout({ items: [{ productId: ids.book, quantity: 1 }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This website cannot take payments yet.');
  });

  it('holds one address to a few payment attempts a minute', async () => {
    const attempts = [];
    for (let i = 0; i <= CHECKOUTS_PER_MINUTE; i++) attempts.push((await checkout({ items: [{ productId: ids.book, quantity: 1 }] }, '203.0.113.7')).statusCode);
    expect(attempts.slice(0, CHECKOUTS_PER_MINUTE).every((status) => status === 422)).toBe(true);
    expect(attempts.at(-1)).toBe(429);
  });

  it('counts a peer on a private network by its own address, however it rotates X-Forwarded-For', async () => {
    const attempts = [];
    for (let i = 0; i <= CHECKOUTS_PER_MINUTE; i++) {
      const sent = await t.request({
        method: 'POST',
        url: '/api/v1/site/checkout',
        remoteAddress: '10.1.2.3',
        headers: { host, 'x-forwarded-for': `203.0.113.${100 + i}` },
        payload: { elementId: 'element-pay', pageUrl: '/', email: 'buyer@example.com', name: 'Bea Buyer', payment_method: 'pm_card_visa', items: [{ productId: ids.book, quantity: 1 }] },
      });
      attempts.push(sent.statusCode);
    }
    expect(attempts.slice(0, CHECKOUTS_PER_MINUTE).every((status) => status !== 429)).toBe(true);
    expect(attempts.at(-1)).toBe(429);
  });
});

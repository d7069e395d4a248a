import { PaymentDeclinedError, type PaymentProvider } from '@tessera/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CONNECT_CLIENT_ID, startFakeStripe, type FakeStripe } from './fake-stripe-server.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';

let fake: FakeStripe;
let provider: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: 'whsec_connect' });
  provider = createStripePaymentProvider({
    secretKey: 'sk_test_platform',
    webhookSecret: 'whsec_connect',
    api: { host: fake.host, port: fake.port, protocol: 'http' },
    connect: { clientId: FAKE_CONNECT_CLIENT_ID, authorizeUrl: `${fake.url}/oauth/authorize` },
  });
});
afterAll(() => fake.close());

async function connected() {
  const { code } = fake.issueConnectCode();
  return provider.connectAccount(code);
}

describe('Stripe adapter: Connect (selling on agency websites)', () => {
  it('builds the authorize address with the platform’s client id, the return address and the state', () => {
    const url = new URL(provider.connectAuthorizeUrl({ state: 'st4te', redirectUri: 'https://app.test/auth/stripe/callback' }));
    expect(url.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: FAKE_CONNECT_CLIENT_ID, state: 'st4te', redirect_uri: 'https://app.test/auth/stripe/callback', response_type: 'code' });
  });

  it('trades a code for the account once; a reused or made-up code is refused', async () => {
    const { code, accountId } = fake.issueConnectCode();
    const account = await provider.connectAccount(code);
    expect(account).toMatchObject({ accountId, accessToken: expect.stringMatching(/^sk_test_/), publishableKey: expect.stringMatching(/^pk_test_/) });
    await expect(provider.connectAccount(code)).rejects.toThrow(/does not exist/);
    await expect(provider.connectAccount('ac_made_up')).rejects.toThrow(/does not exist/);
    expect(await provider.retrieveAccount(accountId)).toMatchObject({ id: accountId, defaultCurrency: 'usd', chargesEnabled: true });
  });

  it('keeps each account’s products to itself', async () => {
    const [one, other] = [await connected(), await connected()];
    const product = await provider.createProduct({ name: 'Lesson pack', description: '', amount: 4900, currency: 'usd', interval: null }, { account: one.accountId });
    expect(product.paymentLinkUrl).toMatch(/^https:\/\//);
    await expect(provider.updateProduct(product.productId, { active: false }, { account: other.accountId })).rejects.toThrow(/No such product/);
    await expect(provider.updateProduct(product.productId, { active: false })).rejects.toThrow(/No such product/);
    await provider.updateProduct(product.productId, { active: false }, { account: one.accountId });
  });

  it('charges once with a saved card; a declined card is refused with the provider’s words; a bank check waits', async () => {
    const { accountId } = await connected();
    const customer = await provider.createCustomer({ email: 'buyer@example.com', name: 'Buyer' }, { account: accountId });
    const card = await provider.attachPaymentMethod(customer.id, 'pm_card_visa', { account: accountId });
    const paid = await provider.chargeOnce({ customerId: customer.id, paymentMethodId: card.id, amount: 2500, currency: 'usd', description: 'Order 1' }, { account: accountId });
    expect(paid.status).toBe('succeeded');
    const failing = await provider.attachPaymentMethod(customer.id, 'pm_card_chargeCustomerFail', { account: accountId });
    await expect(provider.chargeOnce({ customerId: customer.id, paymentMethodId: failing.id, amount: 2500, currency: 'usd', description: 'Order 2' }, { account: accountId })).rejects.toEqual(
      new PaymentDeclinedError('Your card was declined.', 'card_declined', 'generic_decline'),
    );
    const bank = await provider.attachPaymentMethod(customer.id, 'pm_card_authenticationRequired', { account: accountId });
    const waiting = await provider.chargeOnce({ customerId: customer.id, paymentMethodId: bank.id, amount: 2500, currency: 'usd', description: 'Order 3' }, { account: accountId });
    expect(waiting).toMatchObject({ status: 'requires_action', clientSecret: expect.stringContaining('_secret_') });
  });

  it('starts a subscription on a recurring product with a coupon of the account', async () => {
    const { accountId } = await connected();
    const product = await provider.createProduct({ name: 'Coaching', description: 'Monthly', amount: 10_000, currency: 'usd', interval: 'month' }, { account: accountId });
    const coupon = await provider.createCoupon({ name: 'Spring', code: 'SPRING20', percentOff: 20, amountOff: null, currency: 'usd', duration: 'forever' }, { account: accountId });
    expect(await provider.findCoupon('spring20', { account: accountId })).toMatchObject({ id: coupon.id, percentOff: 20 });
    expect(await provider.findCoupon('SPRING20')).toBeNull();
    const customer = await provider.createCustomer({ email: 'member@example.com', name: 'Member' }, { account: accountId });
    const card = await provider.attachPaymentMethod(customer.id, 'pm_card_visa', { account: accountId });
    const subscription = await provider.createSubscription({ customerId: customer.id, priceId: product.priceId, paymentMethodId: card.id, couponId: coupon.id }, { account: accountId });
    expect(subscription.status).toBe('active');
    expect((await provider.listSubscriptions(null, { account: accountId })).map((s) => s.id)).toEqual([subscription.id]);
    const [invoice] = await provider.listInvoices(customer.id, { account: accountId });
    expect(invoice).toMatchObject({ amountPaid: 8000, status: 'paid' });

    await provider.setPromotionCodeActive(coupon.promotionCodeId, false, { account: accountId });
    expect(await provider.findCoupon('SPRING20', { account: accountId })).toBeNull();
  });

  it('after a revoke, nothing more can be done in the account', async () => {
    const { accountId } = await connected();
    await provider.disconnectAccount(accountId);
    await expect(provider.retrieveAccount(accountId)).rejects.toThrow(/does not have access/);
    await expect(provider.createCustomer({ email: 'late@example.com', name: 'Late' }, { account: accountId })).rejects.toThrow(/does not have access/);
  });
});

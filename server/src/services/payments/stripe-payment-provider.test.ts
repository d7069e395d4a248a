import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaymentDeclinedError, PaymentWebhookSignatureError, type PaymentEvent, type PaymentProvider } from '@tessera/sdk';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const DAY = 86_400;

let fake: FakeStripe;
let provider: PaymentProvider;
let receiver: Server;
const received: PaymentEvent[] = [];
const refused: string[] = [];

// The app's side of the webhook, reduced to what the adapter does: verify, then record.
beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      try {
        received.push(await provider.verifyWebhook(Buffer.concat(chunks), String(request.headers['stripe-signature'])));
        response.writeHead(200).end();
      } catch (error) {
        refused.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET, webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/` });
  provider = createStripePaymentProvider({ secretKey: 'sk_test_tessera', webhookSecret: WEBHOOK_SECRET, api: { host: fake.host, port: fake.port, protocol: 'http' } });
});
afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function customerWithCard(card: string) {
  const customer = await provider.createCustomer({ email: `${card}@example.test`, name: 'Acme Agency' });
  const method = await provider.attachPaymentMethod(customer.id, card);
  await provider.setDefaultPaymentMethod(customer.id, method.id);
  return { customerId: customer.id, method };
}

const monthly = (amount: number) => provider.createPrice({ productName: 'Agency plan', amount, currency: 'usd', interval: 'month' });

describe('the Stripe adapter against the local fake provider', () => {
  it('saves a card for a customer and lists it, without its number', async () => {
    const customer = await provider.createCustomer({ email: 'cards@example.test', name: 'Cards' });
    const intent = await provider.createSetupIntent(customer.id);
    expect(intent.clientSecret).toMatch(/^seti_\w+_secret_\w+$/);
    const visa = await provider.attachPaymentMethod(customer.id, 'pm_card_visa');
    expect(visa).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(await provider.listPaymentMethods(customer.id)).toEqual([visa]);
    await provider.detachPaymentMethod(visa.id);
    expect(await provider.listPaymentMethods(customer.id)).toEqual([]);
  });

  it('subscribes a customer whose card pays, in integer cents', async () => {
    const { customerId, method } = await customerWithCard('pm_card_visa');
    const price = await monthly(4900);
    const subscription = await provider.createSubscription({ customerId, priceId: price.id, paymentMethodId: method.id });
    expect(subscription).toMatchObject({ customerId, priceId: price.id, status: 'active', cancelAtPeriodEnd: false, pendingClientSecret: null });
    const [invoice] = await provider.listInvoices(customerId);
    expect(invoice).toMatchObject({ status: 'paid', amountDue: 4900, amountPaid: 4900, currency: 'usd', subscriptionId: subscription.id });
  });

  it('finds a coupon by its promotion code, whatever its case, and takes it off the first invoice', async () => {
    // Coupons are made in the provider's dashboard; here, through the SDK against the fake.
    const admin = new Stripe('sk_test_tessera', { host: fake.host, port: fake.port, protocol: 'http' });
    const coupon = await admin.coupons.create({ percent_off: 20, duration: 'once' });
    await admin.promotionCodes.create({ promotion: { type: 'coupon', coupon: coupon.id }, code: 'LAUNCH20', metadata: { plan_id: '7' } });
    const found = await provider.findCoupon('launch20');
    expect(found).toMatchObject({ id: coupon.id, code: 'LAUNCH20', percentOff: 20, amountOff: null, duration: 'once', metadata: { plan_id: '7' } });
    const { customerId } = await customerWithCard('pm_card_visa');
    await provider.createSubscription({ customerId, priceId: (await monthly(4900)).id, couponId: found!.id });
    expect((await provider.listInvoices(customerId))[0]).toMatchObject({ status: 'paid', amountDue: 3920, amountPaid: 3920 });
  });

  it('refuses a declined card with the provider’s message, when it is saved or when it is charged', async () => {
    const customer = await provider.createCustomer({ email: 'declined@example.test', name: 'Declined' });
    const saving = provider.attachPaymentMethod(customer.id, 'pm_card_chargeDeclined');
    await expect(saving).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(saving).rejects.toThrow('Your card was declined.');
    const { customerId } = await customerWithCard('pm_card_chargeCustomerFail');
    const price = await monthly(4900);
    const attempt = provider.createSubscription({ customerId, priceId: price.id });
    await expect(attempt).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(attempt).rejects.toThrow('Your card was declined.');
  });

  it('leaves a subscription whose card needs the customer incomplete, with a secret to confirm it', async () => {
    const { customerId } = await customerWithCard('pm_card_authenticationRequired');
    const subscription = await provider.createSubscription({ customerId, priceId: (await monthly(1500)).id });
    expect(subscription.status).toBe('incomplete');
    expect(subscription.pendingClientSecret).toMatch(/^pi_\w+_secret_\w+$/);
  });

  it('answers a repeated call with the same idempotency key once', async () => {
    const first = await provider.createCustomer({ email: 'once@example.test', name: 'Once' }, { idempotencyKey: 'customer-once' });
    const again = await provider.createCustomer({ email: 'once@example.test', name: 'Once' }, { idempotencyKey: 'customer-once' });
    expect(again.id).toBe(first.id);
  });

  it('cancels at the period end, resumes, and finds coupons by promotion code or id', async () => {
    const { customerId } = await customerWithCard('pm_card_visa');
    const subscription = await provider.createSubscription({ customerId, priceId: (await monthly(2900)).id });
    expect((await provider.cancelSubscription(subscription.id, { immediately: false })).cancelAtPeriodEnd).toBe(true);
    expect((await provider.resumeSubscription(subscription.id)).cancelAtPeriodEnd).toBe(false);
    expect((await provider.cancelSubscription(subscription.id, { immediately: true })).status).toBe('canceled');
    expect(await provider.findCoupon('NO-SUCH-CODE')).toBeNull();
  });

  it('delivers signed events, some twice, that the adapter verifies; a renewal that fails makes the subscription past due', async () => {
    received.length = 0;
    const { customerId, method } = await customerWithCard('pm_card_visa');
    const subscription = await provider.createSubscription({ customerId, priceId: (await monthly(990)).id });
    await fake.advanceClock(31 * DAY);
    expect((await provider.retrieveSubscription(subscription.id)).status).toBe('active');
    expect((await provider.listInvoices(customerId)).map((invoice) => invoice.status)).toEqual(['paid', 'paid']);

    await provider.detachPaymentMethod(method.id);
    await fake.advanceClock(31 * DAY);
    expect((await provider.retrieveSubscription(subscription.id)).status).toBe('past_due');
    await fake.settled();
    const types = received.filter((event) => (event.object.customer ?? (event.object as { customer?: string }).customer) === customerId).map((event) => event.type);
    expect(types).toContain('customer.subscription.created');
    expect(types).toContain('invoice.payment_failed');
    expect(received.length).toBeGreaterThan(new Set(received.map((event) => event.id)).size);
    expect(refused).toEqual([]);
  });

  it('refuses a webhook whose signature is wrong', async () => {
    const body = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'invoice.paid', data: { object: {} } });
    await expect(provider.verifyWebhook(body, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`)).rejects.toThrow(PaymentWebhookSignatureError);
  });
});

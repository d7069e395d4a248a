import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { PaymentProvider } from '@tessera/sdk';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';

/**
 * The adapter against what the real API answers: each call is answered with the provider's
 * recorded example of that resource (recorded/README.md), and each request the adapter sends is
 * kept, so both directions of the contract are checked, not only what the local fake says.
 */
type Recorded = Record<string, Record<string, unknown>>;
const recorded: Recorded = JSON.parse(readFileSync(join(import.meta.dirname, 'recorded/stripe-api-fixtures.json'), 'utf8'));
const list = (...data: unknown[]) => ({ object: 'list', url: '/v1/list', has_more: false, data });

interface SentRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  query: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

const ANSWERS: [string, RegExp, () => unknown][] = [
  ['POST', /^\/v1\/customers$/, () => recorded.customer],
  ['POST', /^\/v1\/setup_intents$/, () => recorded.setup_intent],
  ['POST', /^\/v1\/payment_methods\/[^/]+\/attach$/, () => recorded.payment_method],
  ['GET', /^\/v1\/payment_methods$/, () => list(recorded.payment_method)],
  ['POST', /^\/v1\/prices$/, () => recorded.price],
  ['POST', /^\/v1\/subscriptions$/, () => recorded.subscription],
  ['GET', /^\/v1\/invoices$/, () => list(recorded.invoice)],
  // Asked with expand[]=data.promotion.coupon, the provider puts the coupon object in place of its id.
  ['GET', /^\/v1\/promotion_codes$/, () => list({ ...recorded.promotion_code, promotion: { type: 'coupon', coupon: recorded.coupon } })],
];

let server: Server;
let provider: PaymentProvider;
const sent: SentRequest[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const [path = '', search = ''] = (request.url ?? '').split('?');
      const method = request.method ?? 'GET';
      sent.push({ method, path, body: qs.parse(Buffer.concat(chunks).toString()), query: qs.parse(search), idempotencyKey: request.headers['idempotency-key'] as string | undefined });
      const answer = ANSWERS.find(([verb, pattern]) => verb === method && pattern.test(path));
      response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json', 'request-id': 'req_contract' });
      response.end(JSON.stringify(answer ? answer[2]() : { error: { type: 'invalid_request_error', message: `Unrecorded: ${method} ${path}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider = createStripePaymentProvider({ secretKey: 'sk_test_contract', webhookSecret: 'whsec_contract', api: { host: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' } });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const lastSent = () => sent.at(-1)!;

describe('the Stripe adapter against recorded provider responses', () => {
  it('reads a customer, a SetupIntent secret and a saved card as the API answers them', async () => {
    expect(await provider.createCustomer({ email: 'ada@example.test', name: 'Ada', metadata: { agency_id: '7' } }, { idempotencyKey: 'agency-7-customer' })).toEqual({ id: 'cus_QXg1o8vcGmoR32' });
    expect(lastSent()).toMatchObject({ method: 'POST', path: '/v1/customers', body: { email: 'ada@example.test', name: 'Ada', metadata: { agency_id: '7' } }, idempotencyKey: 'agency-7-customer' });

    expect(await provider.createSetupIntent('cus_QXg1o8vcGmoR32')).toEqual({ id: 'seti_1Pgag7B7WZ01zgkWSgwGdb8Z', clientSecret: 'seti_1Pgag7B7WZ01zgkWSgwGdb8Z_secret_QXg2AQLdBxJwtY51IkwvUaBVsnCqPSp' });
    expect(lastSent().body).toEqual({ customer: 'cus_QXg1o8vcGmoR32', usage: 'off_session' });

    const card = { id: 'pm_1Pgc75B7WZ01zgkWlHVgdEGJ', brand: 'visa', last4: '4242', expMonth: 8, expYear: 2030 };
    expect(await provider.attachPaymentMethod('cus_QXg1o8vcGmoR32', 'pm_card_visa')).toEqual(card);
    expect(lastSent()).toMatchObject({ path: '/v1/payment_methods/pm_card_visa/attach', body: { customer: 'cus_QXg1o8vcGmoR32' } });
    expect(await provider.listPaymentMethods('cus_QXg1o8vcGmoR32')).toEqual([card]);
    expect(lastSent().query).toMatchObject({ customer: 'cus_QXg1o8vcGmoR32', type: 'card' });
  });

  it('creates a recurring price in integer cents and subscribes, reading the period end from the subscription item', async () => {
    expect(await provider.createPrice({ productName: 'Growth', amount: 4900, currency: 'usd', interval: 'month', metadata: { plan_id: '3' } })).toEqual({ id: 'price_1PgafmB7WZ01zgkW6dKueIc5' });
    expect(lastSent().body).toMatchObject({ unit_amount: '4900', currency: 'usd', recurring: { interval: 'month' }, product_data: { name: 'Growth' } });

    const subscription = await provider.createSubscription({ customerId: 'cus_QXg1o8vcGmoR32', priceId: 'price_1PgafmB7WZ01zgkW6dKueIc5', paymentMethodId: 'pm_1', couponId: 'Z4OV52SU' }, { idempotencyKey: 'subscribe-1' });
    expect(subscription).toEqual({
      id: 'sub_1Pgc6rB7WZ01zgkWNy0Cn5nw',
      customerId: 'cus_QXg1o8vcGmoR32',
      priceId: 'price_1PgafmB7WZ01zgkW6dKueIc5',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: 976287773,
      pendingClientSecret: null,
      latestInvoiceId: null,
    });
    expect(lastSent()).toMatchObject({
      path: '/v1/subscriptions',
      idempotencyKey: 'subscribe-1',
      body: { customer: 'cus_QXg1o8vcGmoR32', items: [{ price: 'price_1PgafmB7WZ01zgkW6dKueIc5' }], default_payment_method: 'pm_1', discounts: [{ coupon: 'Z4OV52SU' }], payment_behavior: 'allow_incomplete', expand: ['latest_invoice.payment_intent'] },
    });
  });

  it('reads invoices of the current API version, whose subscription sits under parent', async () => {
    expect(await provider.listInvoices('cus_QXg1o8vcGmoR32')).toEqual([
      { id: 'in_1Pgc6tB7WZ01zgkWu9fdqL6I', customerId: 'cus_QXg1o8vcGmoR32', subscriptionId: 'subscription', status: 'draft', amountDue: 1000, amountPaid: 0, currency: 'usd', created: 1234567890, hostedInvoiceUrl: null },
    ]);
  });

  it('finds a coupon through its promotion code, with fractional percentages kept', async () => {
    expect(await provider.findCoupon('FALL20')).toEqual({ id: 'Z4OV52SU', code: 'FALL20', percentOff: 25.5, amountOff: null, currency: 'usd', duration: 'forever', metadata: {} });
    expect(lastSent().query).toMatchObject({ code: 'FALL20', active: 'true', expand: ['data.promotion.coupon'] });
  });
});

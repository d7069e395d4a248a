import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import { memoryFakeStripeStorage, type FakeStripeRecord, type FakeStripeStorage, type FakeStripeWrite } from './fake-stripe-storage.ts';
import { TrackedMap } from './tracked-map.ts';

/**
 * A local stand-in for the card-payment provider's HTTP API (Stripe's `/v1`), enough of it that
 * the official `stripe` SDK pointed at it (host, port, protocol) works unchanged: customers,
 * SetupIntents, payment methods, products and recurring prices, subscriptions with their
 * invoices, coupons and promotion codes. It behaves like test mode where it matters:
 *
 * - the documented test payment methods `pm_card_visa` (pays), `pm_card_chargeDeclined`
 *   (refused with the provider's message, already when it is attached, as the provider checks a
 *   card it saves), `pm_card_chargeCustomerFail` (saved, then every charge refused) and
 *   `pm_card_authenticationRequired` (needs the customer: the subscription stays incomplete
 *   with a client secret to confirm);
 * - `Idempotency-Key`: a repeated POST with the same key answers the first response again;
 * - events (`customer.subscription.created|updated|deleted`, `invoice.paid`,
 *   `invoice.payment_failed`) are signed with the webhook secret as the provider signs them and
 *   delivered to `webhookUrl` after the response, some of them twice, as the provider may;
 * - `advanceClock(seconds)` moves time on: subscriptions whose period ends renew, paying their
 *   next invoice with the default card, or failing and turning `past_due`;
 * - Connect: `issueConnectCode()` stands in for an account owner approving the platform on the
 *   provider's authorize page; `POST /oauth/token` trades the code for a connected account, and
 *   requests with `Stripe-Account` act inside that account only (its objects are invisible to
 *   the platform and to other accounts; its events carry `account`) until it is deauthorized;
 * - one-time PaymentIntents confirmed at once, products with payment links, coupons with
 *   promotion codes that can be switched off;
 * - a payment method is known only in the account it was made in (another's is `resource_missing`
 *   on `payment_method`, as at the provider), and `setOutage` makes every call answer a 5xx.
 *
 * It keeps its state in a `storage` (the app's database in the embedded default, so a restart
 * forgets nothing; memory when a test starts it alone), writing what one call changed all at
 * once; calls run one at a time. Tests start it on a free port.
 */

type StripeObject = Record<string, unknown> & { id: string; object: string };

interface CardBehaviour {
  brand: string;
  last4: string;
  outcome: 'pays' | 'declined' | 'needs_action';
  /** Refused already when it is attached to a customer. */
  refusedOnAttach?: boolean;
}

const TEST_CARDS: Record<string, CardBehaviour> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'pays' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'pays' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'declined', refusedOnAttach: true },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', outcome: 'declined' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', outcome: 'needs_action' },
};

/** The documented test card numbers, as Stripe.js sends them when a SetupIntent is confirmed in the browser. */
const TEST_CARD_NUMBERS: Record<string, keyof typeof TEST_CARDS> = {
  '4242424242424242': 'pm_card_visa',
  '5555555555554444': 'pm_card_mastercard',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000000341': 'pm_card_chargeCustomerFail',
  '4000002760003184': 'pm_card_authenticationRequired',
};

const DECLINED = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };

export interface FakeStripeOptions {
  /** Where events are delivered (POST, signed); none when absent. */
  webhookUrl?: string;
  webhookSecret: string;
  /** Deliver each event a second time, as the provider sometimes does (default: every third event). */
  duplicateEvery?: number;
  /** The fake's clock, in Unix seconds; defaults to the real one. */
  now?: () => number;
  /** Where its state is kept; memory when absent. */
  storage?: FakeStripeStorage;
}

export interface FakeStripe {
  /** host, port and protocol for the SDK. */
  readonly host: string;
  readonly port: number;
  readonly url: string;
  /** What it signs its webhooks with, for tests that sign an event themselves. */
  readonly webhookSecret: string;
  /** Events delivered so far, in order (duplicates included). */
  readonly deliveries: { id: string; type: string; status: number }[];
  /** Moves the clock on and renews what falls due; resolves once the events are delivered. */
  advanceClock(seconds: number): Promise<void>;
  /** Waits until every event so far has been delivered. */
  settled(): Promise<void>;
  setWebhookUrl(url: string | undefined): void;
  /** Until called again with null, every API call answers this 5xx status, as the provider does while it fails. */
  setOutage(status: number | null): void;
  /**
   * An account owner approved the platform on the authorize page: a new connected account and the
   * code for `/oauth/token`, known to every call made after this one.
   */
  issueConnectCode(): { code: string; accountId: string };
  close(): Promise<void>;
}

/** The client id of the platform at the fake. */
export const FAKE_CONNECT_CLIENT_ID = 'ca_local_fake';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const noAccess = (accountId: string) =>
  new StripeError(403, { type: 'invalid_request_error', code: 'account_invalid', message: `The provided key does not have access to account '${accountId}' (or that account does not exist).` });

const notFound = (kind: string, value: string, param?: string) =>
  new StripeError(404, { type: 'invalid_request_error', code: 'resource_missing', ...(param ? { param } : {}), message: `No such ${kind}: '${value}'` });

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const storage = options.storage ?? memoryFakeStripeStorage();
  /** The provider's objects, and the connected account each lives in (absent: the platform's own; set once, as the object is made). */
  const store = new TrackedMap<StripeObject>('object');
  const owners = new Map<string, string>();
  /** How each saved card behaves, by payment method id. */
  const cards = new TrackedMap<CardBehaviour>('test_card');
  const idempotent = new TrackedMap<{ status: number; body: unknown }>('idempotency_key');
  /** Connect codes not yet traded, to the account each approves. */
  const connectCodes = new TrackedMap<string>('connect_code');
  const accounts = new TrackedMap<{ deauthorized: boolean }>('connected_account');
  /** `offset`: how far advanceClock has moved the clock, in seconds. */
  const clock = new TrackedMap<number>('clock');
  const parts = [store, cards, idempotent, connectCodes, accounts, clock];
  const now = () => (options.now ? options.now() : Math.floor(Date.now() / 1000)) + (clock.get('offset') ?? 0);
  const deliveries: FakeStripe['deliveries'] = [];
  const pending = new Set<Promise<void>>();
  /** Events of the call being handled, sent once its changes are stored. */
  let outbox: Record<string, unknown>[] = [];
  let webhookUrl = options.webhookUrl;
  let outage: number | null = null;
  let eventCount = 0;
  /** The account the request being handled acts in (Stripe-Account); handlers run synchronously, one at a time. */
  let acting: string | null = null;
  const connected = (accountId: string) => accounts.has(accountId) && !accounts.get(accountId)!.deauthorized;

  function absorb(record: FakeStripeRecord) {
    const part = parts.find((candidate) => candidate.kind === record.kind);
    (part as TrackedMap<unknown> | undefined)?.absorb(record.id, record.body);
    if (record.kind === store.kind && record.account) owners.set(record.id, record.account);
  }

  function changes(): FakeStripeWrite[] {
    return parts.flatMap((part) => part.changes().map(({ id: entryId, json }) => ({ kind: part.kind, id: entryId, account: part === store ? (owners.get(entryId) ?? null) : null, json })));
  }

  let turn: Promise<unknown> = Promise.resolve();
  /** Calls not yet answered, which close waits for. */
  const unanswered = new Set<Promise<unknown>>();
  /**
   * Runs one call on the state, after every call before it. What it changed is stored at once
   * (or, when that fails, put back as it was); it is answered and its events go out once stored.
   */
  function transact<T>(call: () => T): Promise<T> {
    const ran = turn.then(async () => {
      try {
        const done = await storage.run((stored) => {
          for (const record of stored) absorb(record);
          const result = call();
          return { result, writes: changes() };
        });
        for (const part of parts) part.commit();
        return { ...done, events: outbox };
      } catch (error) {
        for (const part of parts) part.revert();
        throw error;
      } finally {
        outbox = [];
      }
    });
    turn = ran.catch(() => {});
    const answered = ran.then(async ({ result, stored, events }) => {
      await stored;
      for (const event of events) dispatch(event);
      return result;
    });
    const tracked = answered.catch(() => {}).finally(() => unanswered.delete(tracked));
    unanswered.add(tracked);
    return answered;
  }

  const visible = (object: StripeObject) => (owners.get(object.id) ?? null) === acting;
  const get = (kind: string, objectId: string) => {
    const found = store.get(objectId);
    if (!found || found.object !== kind || !visible(found)) throw notFound(kind.replace('_', ' '), objectId);
    return found;
  };
  const put = <T extends StripeObject>(object: T): T => {
    store.set(object.id, object);
    if (acting) owners.set(object.id, acting);
    return object;
  };
  const list = (kind: string, where: (object: StripeObject) => boolean) => ({
    object: 'list',
    url: `/v1/${kind}s`,
    has_more: false,
    data: store.filter((object) => object.object === kind && visible(object) && where(object)).reverse(),
  });

  function emit(type: string, object: StripeObject) {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: now(),
      type,
      livemode: false,
      ...(owners.has(object.id) ? { account: owners.get(object.id) } : {}),
      data: { object: structuredClone(object) },
    };
    outbox.push(event);
  }

  function dispatch(event: Record<string, unknown>) {
    const times = ++eventCount % (options.duplicateEvery ?? 3) === 0 ? 2 : 1;
    for (let i = 0; i < times; i++) {
      const delivery = deliver(event as { id: string; type: string }).finally(() => pending.delete(delivery));
      pending.add(delivery);
    }
  }

  async function deliver(event: { id: string; type: string }) {
    // After the response that caused it, as the provider does.
    await new Promise((resolve) => setImmediate(resolve));
    if (!webhookUrl) return;
    const payload = JSON.stringify(event);
    const timestamp = now();
    const signature = createHmac('sha256', options.webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
    try {
      const response = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` }, body: payload });
      await response.arrayBuffer();
      deliveries.push({ id: event.id, type: event.type, status: response.status });
    } catch {
      deliveries.push({ id: event.id, type: event.type, status: 0 });
    }
  }

  function priceAmount(priceId: string) {
    const price = get('price', priceId);
    return { amount: price.unit_amount as number, currency: price.currency as string, interval: (price.recurring as { interval: string } | null)?.interval ?? null };
  }

  function discounted(amount: number, couponId: string | null) {
    if (!couponId) return amount;
    const coupon = get('coupon', couponId);
    if (typeof coupon.percent_off === 'number') return Math.round(amount * (1 - coupon.percent_off / 100));
    return Math.max(0, amount - ((coupon.amount_off as number | null) ?? 0));
  }

  const periodSeconds = (interval: string | null) => (interval === 'year' ? 365 : 30) * 86_400;

  /** Creates the subscription's invoice for its current period and tries to pay it. */
  function invoiceFor(subscription: StripeObject, paymentMethodId: string | null) {
    const { amount, currency } = priceAmount(subscription.price_id as string);
    const due = discounted(amount, (subscription.coupon_id as string | null) ?? null);
    const invoice = put({
      id: id('in'),
      object: 'invoice',
      customer: subscription.customer,
      subscription: subscription.id,
      status: 'open',
      amount_due: due,
      amount_paid: 0,
      currency,
      created: now(),
      hosted_invoice_url: null as string | null,
      payment_intent: null as StripeObject | null,
    });
    // A card pays only while it is still attached to the customer (a detached one declines nothing: it is gone).
    const attached = paymentMethodId ? store.get(paymentMethodId) : undefined;
    const card = attached && attached.customer === subscription.customer ? cards.get(attached.id) : undefined;
    const intent: StripeObject = {
      id: id('pi'),
      object: 'payment_intent',
      amount: due,
      currency,
      client_secret: '',
      status: 'succeeded',
      last_payment_error: null,
      payment_method: paymentMethodId,
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
    if (due > 0 && (!card || card.outcome === 'declined')) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = card ? DECLINED : { type: 'card_error', code: 'payment_method_required', message: 'The customer has no payment method.' };
    } else if (due > 0 && card?.outcome === 'needs_action') {
      intent.status = 'requires_action';
    } else {
      invoice.status = 'paid';
      invoice.amount_paid = due;
    }
    invoice.payment_intent = intent;
    invoice.hosted_invoice_url = `https://invoice.stripe.test/${invoice.id}`;
    return invoice;
  }

  /** A coupon as the provider shows it: no longer valid once redeemed its maximum times or past its end. */
  function couponView(coupon: StripeObject) {
    const usedUp = coupon.max_redemptions !== null && (coupon.times_redeemed as number) >= (coupon.max_redemptions as number);
    const ended = coupon.redeem_by !== null && (coupon.redeem_by as number) <= now();
    return { ...coupon, valid: !usedUp && !ended };
  }

  const promotionCoupon = (promotion: StripeObject) => (promotion.promotion as { coupon: string }).coupon;

  /** A promotion code keeps its coupon's id; it shows the coupon as it is now (gone once deleted). */
  function promotionView(promotion: StripeObject) {
    const coupon = store.get(promotionCoupon(promotion));
    return { ...promotion, coupon: coupon?.object === 'coupon' ? couponView(coupon) : null };
  }

  function subscriptionView(subscription: StripeObject) {
    const latest = subscription.latest_invoice ? store.get(subscription.latest_invoice as string) : undefined;
    return {
      ...subscription,
      items: { object: 'list', data: [{ id: `si_${subscription.id}`, object: 'subscription_item', price: get('price', subscription.price_id as string), current_period_end: subscription.current_period_end }] },
      latest_invoice: latest ?? null,
    };
  }

  function createSubscription(body: Record<string, unknown>) {
    const customer = get('customer', String(body.customer));
    const items = body.items as { price: string }[] | undefined;
    const priceId = items?.[0]?.price;
    if (!priceId) throw new StripeError(400, { type: 'invalid_request_error', message: 'Missing required param: items.' });
    const { interval } = priceAmount(priceId);
    if (!interval) throw new StripeError(400, { type: 'invalid_request_error', param: 'items', message: 'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.' });
    const discounts = body.discounts as { coupon?: string; promotion_code?: string }[] | undefined;
    const couponId = body.coupon ? String(body.coupon) : discounts?.[0]?.coupon ?? (discounts?.[0]?.promotion_code ? promotionCoupon(get('promotion_code', discounts[0].promotion_code)) : null);
    const coupon = couponId ? get('coupon', couponId) : null;
    if (coupon && !couponView(coupon).valid) throw new StripeError(400, { type: 'invalid_request_error', param: 'discounts', message: `Coupon ${coupon.id} is no longer valid.` });
    const paymentMethodId = (body.default_payment_method as string | undefined) ?? ((customer.invoice_settings as { default_payment_method: string | null }).default_payment_method ?? null);
    const start = now();
    const subscription = put({
      id: id('sub'),
      object: 'subscription',
      customer: customer.id,
      price_id: priceId,
      coupon_id: couponId,
      status: 'active',
      cancel_at_period_end: false,
      current_period_start: start,
      current_period_end: start + periodSeconds(interval),
      default_payment_method: paymentMethodId,
      latest_invoice: null as string | null,
      metadata: body.metadata ?? {},
      created: start,
    });
    const invoice = invoiceFor(subscription, paymentMethodId);
    subscription.latest_invoice = invoice.id;
    if (invoice.status !== 'paid') subscription.status = 'incomplete';
    if (body.payment_behavior === 'error_if_incomplete' && subscription.status === 'incomplete') {
      store.delete(subscription.id);
      store.delete(invoice.id);
      const error = (invoice.payment_intent as StripeObject).last_payment_error as Record<string, unknown> | null;
      throw new StripeError(402, error ?? DECLINED);
    }
    if (coupon) coupon.times_redeemed = (coupon.times_redeemed as number) + 1;
    emit('customer.subscription.created', subscriptionView(subscription));
    if (invoice.status === 'paid') emit('invoice.paid', invoice);
    return subscriptionView(subscription);
  }

  function renew(subscription: StripeObject) {
    if (subscription.cancel_at_period_end) {
      subscription.status = 'canceled';
      emit('customer.subscription.deleted', subscriptionView(subscription));
      return;
    }
    const { interval } = priceAmount(subscription.price_id as string);
    subscription.current_period_start = subscription.current_period_end;
    subscription.current_period_end = (subscription.current_period_end as number) + periodSeconds(interval);
    const customer = get('customer', subscription.customer as string);
    const paymentMethodId = (subscription.default_payment_method as string | null) ?? (customer.invoice_settings as { default_payment_method: string | null }).default_payment_method;
    const invoice = invoiceFor(subscription, paymentMethodId);
    subscription.latest_invoice = invoice.id;
    subscription.status = invoice.status === 'paid' ? 'active' : 'past_due';
    emit(invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    emit('customer.subscription.updated', subscriptionView(subscription));
  }

  function newCard(card: CardBehaviour, customer: string | null) {
    const pm = put({ id: id('pm'), object: 'payment_method', type: 'card', customer, card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 }, created: now() });
    cards.set(pm.id, card);
    return pm;
  }

  /** The card behind a payment method id: a test token, or a card saved in this account. */
  function cardOf(paymentMethodId: string): CardBehaviour | undefined {
    if (TEST_CARDS[paymentMethodId]) return TEST_CARDS[paymentMethodId];
    const saved = store.get(paymentMethodId);
    return saved && saved.object === 'payment_method' && visible(saved) ? cards.get(saved.id) : undefined;
  }

  function createPaymentIntent(body: Record<string, unknown>) {
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1) throw new StripeError(400, { type: 'invalid_request_error', param: 'amount', message: 'Invalid integer: amount' });
    if (body.customer !== undefined) get('customer', String(body.customer));
    const paymentMethodId = body.payment_method ? String(body.payment_method) : null;
    const intent = put({
      id: id('pi'),
      object: 'payment_intent',
      amount,
      currency: String(body.currency ?? 'usd').toLowerCase(),
      customer: body.customer ?? null,
      description: body.description ?? null,
      metadata: body.metadata ?? {},
      payment_method: paymentMethodId,
      client_secret: '',
      status: 'requires_payment_method',
      last_payment_error: null as Record<string, unknown> | null,
      created: now(),
    });
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
    if (body.confirm !== 'true' && body.confirm !== true) return intent;
    const card = paymentMethodId ? cardOf(paymentMethodId) : undefined;
    if (!card) throw notFound('PaymentMethod', paymentMethodId ?? '', 'payment_method');
    if (card.outcome === 'declined') {
      intent.last_payment_error = DECLINED;
      emit('payment_intent.payment_failed', intent);
      throw new StripeError(402, { ...DECLINED, payment_intent: intent });
    }
    intent.status = card.outcome === 'needs_action' ? 'requires_action' : 'succeeded';
    if (intent.status === 'succeeded') emit('payment_intent.succeeded', intent);
    return intent;
  }

  type Handler = (body: Record<string, unknown>, params: string[], query: Record<string, unknown>) => unknown;
  const routes: [string, RegExp, Handler][] = [
    ['POST', /^\/v1\/customers$/, (body) => put({ id: id('cus'), object: 'customer', email: body.email ?? null, name: body.name ?? null, metadata: body.metadata ?? {}, invoice_settings: { default_payment_method: null }, created: now() })],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (_b, [customerId]) => get('customer', customerId!)],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)$/,
      (body, [customerId]) => {
        const customer = get('customer', customerId!);
        const settings = body.invoice_settings as { default_payment_method?: string } | undefined;
        if (settings?.default_payment_method !== undefined) {
          const pm = get('payment_method', settings.default_payment_method);
          if (pm.customer !== customer.id) throw new StripeError(400, { type: 'invalid_request_error', message: `The payment method ${pm.id} does not belong to this customer.` });
          (customer.invoice_settings as { default_payment_method: string }).default_payment_method = pm.id;
        }
        if (body.email !== undefined) customer.email = body.email;
        if (body.name !== undefined) customer.name = body.name;
        return customer;
      },
    ],
    [
      'POST',
      /^\/v1\/setup_intents$/,
      (body) => {
        // A SetupIntent without a customer saves a card for one made later (a sign-up that pays).
        if (body.customer !== undefined) get('customer', String(body.customer));
        const intent = put({ id: id('seti'), object: 'setup_intent', customer: body.customer ?? null, status: 'requires_payment_method', usage: 'off_session', payment_method: null, client_secret: '' });
        intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
        return intent;
      },
    ],
    [
      'POST',
      /^\/v1\/setup_intents\/([^/]+)\/confirm$/,
      (body, [intentId]) => {
        const intent = get('setup_intent', intentId!);
        // Stripe.js confirms with the publishable key and the intent's client secret, never the secret key.
        if (body.client_secret !== undefined && body.client_secret !== intent.client_secret) throw notFound('setup_intent', intentId!);
        const data = body.payment_method_data as { card?: { number?: string } } | undefined;
        const source = data?.card?.number ? TEST_CARD_NUMBERS[String(data.card.number).replace(/\D/g, '')] : (body.payment_method as string | undefined);
        const card = source ? TEST_CARDS[source] : undefined;
        if (!card) throw new StripeError(402, { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' });
        if (card.refusedOnAttach) throw new StripeError(402, { ...DECLINED, setup_intent: intent });
        const pm = newCard(card, (intent.customer as string | null) ?? null);
        intent.payment_method = pm.id;
        intent.status = 'succeeded';
        return intent;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      (body, [source]) => {
        const customer = get('customer', String(body.customer));
        const saved = store.get(source!);
        // A card saved through a SetupIntent is attached as it is (to its own customer, or to this one when it had none),
        // and only in the account it was made in: another account's is unknown here, as at the provider.
        if (saved?.object === 'payment_method' && visible(saved)) {
          if (saved.customer !== null && saved.customer !== customer.id) throw new StripeError(400, { type: 'invalid_request_error', message: 'This PaymentMethod is attached to another customer.' });
          if (cards.get(saved.id)?.refusedOnAttach) throw new StripeError(402, DECLINED);
          saved.customer = customer.id;
          return saved;
        }
        const card = TEST_CARDS[source!];
        if (!card) throw notFound('PaymentMethod', source!, 'payment_method');
        if (card.refusedOnAttach) throw new StripeError(402, DECLINED);
        return newCard(card, customer.id);
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      (_b, [pmId]) => {
        const pm = get('payment_method', pmId!);
        const defaultFor = (object: StripeObject) => (object.invoice_settings as { default_payment_method: string | null } | undefined)?.default_payment_method === pm.id;
        for (const customer of store.filter((object) => object.object === 'customer' && defaultFor(object))) {
          (customer.invoice_settings as { default_payment_method: string | null }).default_payment_method = null;
        }
        pm.customer = null;
        return pm;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods$/,
      (body) => {
        // Stripe.js makes a card from what the customer typed (createPaymentMethod).
        const number = String((body.card as { number?: string } | undefined)?.number ?? '').replace(/\D/g, '');
        const card = TEST_CARDS[TEST_CARD_NUMBERS[number] ?? ''];
        if (!card) throw new StripeError(402, { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' });
        return newCard(card, null);
      },
    ],
    ['POST', /^\/v1\/payment_intents$/, (body) => createPaymentIntent(body)],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (_b, [intentId]) => get('payment_intent', intentId!)],
    [
      'POST',
      /^\/v1\/products$/,
      (body) => put({ id: id('prod'), object: 'product', name: String(body.name ?? 'Product'), description: body.description ?? null, active: true, created: now() }),
    ],
    [
      'POST',
      /^\/v1\/products\/([^/]+)$/,
      (body, [productId]) => {
        const product = get('product', productId!);
        if (body.name !== undefined) product.name = String(body.name);
        if (body.description !== undefined) product.description = body.description;
        if (body.active !== undefined) product.active = body.active === 'true' || body.active === true;
        return product;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_links$/,
      (body) => {
        const items = body.line_items as { price?: string }[] | undefined;
        const price = get('price', String(items?.[0]?.price));
        const link = put({ id: id('plink'), object: 'payment_link', url: '', active: true, line_items: { data: [{ price }] } });
        link.url = `https://buy.stripe.test/${link.id}`;
        return link;
      },
    ],
    ['GET', /^\/v1\/payment_methods$/, (_b, _p, query) => list('payment_method', (pm) => pm.customer === query.customer)],
    [
      'POST',
      /^\/v1\/prices$/,
      (body) => {
        const productData = body.product_data as { name?: string } | undefined;
        const product = body.product ? get('product', String(body.product)) : put({ id: id('prod'), object: 'product', name: productData?.name ?? 'Product', active: true });
        const amount = Number(body.unit_amount);
        if (!Number.isInteger(amount) || amount < 0) throw new StripeError(400, { type: 'invalid_request_error', param: 'unit_amount', message: 'Invalid integer: unit_amount' });
        const recurring = body.recurring as { interval?: string } | undefined;
        return put({
          id: id('price'),
          object: 'price',
          product: product.id,
          unit_amount: amount,
          currency: String(body.currency).toLowerCase(),
          type: recurring ? 'recurring' : 'one_time',
          recurring: recurring ? { interval: recurring.interval ?? 'month', interval_count: 1 } : null,
          metadata: body.metadata ?? {},
          active: true,
        });
      },
    ],
    ['POST', /^\/v1\/subscriptions$/, (body) => createSubscription(body)],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      (body, [intentId]) => {
        // The customer confirmed with their bank (Stripe.js's confirmCardPayment): the invoice is paid and its subscription starts.
        const standalone = store.get(intentId!);
        const [invoice] = store.filter((object) => object.object === 'invoice' && (object.payment_intent as StripeObject | null)?.id === intentId);
        const intent = standalone?.object === 'payment_intent' ? standalone : (invoice?.payment_intent as StripeObject | undefined);
        if (!intent || (body.client_secret !== undefined && body.client_secret !== intent.client_secret)) throw notFound('payment_intent', intentId!);
        if (intent.status !== 'requires_action') throw new StripeError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent's status is ${String(intent.status)}.` });
        intent.status = 'succeeded';
        if (!invoice) {
          emit('payment_intent.succeeded', intent);
          return intent;
        }
        invoice.status = 'paid';
        invoice.amount_paid = invoice.amount_due;
        const subscription = get('subscription', invoice.subscription as string);
        subscription.status = 'active';
        emit('invoice.paid', invoice);
        emit('customer.subscription.updated', subscriptionView(subscription));
        return intent;
      },
    ],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (_b, [subId]) => subscriptionView(get('subscription', subId!))],
    [
      'GET',
      /^\/v1\/subscriptions$/,
      (_b, _p, query) => {
        const found = list('subscription', (subscription) => query.customer === undefined || subscription.customer === query.customer);
        return { ...found, data: found.data.map(subscriptionView) };
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (body, [subId]) => {
        const subscription = get('subscription', subId!);
        if (subscription.status === 'canceled') throw new StripeError(400, { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' });
        if (body.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = body.cancel_at_period_end === 'true' || body.cancel_at_period_end === true;
        const items = body.items as { price?: string }[] | undefined;
        if (items?.[0]?.price) {
          get('price', items[0].price);
          subscription.price_id = items[0].price;
        }
        if (body.default_payment_method) subscription.default_payment_method = get('payment_method', String(body.default_payment_method)).id;
        if (body.metadata) subscription.metadata = { ...(subscription.metadata as object), ...(body.metadata as object) };
        emit('customer.subscription.updated', subscriptionView(subscription));
        return subscriptionView(subscription);
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (_b, [subId]) => {
        const subscription = get('subscription', subId!);
        subscription.status = 'canceled';
        emit('customer.subscription.deleted', subscriptionView(subscription));
        return subscriptionView(subscription);
      },
    ],
    [
      'POST',
      /^\/v1\/coupons$/,
      (body) => {
        const redeemBy = body.redeem_by === undefined ? null : Number(body.redeem_by);
        if (redeemBy !== null && redeemBy <= now()) throw new StripeError(400, { type: 'invalid_request_error', param: 'redeem_by', message: 'Invalid timestamp: must be in the future.' });
        return put({
          id: body.id ? String(body.id) : id('co'),
          object: 'coupon',
          name: body.name ?? null,
          percent_off: body.percent_off === undefined ? null : Number(body.percent_off),
          amount_off: body.amount_off === undefined ? null : Number(body.amount_off),
          currency: body.currency ?? null,
          duration: body.duration ?? 'once',
          max_redemptions: body.max_redemptions === undefined ? null : Number(body.max_redemptions),
          redeem_by: redeemBy,
          times_redeemed: 0,
          metadata: body.metadata ?? {},
          valid: true,
        });
      },
    ],
    ['GET', /^\/v1\/coupons\/([^/]+)$/, (_b, [couponId]) => couponView(get('coupon', couponId!))],
    [
      'DELETE',
      /^\/v1\/coupons\/([^/]+)$/,
      (_b, [couponId]) => {
        const coupon = get('coupon', couponId!);
        store.delete(coupon.id);
        // A deleted coupon's promotion codes stop working with it.
        for (const promotion of store.filter((object) => object.object === 'promotion_code' && promotionCoupon(object) === coupon.id)) promotion.active = false;
        return { id: coupon.id, object: 'coupon', deleted: true };
      },
    ],
    [
      'POST',
      /^\/v1\/promotion_codes\/([^/]+)$/,
      (body, [promotionId]) => {
        const promotion = get('promotion_code', promotionId!);
        if (body.active !== undefined) promotion.active = body.active === 'true' || body.active === true;
        return promotionView(promotion);
      },
    ],
    [
      'GET',
      /^\/v1\/accounts\/([^/]+)$/,
      (_b, [accountId]) => {
        if (acting !== null || !accounts.has(accountId!)) throw notFound('account', accountId!);
        if (!connected(accountId!)) throw noAccess(accountId!);
        return { id: accountId, object: 'account', email: `owner@${accountId}.test`, default_currency: 'usd', charges_enabled: true, settings: { dashboard: { display_name: `Test account ${accountId!.slice(-4)}` } } };
      },
    ],
    [
      'POST',
      /^\/v1\/promotion_codes$/,
      (body) => {
        const promotion = body.promotion as { coupon?: string } | undefined;
        const coupon = get('coupon', String(promotion?.coupon ?? body.coupon));
        return promotionView(put({ id: id('promo'), object: 'promotion_code', code: String(body.code), promotion: { type: 'coupon', coupon: coupon.id }, metadata: body.metadata ?? {}, active: true }));
      },
    ],
    [
      'GET',
      /^\/v1\/promotion_codes$/,
      (_b, _p, query) => {
        const found = list('promotion_code', (promo) => promo.active === true && (query.code === undefined || String(promo.code).toUpperCase() === String(query.code).toUpperCase()));
        return { ...found, data: found.data.map(promotionView) };
      },
    ],
    [
      'POST',
      /^\/oauth\/token$/,
      (body) => {
        const accountId = connectCodes.get(String(body.code));
        if (body.grant_type !== 'authorization_code' || !accountId) throw new StripeError(400, { error: 'invalid_grant', error_description: `Authorization code does not exist: ${String(body.code)}` });
        connectCodes.delete(String(body.code));
        return {
          access_token: `sk_test_${randomBytes(12).toString('hex')}`,
          refresh_token: `rt_${randomBytes(12).toString('hex')}`,
          token_type: 'bearer',
          stripe_publishable_key: `pk_test_${randomBytes(12).toString('hex')}`,
          stripe_user_id: accountId,
          scope: 'read_write',
          livemode: false,
        };
      },
    ],
    [
      'POST',
      /^\/oauth\/deauthorize$/,
      (body) => {
        const accountId = String(body.stripe_user_id);
        if (body.client_id !== FAKE_CONNECT_CLIENT_ID || !connected(accountId)) throw new StripeError(401, { error: 'invalid_client', error_description: `No such user: ${accountId}` });
        accounts.get(accountId)!.deauthorized = true;
        return { stripe_user_id: accountId };
      },
    ],
    ['GET', /^\/v1\/invoices$/, (_b, _p, query) => list('invoice', (invoice) => invoice.customer === query.customer)],
  ];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(body));
    };
    const authorization = request.headers.authorization ?? '';
    // A publishable key (the browser's, through Stripe.js) may only confirm a SetupIntent or a PaymentIntent.
    const publishable =
      /^Bearer pk_test_\w+/.test(authorization) && request.method === 'POST' && /^\/v1\/((setup|payment)_intents\/[^/]+\/confirm|payment_methods)$/.test(url.pathname);
    if (!publishable && !/^Bearer sk_test_\w+/.test(authorization)) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    if (outage !== null) return send(outage, { error: { type: 'api_error', message: 'An unexpected error occurred on our side.' } });
    const route = routes.find(([method, pattern]) => method === request.method && pattern.test(url.pathname));
    if (!route) return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname}).` } });
    const params = route[1].exec(url.pathname)!.slice(1);
    const form = qs.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
    const query = qs.parse(url.search.slice(1)) as Record<string, unknown>;
    const account = request.headers['stripe-account'];
    const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const answer = await transact(() => {
      acting = typeof account === 'string' && account ? account : null;
      if (acting !== null && !connected(acting)) return { status: 403, body: { error: noAccess(acting).body } };
      const remembered = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (remembered) return remembered;
      let status = 200;
      let body: unknown;
      try {
        body = route[2](form, params, query);
      } catch (error) {
        if (!(error instanceof StripeError)) throw error;
        status = error.status;
        // OAuth errors are the body itself; API errors sit under `error`.
        body = url.pathname.startsWith('/oauth/') ? error.body : { error: error.body };
      }
      // As it was answered: the objects in it change with later calls.
      const snapshot = { status, body: JSON.parse(JSON.stringify(body)) as unknown };
      if (typeof key === 'string') idempotent.set(key, snapshot);
      return snapshot;
    });
    send(answer.status, answer.body);
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) } }));
    });
  });
  for (const record of await storage.load()) absorb(record);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const settled = async () => {
    while (pending.size) await Promise.all([...pending]);
  };
  return {
    host: '127.0.0.1',
    port,
    url: `http://127.0.0.1:${port}`,
    webhookSecret: options.webhookSecret,
    deliveries,
    settled,
    setWebhookUrl: (next) => (webhookUrl = next),
    setOutage: (status) => (outage = status),
    issueConnectCode() {
      const accountId = `acct_${randomBytes(8).toString('hex')}`;
      const code = `ac_${randomBytes(12).toString('hex')}`;
      // Stored before any later call runs, as calls take their turns.
      transact(() => {
        accounts.set(accountId, { deauthorized: false });
        connectCodes.set(code, accountId);
      }).catch((error: unknown) => console.error(`The fake payment provider could not store connect code ${code}: ${String(error)}`));
      return { code, accountId };
    },
    async advanceClock(seconds) {
      await transact(() => {
        clock.set('offset', (clock.get('offset') ?? 0) + seconds);
        for (const object of store.filter((candidate) => candidate.object === 'subscription' && ['active', 'past_due'].includes(candidate.status as string))) {
          acting = owners.get(object.id) ?? null;
          while ((object.current_period_end as number) <= now() && object.status !== 'canceled') renew(object);
        }
      });
      await settled();
    },
    async close() {
      await Promise.all([...unanswered]);
      await settled();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await storage.close();
    },
  };
}

import {
  PaymentDeclinedError,
  PaymentWebhookSignatureError,
  type CallOptions,
  type CouponSummary,
  type InvoiceSummary,
  type PaymentMethodSummary,
  type PaymentProvider,
  type SubscriptionSummary,
} from '@tessera/sdk';
import Stripe from 'stripe';

/** Where browsers load the provider's script for its card form. */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

export interface StripeConnection {
  secretKey: string;
  webhookSecret: string;
  /** The API's address: the provider's by default, the local fake in tests and the embedded default. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

const requestOptions = (options: CallOptions = {}): Stripe.RequestOptions => ({
  ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
  ...(options.account ? { stripeAccount: options.account } : {}),
});

/** The provider's value when it is one the port knows; `fallback` for one added after this adapter was written. */
function known<T extends string>(value: string | null | undefined, values: readonly T[], fallback: T): T {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'incomplete', 'incomplete_expired', 'past_due', 'unpaid', 'canceled', 'paused'] as const;
const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;
const COUPON_DURATIONS = ['once', 'repeating', 'forever'] as const;

const idOf = (value: string | { id: string } | null | undefined) => (value === null || value === undefined ? null : typeof value === 'string' ? value : value.id);

function paymentMethodSummary(pm: Stripe.PaymentMethod): PaymentMethodSummary {
  return { id: pm.id, brand: pm.card?.brand ?? 'card', last4: pm.card?.last4 ?? '', expMonth: pm.card?.exp_month ?? 0, expYear: pm.card?.exp_year ?? 0 };
}

function subscriptionSummary(subscription: Stripe.Subscription): SubscriptionSummary {
  const item = subscription.items.data[0];
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  const intent = invoice && 'payment_intent' in invoice ? (invoice as unknown as { payment_intent: Stripe.PaymentIntent | string | null }).payment_intent : null;
  const pendingClientSecret = intent && typeof intent === 'object' && intent.status === 'requires_action' ? intent.client_secret : null;
  const periodEnd = (item as unknown as { current_period_end?: number } | undefined)?.current_period_end ?? (subscription as unknown as { current_period_end?: number }).current_period_end ?? 0;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer)!,
    priceId: item?.price.id ?? '',
    status: known(subscription.status, SUBSCRIPTION_STATUSES, 'incomplete'),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: periodEnd,
    pendingClientSecret,
    latestInvoiceId: idOf(subscription.latest_invoice),
  };
}

function couponSummary(code: string, coupon: Stripe.Coupon, promotionMetadata: Stripe.Metadata | null = null): CouponSummary {
  return {
    id: coupon.id,
    code,
    percentOff: coupon.percent_off ?? null,
    amountOff: coupon.amount_off ?? null,
    currency: coupon.currency ?? null,
    duration: known(coupon.duration, COUPON_DURATIONS, 'once'),
    metadata: { ...coupon.metadata, ...promotionMetadata },
  };
}

/** An invoice's subscription: under `parent` in the current API version, `subscription` in older ones (and in webhooks sent with them). */
export function subscriptionIdOfInvoice(invoice: object): string | null {
  const { parent, subscription } = invoice as { parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null; subscription?: string | { id: string } | null };
  return idOf(parent?.subscription_details?.subscription) ?? idOf(subscription);
}

function invoiceSummary(invoice: Stripe.Invoice): InvoiceSummary {
  return {
    id: invoice.id ?? '',
    customerId: idOf(invoice.customer) ?? '',
    subscriptionId: subscriptionIdOfInvoice(invoice),
    status: known(invoice.status, INVOICE_STATUSES, 'draft'),
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    created: invoice.created,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
  };
}

/** A refused card becomes PaymentDeclinedError with the provider's own words; other errors pass. */
async function declinedAsPaymentError<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw new PaymentDeclinedError(error.message, error.code ?? 'card_declined', error.decline_code ?? null);
    throw error;
  }
}

/** The PaymentProvider port on the official Stripe SDK. */
export function createStripePaymentProvider(connection: StripeConnection): PaymentProvider {
  const stripe = new Stripe(connection.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(connection.api ? { host: connection.api.host, port: connection.api.port, protocol: connection.api.protocol } : {}),
  });

  return {
    kind: 'stripe',
    async createCustomer(input, options) {
      const customer = await stripe.customers.create({ email: input.email, name: input.name, metadata: input.metadata }, requestOptions(options));
      return { id: customer.id };
    },
    async createSetupIntent(customerId, options) {
      const intent = await stripe.setupIntents.create({ ...(customerId ? { customer: customerId } : {}), usage: 'off_session' }, requestOptions(options));
      return { id: intent.id, clientSecret: intent.client_secret ?? '' };
    },
    async attachPaymentMethod(customerId, paymentMethodId, options) {
      return paymentMethodSummary(await declinedAsPaymentError(stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }, requestOptions(options))));
    },
    async listPaymentMethods(customerId, options) {
      const methods = await stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 }, requestOptions(options));
      return methods.data.map(paymentMethodSummary);
    },
    async setDefaultPaymentMethod(customerId, paymentMethodId, options) {
      await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } }, requestOptions(options));
    },
    async detachPaymentMethod(paymentMethodId, options) {
      await stripe.paymentMethods.detach(paymentMethodId, {}, requestOptions(options));
    },
    async createPrice(input, options) {
      const price = await stripe.prices.create(
        { unit_amount: input.amount, currency: input.currency, recurring: { interval: input.interval }, product_data: { name: input.productName }, metadata: input.metadata },
        requestOptions(options),
      );
      return { id: price.id };
    },
    async createSubscription(input, options) {
      const subscription = await declinedAsPaymentError(
        stripe.subscriptions.create(
          {
            customer: input.customerId,
            items: [{ price: input.priceId }],
            ...(input.paymentMethodId ? { default_payment_method: input.paymentMethodId } : {}),
            ...(input.couponId ? { discounts: [{ coupon: input.couponId }] } : {}),
            metadata: input.metadata,
            // A refused card fails the call at once; a card that needs the customer (3-D Secure) leaves it incomplete with a secret to confirm.
            payment_behavior: 'allow_incomplete',
            expand: ['latest_invoice.payment_intent'],
          },
          requestOptions(options),
        ),
      );
      const invoice = subscription.latest_invoice as unknown as { payment_intent?: Stripe.PaymentIntent | null } | null;
      const intent = invoice?.payment_intent;
      if (subscription.status === 'incomplete' && intent && intent.status === 'requires_payment_method') {
        await stripe.subscriptions.cancel(subscription.id, {}, requestOptions({ account: options?.account }));
        const error = intent.last_payment_error;
        throw new PaymentDeclinedError(error?.message ?? 'Your card was declined.', error?.code ?? 'card_declined', error?.decline_code ?? null);
      }
      return subscriptionSummary(subscription);
    },
    async retrieveSubscription(subscriptionId, options) {
      return subscriptionSummary(await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.payment_intent'] }, requestOptions(options)));
    },
    async changeSubscriptionPrice(subscriptionId, priceId, options) {
      const current = await stripe.subscriptions.retrieve(subscriptionId, {}, requestOptions({ account: options?.account }));
      const item = current.items.data[0];
      const updated = await stripe.subscriptions.update(subscriptionId, { items: [{ ...(item ? { id: item.id } : {}), price: priceId }], proration_behavior: 'create_prorations' }, requestOptions(options));
      return subscriptionSummary(updated);
    },
    async cancelSubscription(subscriptionId, { immediately }, options) {
      const subscription = immediately
        ? await stripe.subscriptions.cancel(subscriptionId, {}, requestOptions(options))
        : await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, requestOptions(options));
      return subscriptionSummary(subscription);
    },
    async resumeSubscription(subscriptionId, options) {
      return subscriptionSummary(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }, requestOptions(options)));
    },
    async findCoupon(code, options) {
      const promotions = await stripe.promotionCodes.list({ code, active: true, limit: 1, expand: ['data.promotion.coupon'] }, requestOptions(options));
      const promotion = promotions.data[0];
      const promoted = promotion?.promotion.coupon;
      if (promotion && promoted) {
        const coupon = typeof promoted === 'string' ? await stripe.coupons.retrieve(promoted, {}, requestOptions(options)) : promoted;
        if (coupon.valid) return couponSummary(promotion.code, coupon, promotion.metadata);
      }
      try {
        const coupon = await stripe.coupons.retrieve(code, {}, requestOptions(options));
        return coupon.valid ? couponSummary(code, coupon) : null;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async listInvoices(customerId, options) {
      const invoices = await stripe.invoices.list({ customer: customerId, limit: 100 }, requestOptions(options));
      return invoices.data.map(invoiceSummary);
    },
    verifyWebhook(rawBody, signatureHeader) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, connection.webhookSecret);
      } catch (error) {
        throw new PaymentWebhookSignatureError(error instanceof Error ? error.message : 'The webhook signature is not valid');
      }
      return { id: event.id, type: event.type, created: event.created, object: event.data.object as unknown as Record<string, unknown>, account: event.account ?? null };
    },
  };
}

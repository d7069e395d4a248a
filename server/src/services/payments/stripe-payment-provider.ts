import {
  PaymentCouponRefusedError,
  PaymentDeclinedError,
  PaymentWebhookSignatureError,
  type CallOptions,
  type CouponSummary,
  type InvoiceSummary,
  type PaymentMethodSummary,
  type PaymentProvider,
  type SubscriptionSummary,
} from '@tessera/sdk';
import type Stripe from 'stripe';
import { idOf, subscriptionIdOfInvoice } from './stripe-objects.ts';

/** Where browsers load the provider's script for its card form. */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

export interface StripeConnection {
  secretKey: string;
  webhookSecret: string;
  /** The API's address: the provider's by default, the local fake in tests and the embedded default. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** The platform's Connect client id (ca_…) and where agencies authorize it; without, no account can be connected. */
  connect?: { clientId: string; authorizeUrl: string };
}

/** The provider's own page where an account owner authorizes the platform. */
export const STRIPE_CONNECT_AUTHORIZE_URL = 'https://connect.stripe.com/oauth/authorize';

export class ConnectNotConfiguredError extends Error {
  override name = 'ConnectNotConfiguredError';
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

/** The SDK loads with the first payment call: about 10 MB resident that a server taking no payment never needs. */
const sdk = async () => (await import('stripe')).default;

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

/** The provider's own words are about its API, not for a buyer: a payment method of another account, or one used up. */
export const UNUSABLE_CARD_MESSAGE = 'This card cannot be used for this payment. Please enter your card details again.';
export const COUPON_REFUSED_MESSAGE = 'This coupon is not valid.';

/**
 * A payment method the provider refuses becomes PaymentDeclinedError, which callers show on the
 * card field (422): a card error (declined, expired, a bank asking for authentication where none
 * can be given) with the provider's own words, and a request refused for its payment method (one
 * of another account, unknown, or no longer usable) with UNUSABLE_CARD_MESSAGE. Anything else
 * (the provider unreachable or failing) passes as it is. A coupon refused as it is applied (used up
 * or ended meanwhile) becomes PaymentCouponRefusedError.
 */
async function declinedAsPaymentError<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const { errors } = await sdk();
    if (error instanceof errors.StripeCardError) throw new PaymentDeclinedError(error.message, error.code ?? 'card_declined', error.decline_code ?? null);
    if (error instanceof errors.StripeInvalidRequestError && (error.param === 'payment_method' || error.code?.startsWith('payment_method_'))) {
      throw new PaymentDeclinedError(UNUSABLE_CARD_MESSAGE, error.code ?? 'payment_method_unusable');
    }
    if (error instanceof errors.StripeInvalidRequestError && (error.param === 'discounts' || error.param === 'coupon')) throw new PaymentCouponRefusedError(COUPON_REFUSED_MESSAGE);
    throw error;
  }
}

/** The PaymentProvider port on the official Stripe SDK. */
export function createStripePaymentProvider(connection: StripeConnection): PaymentProvider {
  let made: Promise<Stripe> | undefined;
  const client = () =>
    (made ??= sdk().then(
      (StripeSdk) =>
        new StripeSdk(connection.secretKey, {
          maxNetworkRetries: 2,
          timeout: 20_000,
          ...(connection.api ? { host: connection.api.host, port: connection.api.port, protocol: connection.api.protocol } : {}),
        }),
    ));

  return {
    kind: 'stripe',
    async createCustomer(input, options) {
      const stripe = await client();
      const customer = await stripe.customers.create({ email: input.email, name: input.name, metadata: input.metadata }, requestOptions(options));
      return { id: customer.id };
    },
    async createSetupIntent(customerId, options) {
      const stripe = await client();
      const intent = await stripe.setupIntents.create({ ...(customerId ? { customer: customerId } : {}), usage: 'off_session' }, requestOptions(options));
      return { id: intent.id, clientSecret: intent.client_secret ?? '' };
    },
    async attachPaymentMethod(customerId, paymentMethodId, options) {
      const stripe = await client();
      return paymentMethodSummary(await declinedAsPaymentError(stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }, requestOptions(options))));
    },
    async listPaymentMethods(customerId, options) {
      const stripe = await client();
      const methods = await stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 }, requestOptions(options));
      return methods.data.map(paymentMethodSummary);
    },
    async setDefaultPaymentMethod(customerId, paymentMethodId, options) {
      const stripe = await client();
      await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } }, requestOptions(options));
    },
    async detachPaymentMethod(paymentMethodId, options) {
      const stripe = await client();
      await stripe.paymentMethods.detach(paymentMethodId, {}, requestOptions(options));
    },
    async createPrice(input, options) {
      const stripe = await client();
      const price = await stripe.prices.create(
        { unit_amount: input.amount, currency: input.currency, recurring: { interval: input.interval }, product_data: { name: input.productName }, metadata: input.metadata },
        requestOptions(options),
      );
      return { id: price.id };
    },
    async createSubscription(input, options) {
      const stripe = await client();
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
      const stripe = await client();
      return subscriptionSummary(await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.payment_intent'] }, requestOptions(options)));
    },
    async changeSubscriptionPrice(subscriptionId, priceId, options) {
      const stripe = await client();
      const current = await stripe.subscriptions.retrieve(subscriptionId, {}, requestOptions({ account: options?.account }));
      const item = current.items.data[0];
      const updated = await stripe.subscriptions.update(subscriptionId, { items: [{ ...(item ? { id: item.id } : {}), price: priceId }], proration_behavior: 'create_prorations' }, requestOptions(options));
      return subscriptionSummary(updated);
    },
    async cancelSubscription(subscriptionId, { immediately }, options) {
      const stripe = await client();
      const subscription = immediately
        ? await stripe.subscriptions.cancel(subscriptionId, {}, requestOptions(options))
        : await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, requestOptions(options));
      return subscriptionSummary(subscription);
    },
    async resumeSubscription(subscriptionId, options) {
      const stripe = await client();
      return subscriptionSummary(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }, requestOptions(options)));
    },
    async findCoupon(code, options) {
      const stripe = await client();
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
        if (error instanceof (await sdk()).errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async listInvoices(customerId, options) {
      const stripe = await client();
      const invoices = await stripe.invoices.list({ customer: customerId, limit: 100 }, requestOptions(options));
      return invoices.data.map(invoiceSummary);
    },
    connectAuthorizeUrl({ state, redirectUri }) {
      if (!connection.connect) throw new ConnectNotConfiguredError('Connecting payment accounts needs the platform’s Connect client id (STRIPE_CONNECT_CLIENT_ID).');
      const query = new URLSearchParams({ response_type: 'code', client_id: connection.connect.clientId, scope: 'read_write', redirect_uri: redirectUri, state });
      return `${connection.connect.authorizeUrl}?${query}`;
    },
    async connectAccount(code) {
      const stripe = await client();
      const token = await stripe.oauth.token({ grant_type: 'authorization_code', code });
      if (!token.stripe_user_id || !token.access_token) throw new Error('The provider answered the OAuth code without an account.');
      return {
        accountId: token.stripe_user_id,
        accessToken: token.access_token,
        refreshToken: token.refresh_token ?? null,
        publishableKey: token.stripe_publishable_key ?? '',
        livemode: token.livemode ?? false,
      };
    },
    async disconnectAccount(accountId) {
      const stripe = await client();
      if (!connection.connect) throw new ConnectNotConfiguredError('Disconnecting payment accounts needs the platform’s Connect client id (STRIPE_CONNECT_CLIENT_ID).');
      await stripe.oauth.deauthorize({ client_id: connection.connect.clientId, stripe_user_id: accountId });
    },
    async retrieveAccount(accountId) {
      const stripe = await client();
      const account = await stripe.accounts.retrieve(accountId);
      return {
        id: account.id,
        email: account.email ?? null,
        displayName: account.settings?.dashboard?.display_name ?? account.business_profile?.name ?? null,
        defaultCurrency: account.default_currency ?? 'usd',
        chargesEnabled: account.charges_enabled ?? false,
      };
    },
    async createProduct(input, options) {
      const stripe = await client();
      const product = await stripe.products.create({ name: input.name, ...(input.description ? { description: input.description } : {}) }, requestOptions(options));
      const price = await stripe.prices.create(
        { product: product.id, unit_amount: input.amount, currency: input.currency, ...(input.interval ? { recurring: { interval: input.interval } } : {}) },
        requestOptions(options && { ...options, idempotencyKey: options.idempotencyKey && `${options.idempotencyKey}:price` }),
      );
      const link = await stripe.paymentLinks.create(
        { line_items: [{ price: price.id, quantity: 1 }] },
        requestOptions(options && { ...options, idempotencyKey: options.idempotencyKey && `${options.idempotencyKey}:link` }),
      );
      return { productId: product.id, priceId: price.id, paymentLinkUrl: link.url ?? null };
    },
    async updateProduct(productId, input, options) {
      const stripe = await client();
      await stripe.products.update(productId, input, requestOptions(options));
    },
    async createCoupon(input, options) {
      const stripe = await client();
      const coupon = await stripe.coupons.create(
        {
          name: input.name,
          duration: input.duration,
          ...(input.percentOff !== null ? { percent_off: input.percentOff } : { amount_off: input.amountOff ?? 0, currency: input.currency }),
          ...(input.maxRedemptions != null ? { max_redemptions: input.maxRedemptions } : {}),
          ...(input.redeemBy != null ? { redeem_by: input.redeemBy } : {}),
        },
        requestOptions(options),
      );
      const promotion = await stripe.promotionCodes.create(
        { promotion: { type: 'coupon', coupon: coupon.id }, code: input.code },
        requestOptions(options && { ...options, idempotencyKey: options.idempotencyKey && `${options.idempotencyKey}:code` }),
      );
      return { ...couponSummary(promotion.code, coupon), promotionCodeId: promotion.id };
    },
    async setPromotionCodeActive(promotionCodeId, active, options) {
      const stripe = await client();
      await stripe.promotionCodes.update(promotionCodeId, { active }, requestOptions(options));
    },
    async deleteCoupon(couponId, options) {
      const stripe = await client();
      await stripe.coupons.del(couponId, {}, requestOptions(options));
    },
    async chargeOnce(input, options) {
      const stripe = await client();
      const intent = await declinedAsPaymentError(
        stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency,
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            description: input.description,
            metadata: input.metadata,
            confirm: true,
            // Cards only, so no redirect-based method needs a return address.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          requestOptions(options),
        ),
      );
      if (intent.status === 'succeeded' || intent.status === 'requires_action') {
        return { id: intent.id, status: intent.status === 'succeeded' ? 'succeeded' : 'requires_action', clientSecret: intent.client_secret ?? '' };
      }
      const error = intent.last_payment_error;
      throw new PaymentDeclinedError(error?.message ?? 'Your card was declined.', error?.code ?? 'card_declined', error?.decline_code ?? null);
    },
    async listSubscriptions(customerId, options) {
      const stripe = await client();
      const subscriptions = await stripe.subscriptions.list({ ...(customerId ? { customer: customerId } : {}), status: 'all', limit: 100 }, requestOptions(options));
      return subscriptions.data.map(subscriptionSummary);
    },
    async verifyWebhook(rawBody, signatureHeader) {
      const stripe = await client();
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

import { createServiceToken } from './service-container.ts';

/**
 * The card-payment port. The server's real adapter runs on the official `stripe` SDK; tests and
 * the embedded default point that same adapter at a local fake server speaking the provider's
 * HTTP API. Amounts are integer cents; currencies are lower-case ISO codes ("usd").
 *
 * Every call that creates something takes an idempotency key so a retried request never
 * charges or subscribes twice. Calls run on the platform's account unless `account` names a
 * connected account (an agency's own, for selling on its websites).
 */
export interface PaymentProvider {
  readonly kind: 'stripe';
  createCustomer(input: { email: string; name: string; metadata?: Record<string, string> }, options?: CallOptions): Promise<{ id: string }>;

  /**
   * Starts saving a card in the browser; the client secret goes to the provider's card form. With
   * no customer, the card is saved for one made later (a sign-up that pays) and attached then.
   */
  createSetupIntent(customerId: string | null, options?: CallOptions): Promise<{ id: string; clientSecret: string }>;
  attachPaymentMethod(customerId: string, paymentMethodId: string, options?: CallOptions): Promise<PaymentMethodSummary>;
  listPaymentMethods(customerId: string, options?: CallOptions): Promise<PaymentMethodSummary[]>;
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string, options?: CallOptions): Promise<void>;
  detachPaymentMethod(paymentMethodId: string, options?: CallOptions): Promise<void>;

  /** A recurring price (with its product) for a plan; answers the provider's price id. */
  createPrice(input: { productName: string; amount: number; currency: string; interval: 'month' | 'year'; metadata?: Record<string, string> }, options?: CallOptions): Promise<{ id: string }>;

  createSubscription(input: { customerId: string; priceId: string; paymentMethodId?: string; couponId?: string; metadata?: Record<string, string> }, options?: CallOptions): Promise<SubscriptionSummary>;
  retrieveSubscription(subscriptionId: string, options?: CallOptions): Promise<SubscriptionSummary>;
  changeSubscriptionPrice(subscriptionId: string, priceId: string, options?: CallOptions): Promise<SubscriptionSummary>;
  /** Cancels at the end of the paid period; `immediately` ends it now. */
  cancelSubscription(subscriptionId: string, input: { immediately: boolean }, options?: CallOptions): Promise<SubscriptionSummary>;
  resumeSubscription(subscriptionId: string, options?: CallOptions): Promise<SubscriptionSummary>;

  /** A coupon by its code (a promotion code, or a coupon id); null when none is valid. */
  findCoupon(code: string, options?: CallOptions): Promise<CouponSummary | null>;
  listInvoices(customerId: string, options?: CallOptions): Promise<InvoiceSummary[]>;

  /** Verifies the signature of a webhook delivery; throws PaymentWebhookSignatureError when it is wrong. */
  verifyWebhook(rawBody: string | Buffer, signatureHeader: string): PaymentEvent;
}

export interface CallOptions {
  idempotencyKey?: string;
  /** A connected account's id, to act on an agency's own provider account. */
  account?: string;
}

export interface PaymentMethodSummary {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type SubscriptionStatus = 'active' | 'trialing' | 'incomplete' | 'incomplete_expired' | 'past_due' | 'unpaid' | 'canceled' | 'paused';

export interface SubscriptionSummary {
  id: string;
  customerId: string;
  priceId: string;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  /** Unix seconds. */
  currentPeriodEnd: number;
  /** Set when the first payment needs the customer (3-D Secure): the client secret to confirm it. */
  pendingClientSecret: string | null;
  latestInvoiceId: string | null;
}

export interface CouponSummary {
  id: string;
  code: string;
  percentOff: number | null;
  /** Cents, in `currency`. */
  amountOff: number | null;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  /** The coupon's metadata with its promotion code's on top (a promo code for one plan says `plan_id`). */
  metadata: Record<string, string>;
}

export interface InvoiceSummary {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  amountDue: number;
  amountPaid: number;
  currency: string;
  /** Unix seconds. */
  created: number;
  hostedInvoiceUrl: string | null;
}

/** A verified webhook event: its id makes processing idempotent. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  /** The event's object as the provider sent it. */
  object: Record<string, unknown>;
  account: string | null;
}

/** The provider refused a card or a charge; `message` is the provider's, shown to the user as is. */
export class PaymentDeclinedError extends Error {
  override name = 'PaymentDeclinedError';
  constructor(
    message: string,
    readonly code: string,
    readonly declineCode: string | null = null,
  ) {
    super(message);
  }
}

export class PaymentWebhookSignatureError extends Error {
  override name = 'PaymentWebhookSignatureError';
}

export const PaymentProviderToken = createServiceToken<PaymentProvider>('PaymentProvider');

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

  /**
   * Where the agency goes to connect its own provider account (Connect OAuth); the provider
   * sends it back to `redirectUri` with `code` and the same `state`.
   */
  connectAuthorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Trades the code of the OAuth return for the connected account; its tokens are secrets. */
  connectAccount(code: string): Promise<ConnectedAccount>;
  /** Ends the platform's access to a connected account (revoke). */
  disconnectAccount(accountId: string): Promise<void>;
  /** The connected account as the provider sees it now (verify). */
  retrieveAccount(accountId: string): Promise<AccountSummary>;

  /** A product with its price: one-time, or recurring with `interval`. */
  createProduct(input: ProductInput, options?: CallOptions): Promise<ProductSummary>;
  /** Renames a product, or sets it active/archived; the price stays (prices are fixed once made). */
  updateProduct(productId: string, input: { name?: string; description?: string; active?: boolean }, options?: CallOptions): Promise<void>;
  /** A coupon with a promotion code customers type. */
  createCoupon(input: CouponInput, options?: CallOptions): Promise<CouponSummary & { promotionCodeId: string }>;
  /** Turns a coupon's promotion code on or off (archive, unarchive). */
  setPromotionCodeActive(promotionCodeId: string, active: boolean, options?: CallOptions): Promise<void>;
  deleteCoupon(couponId: string, options?: CallOptions): Promise<void>;
  /** Charges once, now, with the customer's card: paid, or waiting for the customer's bank. Throws PaymentDeclinedError when refused. */
  chargeOnce(input: { customerId: string; paymentMethodId: string; amount: number; currency: string; description: string; metadata?: Record<string, string> }, options?: CallOptions): Promise<ChargeSummary>;
  listSubscriptions(customerId: string | null, options?: CallOptions): Promise<SubscriptionSummary[]>;

  /** Verifies the signature of a webhook delivery; rejects with PaymentWebhookSignatureError when it is wrong. */
  verifyWebhook(rawBody: string | Buffer, signatureHeader: string): Promise<PaymentEvent>;
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

export interface ConnectedAccount {
  accountId: string;
  /** Secrets: stored encrypted, never shown. */
  accessToken: string;
  refreshToken: string | null;
  publishableKey: string;
  livemode: boolean;
}

export interface AccountSummary {
  id: string;
  email: string | null;
  displayName: string | null;
  /** Lower-case ISO code of the account's default currency. */
  defaultCurrency: string;
  chargesEnabled: boolean;
}

export interface ProductInput {
  name: string;
  description: string;
  /** Cents. */
  amount: number;
  currency: string;
  /** Null for a one-time product. */
  interval: 'month' | 'year' | null;
}

export interface ProductSummary {
  productId: string;
  priceId: string;
  /** A hosted payment page for the product (Stripe Link element), when the provider made one. */
  paymentLinkUrl: string | null;
}

export interface CouponInput {
  name: string;
  /** What customers type. */
  code: string;
  percentOff: number | null;
  /** Cents, in `currency`. */
  amountOff: number | null;
  currency: string;
  duration: 'once' | 'forever';
  /** How many times the provider lets it be redeemed; none for no limit. */
  maxRedemptions?: number | null;
  /** Unix seconds after which the provider refuses it; none for no end. */
  redeemBy?: number | null;
}

export interface ChargeSummary {
  id: string;
  status: 'succeeded' | 'requires_action';
  /** For the customer's bank to confirm, when `requires_action`. */
  clientSecret: string;
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

/** The provider refused a coupon when it was applied (redeemed its maximum times, or past its end): shown on the coupon field. */
export class PaymentCouponRefusedError extends Error {
  override name = 'PaymentCouponRefusedError';
}

export class PaymentWebhookSignatureError extends Error {
  override name = 'PaymentWebhookSignatureError';
}

export const PaymentProviderToken = createServiceToken<PaymentProvider>('PaymentProvider');

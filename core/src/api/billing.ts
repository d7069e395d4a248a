import { z } from 'zod';
import { websiteLimitSchema } from './agencies.ts';

/** Plans, prices, agency subscriptions and payment methods (spec §3 plan and price, §4 subscribing, §7 "Subscriptions and pricing", "Payment methods"). */

export const PLAN_TYPES = ['agency', 'app', 'reseller'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const PRICE_INTERVALS = ['month', 'year'] as const;
export type PriceInterval = (typeof PRICE_INTERVALS)[number];

/** The provider's smallest charge is 50 cents; the largest is its 8-digit limit. */
export const MIN_PRICE_CENTS = 50;
export const MAX_PRICE_CENTS = 99_999_999;

const pluginIds = z.array(z.string().trim().min(1).max(100)).max(500);

export const priceSchema = z.object({
  id: z.number().int(),
  plan_id: z.number().int(),
  /** Integer cents. */
  amount: z.number().int(),
  currency: z.string(),
  interval: z.enum(PRICE_INTERVALS),
  active: z.boolean(),
  created_at: z.string(),
});
export type Price = z.infer<typeof priceSchema>;

export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(PLAN_TYPES),
  description: z.string(),
  /** Grants every premium element and app, including ones installed later (§4 unlimited reseller). */
  unlimited: z.boolean(),
  premium_elements: z.array(z.string()),
  premium_apps: z.array(z.string()),
  /** Websites an agency on this plan may have; null for no limit. An agency's own limit, set by the admin, comes first. */
  website_limit: z.number().int().nullable(),
  prices: z.array(priceSchema),
  created_at: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

const planName = z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(80, 'The name may not be longer than 80 characters.');

export const createPlanBodySchema = z.object({
  name: planName,
  type: z.enum(PLAN_TYPES, { error: 'The type must be agency, app or reseller.' }),
  description: z.string().trim().max(500, 'The description may not be longer than 500 characters.').default(''),
  unlimited: z.boolean().default(false),
  /** Ids of installed premium element plugins; others are refused. */
  premium_elements: pluginIds.default([]),
  /** Ids of installed premium app plugins; others are refused. */
  premium_apps: pluginIds.default([]),
  /** Null (or left out) for no limit. */
  website_limit: websiteLimitSchema.default(null),
});
export type CreatePlanBody = z.input<typeof createPlanBodySchema>;

export const updatePlanBodySchema = z.object({
  name: planName.optional(),
  description: z.string().trim().max(500, 'The description may not be longer than 500 characters.').optional(),
  unlimited: z.boolean().optional(),
  premium_elements: pluginIds.optional(),
  premium_apps: pluginIds.optional(),
  website_limit: websiteLimitSchema.optional(),
});
export type UpdatePlanBody = z.infer<typeof updatePlanBodySchema>;

/** A published order page as the sign-up screen reads it: the agency plans it offers, with their active prices. */
export const publicOrderPageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  plans: z.array(planSchema),
});
export type PublicOrderPage = z.infer<typeof publicOrderPageSchema>;

/** What /order offers before a plan is chosen: the order pages online and the plans they sell. */
export const publicOrderChoiceSchema = z.object({
  pages: z.array(z.object({ id: z.number().int(), name: z.string() })),
  plans: z.array(planSchema),
});
export type PublicOrderChoice = z.infer<typeof publicOrderChoiceSchema>;

/**
 * A premium plugin a plan may grant: a column of the grant matrix, listed from the installed
 * plugins. Premium card designs have columns of their own, and their grants are kept with the
 * elements' (`premium_elements`).
 */
export const premiumPluginSchema = z.object({ id: z.string(), label: z.string(), kind: z.enum(['element', 'app', 'card-design']) });
export type PremiumPlugin = z.infer<typeof premiumPluginSchema>;

/** One cell of the grant matrix: grant or withdraw one premium plugin for one plan. */
export const planGrantBodySchema = z.object({ granted: z.boolean({ error: 'Say true or false.' }) });

const amount = z
  .number({ error: 'The amount must be a whole number of cents.' })
  .int('The amount must be a whole number of cents.')
  .min(MIN_PRICE_CENTS, `The amount must be at least ${MIN_PRICE_CENTS} cents.`)
  .max(MAX_PRICE_CENTS, 'The amount is too large.');
const currency = z
  .string({ error: 'The currency field is required.' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{3}$/, 'The currency must be a three-letter code such as usd.');

export const createPriceBodySchema = z.object({
  plan_id: z.number({ error: 'The plan field is required.' }).int().positive(),
  amount,
  currency,
  interval: z.enum(PRICE_INTERVALS, { error: 'The interval must be month or year.' }),
});
export type CreatePriceBody = z.infer<typeof createPriceBodySchema>;

/** A provider price is fixed once made: a new amount, currency or interval makes a new one; subscribers keep theirs. */
export const updatePriceBodySchema = z.object({
  amount: amount.optional(),
  currency: currency.optional(),
  interval: z.enum(PRICE_INTERVALS, { error: 'The interval must be month or year.' }).optional(),
  active: z.boolean().optional(),
});
export type UpdatePriceBody = z.infer<typeof updatePriceBodySchema>;

export const plansQuerySchema = z.object({
  type: z.enum(PLAN_TYPES, { error: 'The type must be agency, app or reseller.' }).optional(),
});

export const priceCourseRelationSchema = z.object({ id: z.number().int(), price_id: z.number().int(), course_id: z.number().int(), updated_at: z.string() });

/** `?section=app-{plan}` subscribes to an app plan, `?section=reseller` to a reseller plan; none, to an agency plan. */
export const subscribeQuerySchema = z.object({
  section: z
    .string()
    .regex(/^(app-\d+|reseller)$/, 'The section must be app-{plan} or reseller.')
    .optional(),
  coupon: z.string().trim().min(1).max(100).optional(),
});
export const subscribeBodySchema = z.object({
  /** The price to pay; the plan's first active monthly price when left out. */
  price_id: z.number().int().positive().optional(),
});

export const SUBSCRIPTION_SECTIONS = ['agency', 'app', 'reseller'] as const;
export type SubscriptionSection = (typeof SUBSCRIPTION_SECTIONS)[number];

export const agencySubscriptionSchema = z.object({
  id: z.number().int(),
  section: z.enum(SUBSCRIPTION_SECTIONS),
  plan: z.object({ id: z.number().int(), name: z.string(), type: z.enum(PLAN_TYPES) }),
  price: z.object({ id: z.number().int(), amount: z.number().int(), currency: z.string(), interval: z.enum(PRICE_INTERVALS) }),
  /** The provider's status: active, past_due, canceled… */
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  current_period_end: z.string().nullable(),
  /** While the bank asks the customer to confirm the first payment: the secret the provider's script confirms it with. */
  pending_client_secret: z.string().nullable(),
});
export type AgencySubscription = z.infer<typeof agencySubscriptionSchema>;

export const billingInvoiceSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount_due: z.number().int(),
  amount_paid: z.number().int(),
  currency: z.string(),
  hosted_invoice_url: z.string().nullable(),
  issued_at: z.string(),
});
export type BillingInvoice = z.infer<typeof billingInvoiceSchema>;

/** The agency's billing at a glance: /agency/subscription. */
export const billingOverviewSchema = z.object({
  subscribed: z.boolean(),
  stripe_status: z.string().nullable(),
  subscriptions: z.array(agencySubscriptionSchema),
  invoices: z.array(billingInvoiceSchema),
  has_payment_method: z.boolean(),
  /** Where the provider's browser script is loaded from, for confirming a payment the bank asks about. */
  card_form: z.object({ script_url: z.string(), publishable_key: z.string() }),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** What subscribing answers: the billing overview, and a client secret when the bank asks the customer to confirm. */
export const subscribeResponseSchema = z.object({ data: billingOverviewSchema, requires_action: z.boolean(), client_secret: z.string().nullable(), message: z.string(), success: z.boolean() });

export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  percent_off: z.number().nullable(),
  amount_off: z.number().int().nullable(),
  currency: z.string().nullable(),
  duration: z.string(),
  /** The plan a promo code is for, if it names one. */
  plan_id: z.number().int().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const promoResponseSchema = z.object({ data: z.object({ planId: z.number().int(), coupon: couponSchema }), planId: z.number().int() });

export const checkCouponQuerySchema = z.object({ code: z.string({ error: 'The code field is required.' }).trim().min(1, 'The code field is required.').max(100) });
export const promoBodySchema = z.object({ code: z.string({ error: 'The code field is required.' }).trim().min(1, 'The code field is required.').max(100) });

export const cancelParamsSchema = z.object({
  userId: z.coerce.number().int().positive(),
  planType: z.string().regex(/^(agency|reseller|app-\d+)$/, 'The plan type must be agency, reseller or app-{plan}.'),
});

export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  default: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodIdSchema = z.string().regex(/^pm_\w{1,100}$/, 'This is not a payment method id.');
export const addPaymentMethodBodySchema = z.object({ payment_method: paymentMethodIdSchema });

/**
 * What the card form needs: the SetupIntent's secret, the publishable key, and where the
 * provider's browser script (Stripe.js) is loaded from: the provider's own address, or the
 * app's stand-in for the local fake provider, which offers the same calls.
 */
export const paymentMethodSecretSchema = z.object({
  client_secret: z.string(),
  publishable_key: z.string(),
  script_url: z.string(),
});
export type PaymentMethodSecret = z.infer<typeof paymentMethodSecretSchema>;

/** The provider's documented test cards, which the card form lists while the provider runs in test mode. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', label: 'Visa, succeeds' },
  { number: '4000 0000 0000 0002', label: 'Declined' },
  { number: '4000 0000 0000 0341', label: 'Saved, then every charge declined' },
  { number: '4000 0027 6000 3184', label: 'Asks the bank to confirm each payment' },
] as const;

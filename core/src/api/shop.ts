import { z } from 'zod';
import { emailAddressSchema } from '../rules/email.ts';
import { MAX_PRICE_CENTS, MIN_PRICE_CENTS, PRICE_INTERVALS } from './billing.ts';
import { imageOrNoneSchema } from './site-content-fields.ts';

/**
 * Selling on agency websites (spec §1 order elements, §3 product, coupon, subscription,
 * invoice and payment account, §7 gateways and the connected account's products and coupons).
 */

export const GATEWAY_PLATFORMS = ['stripe'] as const;
export type GatewayPlatform = (typeof GATEWAY_PLATFORMS)[number];
export const GATEWAY_STATUSES = ['active', 'inactive', 'revoked'] as const;

/** A website's connection to the agency's own provider account. Its tokens never leave the server. */
export const gatewaySchema = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  platform: z.enum(GATEWAY_PLATFORMS),
  account_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  currency: z.string(),
  livemode: z.boolean(),
  status: z.enum(GATEWAY_STATUSES),
  created_at: z.string(),
});
export type Gateway = z.infer<typeof gatewaySchema>;

export const gatewayPlatformParam = z.enum(GATEWAY_PLATFORMS, { error: 'The platform must be stripe.' });

export const updateGatewayBodySchema = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(80, 'The name may not be longer than 80 characters.').optional(),
  /** Makes this account the one the website takes payments with (another active one steps back). */
  active: z.boolean().optional(),
});

/** POST /gateways/{platform}/check: is an account connected and able to take payments. */
export const gatewayCheckSchema = z.object({ connected: z.boolean(), charges_enabled: z.boolean(), account_id: z.string().nullable() });

export const connectStartSchema = z.object({ authorize_url: z.string() });

/** The account as the provider reports it now (POST /stripe-accounts/verify). */
export const gatewayVerificationSchema = z.object({
  gateway: gatewaySchema,
  verified: z.boolean(),
  charges_enabled: z.boolean(),
  message: z.string(),
});

export const verifyAccountBodySchema = z.object({ gateway_id: z.number({ error: 'The gateway_id field is required.' }).int().positive() });

/** Spec §3: the order state's currency before any product is chosen. */
export const DEFAULT_CURRENCY_SYMBOL = '$';

export const PRODUCT_INTERVALS = PRICE_INTERVALS;

export const productSchema = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  account_id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Cents. */
  amount: z.number().int(),
  currency: z.string(),
  /** Null: one-time. */
  interval: z.enum(PRODUCT_INTERVALS).nullable(),
  payment_link_url: z.string().nullable(),
  /** Shown on the Order Select's product card and the thank-you page; null for none. */
  image: z.string().nullable(),
  archived: z.boolean(),
  created_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

const productName = z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(120, 'The name may not be longer than 120 characters.');
const productDescription = z.string().trim().max(500, 'The description may not be longer than 500 characters.');

export const createProductBodySchema = z.object({
  name: productName,
  description: productDescription.default(''),
  amount: z
    .number({ error: 'The amount must be a whole number of cents.' })
    .int('The amount must be a whole number of cents.')
    .min(MIN_PRICE_CENTS, `The amount must be at least ${MIN_PRICE_CENTS} cents.`)
    .max(MAX_PRICE_CENTS, 'The amount is too large.'),
  /** Left out or null for a one-time product. */
  interval: z.enum(PRODUCT_INTERVALS, { error: 'The interval must be month or year.' }).nullable().default(null),
  image: imageOrNoneSchema.default(null),
});
export type CreateProductBody = z.input<typeof createProductBodySchema>;

/** A product's price is fixed once made (as the provider's prices are); name, description and image change. */
export const updateProductBodySchema = z.object({ name: productName.optional(), description: productDescription.optional(), image: imageOrNoneSchema.optional() });
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;

export const COUPON_DURATIONS = ['once', 'forever'] as const;
export const MAX_COUPON_REDEMPTIONS = 1_000_000;

export const shopCouponSchema = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  account_id: z.string(),
  name: z.string(),
  code: z.string(),
  percent_off: z.number().int().nullable(),
  /** Cents. */
  amount_off: z.number().int().nullable(),
  currency: z.string(),
  duration: z.enum(COUPON_DURATIONS),
  /** Paid orders it may discount; null for no limit. */
  max_redemptions: z.number().int().nullable(),
  /** Until when buyers may use it (ISO date-time); null for no end. */
  redeem_by: z.string().nullable(),
  /** One order per buyer's e-mail address. */
  once_per_buyer: z.boolean(),
  /** Paid orders that used it. */
  redemptions: z.number().int(),
  archived: z.boolean(),
  created_at: z.string(),
});
export type ShopCoupon = z.infer<typeof shopCouponSchema>;

export const createCouponBodySchema = z
  .object({
    name: z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(80, 'The name may not be longer than 80 characters.'),
    code: z
      .string({ error: 'The code field is required.' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'The code may hold 3 to 40 letters, digits, dashes and underscores.')
      .transform((code) => code.toUpperCase()),
    percent_off: z.number().int('The percentage must be a whole number.').min(1, 'The percentage must be between 1 and 100.').max(100, 'The percentage must be between 1 and 100.').nullable().default(null),
    amount_off: z.number().int('The amount must be a whole number of cents.').min(1, 'The amount must be at least 1 cent.').max(MAX_PRICE_CENTS, 'The amount is too large.').nullable().default(null),
    duration: z.enum(COUPON_DURATIONS, { error: 'The duration must be once or forever.' }).default('once'),
    max_redemptions: z
      .number({ error: 'The number of uses must be a whole number.' })
      .int('The number of uses must be a whole number.')
      .min(1, 'The number of uses must be at least 1.')
      .max(MAX_COUPON_REDEMPTIONS, `The number of uses may not be more than ${MAX_COUPON_REDEMPTIONS}.`)
      .nullable()
      .default(null),
    /** The provider takes only an end in the future. */
    redeem_by: z.iso
      .datetime({ offset: true, error: 'The end date must be a date and time.' })
      .refine((value) => Date.parse(value) > Date.now(), 'The end date must be in the future.')
      .nullable()
      .default(null),
    once_per_buyer: z.boolean({ error: 'Say whether each buyer may use it once.' }).default(false),
  })
  .superRefine((body, context) => {
    if ((body.percent_off === null) === (body.amount_off === null)) {
      context.addIssue({ code: 'custom', path: ['percent_off'], message: 'Give either a percentage or an amount off.' });
    }
  });
export type CreateCouponBody = z.input<typeof createCouponBodySchema>;

/** A coupon's discount is fixed once made; its name changes. */
export const updateCouponBodySchema = z.object({ name: z.string().trim().min(1, 'The name field is required.').max(80, 'The name may not be longer than 80 characters.') });

export const shopSubscriptionSchema = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  order_id: z.number().int().nullable(),
  product_name: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  current_period_end: z.string().nullable(),
  created_at: z.string(),
});
export type ShopSubscription = z.infer<typeof shopSubscriptionSchema>;

export const shopInvoiceSchema = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  order_id: z.number().int().nullable(),
  email: z.string(),
  description: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type ShopInvoice = z.infer<typeof shopInvoiceSchema>;

export const ORDER_STATUSES = ['pending', 'requires_action', 'paid', 'failed'] as const;

/** POST /site/checkout, from the order island of a published page. Prices are never sent: the server reads them from the stored products. */
export const checkoutBodySchema = z.object({
  elementId: z.string({ error: 'The elementId field is required.' }).regex(/^element-[A-Za-z0-9_-]{1,100}$/, 'The elementId is not an element id.'),
  /** The page's path; without it the Referer's path is used. */
  pageUrl: z.string().max(2048).optional(),
  items: z
    .array(
      z.object({
        productId: z.number({ error: 'Choose a product.' }).int().positive(),
        quantity: z.number({ error: 'The quantity must be a whole number.' }).int('The quantity must be a whole number.').min(1, 'The quantity must be at least 1.').max(99, 'The quantity may be at most 99.'),
      }),
      { error: 'Choose at least one product.' },
    )
    .min(1, 'Choose at least one product.')
    .max(50, 'An order holds at most 50 products.'),
  coupon: z.string().trim().max(40).optional(),
  payment_method: z.string({ error: 'Enter your card details.' }).regex(/^pm_[A-Za-z0-9_]{1,120}$/, 'Enter your card details.'),
  email: emailAddressSchema,
  name: z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(120, 'The name may not be longer than 120 characters.'),
  fields: z.record(z.string().max(100), z.union([z.string().max(2000), z.boolean()])).refine((fields) => Object.keys(fields).length <= 30, 'An order holds at most 30 extra fields.').default({}),
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

export const checkoutResultSchema = z.object({
  orderId: z.number().int(),
  status: z.enum(['paid', 'requires_action']),
  /** For the buyer's bank to confirm, with `requires_action`. */
  client_secret: z.string().optional(),
  message: z.string(),
  /** Where the pay element sends the buyer (a page or an address it names). */
  redirect: z.string().optional(),
  /** Without a redirect: the order's thank-you page on the site's host, signed for this order. */
  thanks: z.string().optional(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** GET /site/coupons/check: a coupon of the website, as the Coupon element shows it. */
export const couponCheckQuerySchema = z.object({ code: z.string({ error: 'Enter a coupon code.' }).trim().min(1, 'Enter a coupon code.').max(40) });
export const couponCheckSchema = z.object({ code: z.string(), percent_off: z.number().nullable(), amount_off: z.number().nullable(), currency: z.string() });

/** Response bodies the host's API client and the server share. */
export const activeGatewayResponseSchema = z.object({ data: gatewaySchema.nullable() });
export const connectStartResponseSchema = z.object({ data: connectStartSchema });
export const gatewayVerificationResponseSchema = z.object({ data: gatewayVerificationSchema });

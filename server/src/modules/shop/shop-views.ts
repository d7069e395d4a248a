import type { Product, ShopCoupon, ShopInvoice, ShopSubscription } from '@tessera/core';
import type { SiteProduct } from '@tessera/sdk';
import type { ShopCouponRow, ShopInvoiceRow, ShopProductRow, ShopSubscriptionRow } from '../../db/schema-shop.ts';

const interval = (value: string | null) => (value === 'month' || value === 'year' ? value : null);

export function toProduct(row: ShopProductRow): Product {
  return {
    id: row.id,
    landing_id: row.landing_id,
    account_id: row.account_id,
    name: row.name,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    interval: interval(row.interval),
    payment_link_url: row.payment_link_url,
    image: row.image,
    archived: row.archived,
    created_at: row.created_at.toISOString(),
  };
}

export function toSiteProduct(row: ShopProductRow): SiteProduct {
  return { id: row.id, name: row.name, description: row.description, amount: row.amount, currency: row.currency, interval: interval(row.interval), paymentLinkUrl: row.payment_link_url, image: row.image };
}

/** `redemptions`: its paid orders (paidRedemptions). */
export function toCoupon(row: ShopCouponRow, redemptions: number): ShopCoupon {
  return {
    id: row.id,
    landing_id: row.landing_id,
    account_id: row.account_id,
    name: row.name,
    code: row.code,
    percent_off: row.percent_off,
    amount_off: row.amount_off,
    currency: row.currency,
    duration: row.duration === 'forever' ? 'forever' : 'once',
    max_redemptions: row.max_redemptions,
    redeem_by: row.redeem_by?.toISOString() ?? null,
    once_per_buyer: row.once_per_buyer,
    redemptions,
    archived: row.archived,
    created_at: row.created_at.toISOString(),
  };
}

export function toShopSubscription(row: ShopSubscriptionRow): ShopSubscription {
  return {
    id: row.id,
    landing_id: row.landing_id,
    order_id: row.order_id,
    product_name: row.product_name,
    email: row.email,
    name: row.name,
    status: row.status,
    cancel_at_period_end: row.cancel_at_period_end,
    current_period_end: row.current_period_end?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export function toShopInvoice(row: ShopInvoiceRow): ShopInvoice {
  return {
    id: row.id,
    landing_id: row.landing_id,
    order_id: row.order_id,
    email: row.email,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}

import type { OrderLine } from '@tessera/core/rules';
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, Date>;
type Json<T> = ColumnType<T, string, string>;
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

/** Tables of selling on agency websites (migration 0702). */

export interface PaymentGatewaysTable {
  id: Generated<number>;
  landing_id: number;
  /** 'stripe' (GATEWAY_PLATFORMS). */
  platform: string;
  /** The provider's id of the connected account (acct_…). */
  account_id: string;
  name: string;
  email: string | null;
  currency: string;
  publishable_key: string;
  livemode: Generated<boolean>;
  /** OAuth tokens sealed with the server's secrets key; never sent to a browser. */
  sealed_secrets: string;
  /** 'active', 'inactive' or 'revoked'. */
  status: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface GatewayConnectStatesTable {
  state: string;
  landing_id: number;
  user_id: number;
  created_at: CreatedAt;
}

export interface ShopProductsTable {
  id: Generated<number>;
  landing_id: number;
  gateway_id: number;
  account_id: string;
  provider_product_id: string;
  provider_price_id: string;
  payment_link_url: string | null;
  name: string;
  description: Generated<string>;
  /** Cents. */
  amount: number;
  currency: string;
  /** Null for a one-time product; 'month' or 'year'. */
  interval: string | null;
  /** An http(s) address or an uploaded image's path; kept here only, the provider never needs it. */
  image: string | null;
  archived: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ShopCouponsTable {
  id: Generated<number>;
  landing_id: number;
  gateway_id: number;
  account_id: string;
  provider_coupon_id: string;
  provider_promotion_code_id: string;
  name: string;
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  currency: string;
  duration: string;
  /** Paid orders (and orders still being paid) it may discount; null for no limit (migration 0715). */
  max_redemptions: number | null;
  redeem_by: Date | null;
  /** One order per buyer's e-mail address. */
  once_per_buyer: Generated<boolean>;
  archived: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ShopOrdersTable {
  id: Generated<number>;
  landing_id: number;
  gateway_id: number | null;
  account_id: string;
  page_id: number | null;
  element_id: string;
  email: string;
  name: string;
  fields: JsonWithDefault<Record<string, string | boolean>>;
  items: Json<OrderLine[]>;
  coupon_code: string | null;
  coupon_id: number | null;
  subtotal: number;
  discount: number;
  total: number;
  currency: string;
  /** 'pending', 'requires_action', 'paid' or 'failed'. */
  status: string;
  failure: string | null;
  provider_customer_id: string | null;
  provider_payment_intent_id: string | null;
  contact_id: number | null;
  paid_at: Date | null;
  created_at: CreatedAt;
}

export interface ShopSubscriptionsTable {
  id: Generated<number>;
  landing_id: number;
  order_id: number | null;
  product_id: number | null;
  account_id: string;
  provider_subscription_id: string;
  first_invoice_id: string | null;
  email: string;
  name: string;
  product_name: string;
  status: string;
  cancel_at_period_end: Generated<boolean>;
  current_period_end: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ShopInvoicesTable {
  id: Generated<number>;
  landing_id: number;
  order_id: number | null;
  account_id: string;
  provider_ref: string;
  email: string;
  description: string;
  amount: number;
  currency: string;
  status: string;
  created_at: CreatedAt;
}

export interface ShopTables {
  payment_gateways: PaymentGatewaysTable;
  gateway_connect_states: GatewayConnectStatesTable;
  shop_products: ShopProductsTable;
  shop_coupons: ShopCouponsTable;
  shop_orders: ShopOrdersTable;
  shop_subscriptions: ShopSubscriptionsTable;
  shop_invoices: ShopInvoicesTable;
}

export type PaymentGatewayRow = Selectable<PaymentGatewaysTable>;
export type ShopProductRow = Selectable<ShopProductsTable>;
export type ShopCouponRow = Selectable<ShopCouponsTable>;
export type ShopOrderRow = Selectable<ShopOrdersTable>;
export type ShopSubscriptionRow = Selectable<ShopSubscriptionsTable>;
export type ShopInvoiceRow = Selectable<ShopInvoicesTable>;

import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PageTemplatesTable } from './schema-dashboard.ts';

type CreatedAt = ColumnType<Date, Date | undefined, Date>;
type Json<T> = ColumnType<T, string, string>;
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

/** Tables of plans, prices and agency billing (migration 0700). */

export interface PlansTable {
  id: Generated<number>;
  name: string;
  /** 'agency', 'app' or 'reseller' (PLAN_TYPES). */
  type: string;
  description: Generated<string>;
  unlimited: Generated<boolean>;
  premium_elements: JsonWithDefault<string[]>;
  premium_apps: JsonWithDefault<string[]>;
  /** Websites an agency on this plan may have; null for no limit (migration 0715). */
  website_limit: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PricesTable {
  id: Generated<number>;
  plan_id: number;
  /** Integer cents. */
  amount: number;
  currency: string;
  interval: string;
  provider_price_id: string;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PriceCourseRelationsTable {
  id: Generated<number>;
  price_id: number;
  course_id: number;
  updated_at: CreatedAt;
}

export interface AgencySubscriptionsTable {
  id: Generated<number>;
  agency_id: number;
  plan_id: number;
  price_id: number;
  /** 'agency', 'app' or 'reseller': which of the agency's standings the subscription carries. */
  section: string;
  provider_subscription_id: string;
  status: string;
  cancel_at_period_end: Generated<boolean>;
  current_period_end: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface BillingInvoicesTable {
  provider_invoice_id: string;
  agency_id: number;
  provider_subscription_id: string | null;
  status: string;
  amount_due: number;
  amount_paid: number;
  currency: string;
  hosted_invoice_url: string | null;
  issued_at: Date;
  updated_at: CreatedAt;
}

export interface PaymentWebhookEventsTable {
  id: string;
  type: string;
  payload: Json<unknown>;
  deliveries: Generated<number>;
  received_at: CreatedAt;
}

/** The same columns as page templates: both are libraries of the admin's designed documents. */
export type OrderPagesTable = PageTemplatesTable;

export interface BillingTables {
  order_pages: OrderPagesTable;
  plans: PlansTable;
  prices: PricesTable;
  price_course_relations: PriceCourseRelationsTable;
  agency_subscriptions: AgencySubscriptionsTable;
  billing_invoices: BillingInvoicesTable;
  payment_webhook_events: PaymentWebhookEventsTable;
}

export type PlanRow = Selectable<PlansTable>;
export type PriceRow = Selectable<PricesTable>;
export type AgencySubscriptionRow = Selectable<AgencySubscriptionsTable>;

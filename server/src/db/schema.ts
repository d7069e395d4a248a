import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CertStatus, ContactSource } from '@tessera/core';
import type { BillingTables } from './schema-billing.ts';
import type { ShopTables } from './schema-shop.ts';
import type { WidgetTables } from './schema-widgets.ts';
import type { IntegrationTables } from './schema-integrations.ts';
import type { DashboardTables } from './schema-dashboard.ts';
import type { DesignerTables } from './schema-designer.ts';
import type { DomainTables } from './schema-domains.ts';

/** A timestamp the database fills in on insert. */
type CreatedAt = ColumnType<Date, Date | undefined, Date>;
/** JSON columns are written as JSON text, which both drivers hand to PostgreSQL's jsonb parser. */
type Json<T> = ColumnType<T, string, string>;
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export interface AgenciesTable {
  id: Generated<number>;
  name: string;
  subscribed: Generated<boolean>;
  free_fee: Generated<boolean>;
  free_register: Generated<boolean>;
  premium_elements: JsonWithDefault<string[]>;
  premium_apps: JsonWithDefault<string[]>;
  plan_features: JsonWithDefault<string[]>;
  card_limit: Generated<number>;
  openai_api_key: string | null;
  archived_at: Date | null;
  whitelabel_id: number | null;
  stripe_status: string | null;
  reseller_status: string | null;
  /** The plan chosen at sign-up (POST /order), until payments record a subscription. */
  plan_name: string | null;
  /** Websites the plan allows; null is no limit. */
  landing_limit: number | null;
  /** The agency's customer at the payment provider, made on its first subscription or saved card. */
  provider_customer_id: string | null;
  default_payment_method: string | null;
  /** The provider price of the agency-plan subscription. */
  stripe_price: string | null;
  reseller_subscribed: Generated<boolean>;
  logo: string | null;
  timezone: Generated<string>;
  support_email: string | null;
  /** When the owner hid the getting-started checklist (migration 0723). */
  onboarding_dismissed_at: Date | null;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  role: string;
  agency_id: number | null;
  can_create_landing: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
  revoked_at: Date | null;
  /** The admin who started this session as the user (POST /impersonate/{id}). */
  impersonator_id: number | null;
  expires_at: Date | null;
}

export interface WhitelabelsTable {
  id: Generated<number>;
  name: string;
  domain: string;
  domain_2: string | null;
  logo_light: string | null;
  logo_dark: string | null;
  cert_status: ColumnType<CertStatus, CertStatus | undefined, CertStatus>;
  cert_checked_at: Date | null;
  cert_message: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface UserLandingsTable {
  id: Generated<number>;
  user_id: number;
  landing_id: number;
  permissions: JsonWithDefault<string[]>;
  created_at: CreatedAt;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

/** Login links used once (migration 0716), kept until they would have expired anyway. */
export interface UsedLoginLinksTable {
  signature_hash: string;
  expires_at: Date;
  used_at: CreatedAt;
}

export interface OutboxTable {
  id: Generated<number>;
  from_address: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: CreatedAt;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface LandingsTable {
  id: Generated<number>;
  agency_id: number;
  /** The share link's secret; it imports only while `sharing` is on. */
  unique_id: Generated<string>;
  sharing: Generated<boolean>;
  title: string;
  description: Generated<string>;
  subdomain: string;
  domain: string | null;
  home_page_id: number | null;
  settings: JsonWithDefault<Record<string, unknown>>;
  robots_text: string | null;
  /** The AI prompts of the website (LandingPrompts of core). */
  prompts: JsonWithDefault<Record<string, unknown>>;
  template_id: number | null;
  /** The website's brand kit (BrandKit of core; migration 0724); null while the default kit applies. */
  brand_kit: ColumnType<unknown, string | null | undefined, string | null>;
  /** When the agency saved the brand kit itself (migration 0725); null for a kit copied from a template. */
  brand_kit_saved_at: Date | null;
  /** The website's shared header and footer, as the designer saves them (GlobalSections of core; migration 0727). */
  global_sections: JsonWithDefault<Record<string, unknown>>;
  /** The global sections the published pages show: copied from global_sections when a page or the site is published. */
  published_global_sections: JsonWithDefault<Record<string, unknown>>;
  automatic_backup: Generated<boolean>;
  automatic_backup_run: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PagesTable {
  id: Generated<number>;
  landing_id: number;
  /** The share link's secret; it imports only while `sharing` is on. */
  unique_id: Generated<string>;
  sharing: Generated<boolean>;
  name: string;
  unique_name: string;
  title: Generated<string>;
  description: Generated<string>;
  type: Generated<string>;
  design: Json<unknown>;
  version: Generated<number>;
  /** Who saved the design last through the designer (or applied a sandbox); null for other writers. */
  design_updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  published_design: Json<unknown> | null;
  published_version: number | null;
  published_html: string | null;
  /** The published HTML compressed at publish time, served as it is to clients that accept it. */
  published_gzip: Uint8Array | null;
  published_br: Uint8Array | null;
  published_etag: string | null;
  published_at: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface RedirectsTable {
  id: Generated<number>;
  landing_id: number;
  /** A normalised site path (see normalizeSitePath). */
  from_path: string;
  /** A site path or an http(s) address. */
  to_url: string;
  status_code: Generated<number>;
  hits: Generated<number>;
  last_hit_at: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ContactsTable {
  id: Generated<number>;
  landing_id: number;
  page_id: number | null;
  element_id: string;
  fields: Json<Record<string, string | boolean>>;
  /** Keyed hash of the sender's address: repeat senders can be told apart without keeping the address. */
  ip_hash: string;
  /** Where the contact came from (migration 0720). */
  source: Generated<ContactSource>;
  /** The card lead the contact was taken as, while that lead exists (migration 0720). */
  card_contact_id: number | null;
  created_at: CreatedAt;
}

/** A tag on a contact, one row per tag (migration 0720). */
export interface ContactTagsTable {
  contact_id: number;
  landing_id: number;
  tag: string;
  created_at: CreatedAt;
}

export interface WebhooksTable {
  id: Generated<number>;
  landing_id: number;
  url: string;
  secret: string;
  events: JsonWithDefault<string[]>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  event: string;
  event_id: string;
  attempt: number;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  success: boolean;
  created_at: CreatedAt;
}

export interface PageStatsTable {
  page_id: number;
  landing_id: number;
  /** A UTC day; select it as text (node-postgres would turn it into a local-time Date). */
  day: ColumnType<string, string, string>;
  views: Generated<number>;
  uniques: Generated<number>;
}

/** The salt of one UTC day's visitor hashes (see stats/page-views.ts). */
export interface StatsSaltsTable {
  day: ColumnType<string, string, string>;
  salt: string;
}

/** A visitor (salted hash) seen on a page on a day; only today's are kept. */
/** Entrances to a website per UTC day and source ('' when the visit named none). */
export interface SourceStatsTable {
  landing_id: number;
  day: ColumnType<string, string, string>;
  source: string;
  views: Generated<number>;
}

export interface PageVisitorsTable {
  page_id: number;
  day: ColumnType<string, string, string>;
  visitor: string;
}

export interface Database extends DashboardTables, DesignerTables, BillingTables, ShopTables, WidgetTables, IntegrationTables, DomainTables {
  agencies: AgenciesTable;
  users: UsersTable;
  access_tokens: AccessTokensTable;
  landings: LandingsTable;
  pages: PagesTable;
  whitelabels: WhitelabelsTable;
  user_landings: UserLandingsTable;
  password_resets: PasswordResetsTable;
  used_login_links: UsedLoginLinksTable;
  outbox: OutboxTable;
  app_secrets: AppSecretsTable;
  redirects: RedirectsTable;
  contacts: ContactsTable;
  contact_tags: ContactTagsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  page_stats: PageStatsTable;
  stats_salts: StatsSaltsTable;
  page_visitors: PageVisitorsTable;
  source_stats: SourceStatsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type LandingRow = Selectable<LandingsTable>;
export type PageRow = Selectable<PagesTable>;
export type PageUpdate = Updateable<PagesTable>;
export type WhitelabelRow = Selectable<WhitelabelsTable>;
export type AgencyRow = Selectable<AgenciesTable>;
export type RedirectRow = Selectable<RedirectsTable>;
export type WebhookRow = Selectable<WebhooksTable>;

import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A plan grants premium plugins by id; the ids are checked against the registry when saved, not here,
  // so uninstalling a plugin leaves plans readable.
  await db.schema
    .createTable('plans')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // An unlimited plan grants every premium element and app, present and future (§4 unlimited reseller).
    .addColumn('unlimited', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('premium_elements', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('premium_apps', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('prices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull())
    .addColumn('provider_price_id', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('prices_plan_idx').on('prices').column('plan_id').execute();

  // Courses arrive with the apps issue; the relation is kept now so prices can name them then.
  await db.schema
    .createTable('price_course_relations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('price_id', 'integer', (c) => c.notNull().references('prices.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('agencies')
    .addColumn('provider_customer_id', 'text', (c) => c.unique())
    .addColumn('default_payment_method', 'text')
    .addColumn('stripe_price', 'text')
    .addColumn('reseller_subscribed', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  // One row per provider subscription: the agency's standing (subscribed, stripe_status, app and
  // reseller plans) is recomputed from these rows, never edited by hand.
  await db.schema
    .createTable('agency_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('price_id', 'integer', (c) => c.notNull().references('prices.id'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('provider_subscription_id', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('agency_subscriptions_agency_idx').on('agency_subscriptions').columns(['agency_id', 'section']).execute();

  await db.schema
    .createTable('billing_invoices')
    .addColumn('provider_invoice_id', 'text', (c) => c.primaryKey())
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
    .addColumn('provider_subscription_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_due', 'integer', (c) => c.notNull())
    .addColumn('amount_paid', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('hosted_invoice_url', 'text')
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('billing_invoices_agency_idx').on('billing_invoices').columns(['agency_id', 'issued_at']).execute();

  // Every verified webhook, keyed by the provider's event id: a second delivery finds its row and changes nothing.
  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('deliveries', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}


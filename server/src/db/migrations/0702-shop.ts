import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const createdAt = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`);

/**
 * Selling on agency websites: a website's payment gateway (the agency's own provider account,
 * connected through OAuth), its products and coupons made on that account, and the orders,
 * subscriptions and invoices of its buyers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_gateways')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('publishable_key', 'text', (c) => c.notNull())
    .addColumn('livemode', 'boolean', (c) => c.notNull().defaultTo(false))
    /** The account's OAuth tokens, sealed with the server's secrets key. */
    .addColumn('sealed_secrets', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', createdAt)
    .addColumn('updated_at', 'timestamptz', createdAt)
    .addUniqueConstraint('payment_gateways_account_unique', ['landing_id', 'platform', 'account_id'])
    .execute();
  await sql`create unique index payment_gateways_one_active on payment_gateways (landing_id, platform) where status = 'active'`.execute(db);

  await db.schema
    .createTable('gateway_connect_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();

  await db.schema
    .createTable('shop_products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('gateway_id', 'integer', (c) => c.notNull().references('payment_gateways.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('provider_product_id', 'text', (c) => c.notNull())
    .addColumn('provider_price_id', 'text', (c) => c.notNull())
    .addColumn('payment_link_url', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('interval', 'text')
    .addColumn('archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', createdAt)
    .addColumn('updated_at', 'timestamptz', createdAt)
    .execute();

  await db.schema
    .createTable('shop_coupons')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('gateway_id', 'integer', (c) => c.notNull().references('payment_gateways.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('provider_coupon_id', 'text', (c) => c.notNull())
    .addColumn('provider_promotion_code_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('percent_off', 'integer')
    .addColumn('amount_off', 'integer')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('duration', 'text', (c) => c.notNull())
    .addColumn('archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', createdAt)
    .addColumn('updated_at', 'timestamptz', createdAt)
    .execute();
  await sql`create unique index shop_coupons_code_unique on shop_coupons (landing_id, upper(code))`.execute(db);

  await db.schema
    .createTable('shop_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('gateway_id', 'integer', (c) => c.references('payment_gateways.id').onDelete('set null'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('page_id', 'integer', (c) => c.references('pages.id').onDelete('set null'))
    .addColumn('element_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('failure', 'text')
    .addColumn('provider_customer_id', 'text')
    .addColumn('provider_payment_intent_id', 'text', (c) => c.unique())
    .addColumn('contact_id', 'integer', (c) => c.references('contacts.id').onDelete('set null'))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();

  await db.schema
    .createTable('shop_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('shop_orders.id').onDelete('set null'))
    .addColumn('product_id', 'integer', (c) => c.references('shop_products.id').onDelete('set null'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('provider_subscription_id', 'text', (c) => c.notNull().unique())
    /** Paid with the order (its invoice is the order's); later ones are renewals. */
    .addColumn('first_invoice_id', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('created_at', 'timestamptz', createdAt)
    .addColumn('updated_at', 'timestamptz', createdAt)
    .execute();

  await db.schema
    .createTable('shop_invoices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('shop_orders.id').onDelete('set null'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    /** The provider's payment or invoice this records; unique, so a repeated webhook records it once. */
    .addColumn('provider_ref', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
}

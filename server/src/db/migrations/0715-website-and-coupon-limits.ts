import type { Kysely } from 'kysely';

/**
 * Limits of issue 35: how many websites a plan allows (null: no limit; an agency's own
 * landing_limit, set by the admin, comes first), and a shop coupon's redemption limits. An
 * order keeps the coupon it used, so redemptions are counted from orders, per coupon and per buyer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plans').addColumn('website_limit', 'integer').execute();
  await db.schema
    .alterTable('shop_coupons')
    .addColumn('max_redemptions', 'integer')
    .addColumn('redeem_by', 'timestamptz')
    .addColumn('once_per_buyer', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('shop_orders')
    .addColumn('coupon_id', 'integer', (c) => c.references('shop_coupons.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('shop_orders_coupon_idx').on('shop_orders').columns(['coupon_id', 'status']).execute();
}

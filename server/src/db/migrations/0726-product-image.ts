import { sql, type Kysely } from 'kysely';

/** A product's picture, for the Order Select's product cards and the thank-you page (item 4 of issue 39). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shop_products add column image text`.execute(db);
}

import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Plan features an admin switches on per agency (core PLAN_FEATURES), until plans carry them.
  await db.schema.alterTable('agencies').addColumn('plan_features', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`)).execute();
}

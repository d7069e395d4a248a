import { sql, type Kysely } from 'kysely';

/** Order pages: the admin designs them like page templates (same columns), and a published one is where new agencies sign up and pay. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_pages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('design', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * Digital business cards (spec §3 Digital cards): one row per card of a website, its content
 * drawn by one of the installed card designs. Its address under /card/ is unique per website.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('design', 'text', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('options', 'jsonb', (c) => c.notNull())
    .addColumn('custom_url', 'text', (c) => c.notNull())
    .addColumn('redirect', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('show_lead_form', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('cards_landing_custom_url_key', ['landing_id', 'custom_url'])
    .execute();
}

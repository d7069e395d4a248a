import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Compressed once at publish, so serving a page does no work per request.
  await db.schema
    .alterTable('pages')
    .addColumn('published_gzip', 'bytea')
    .addColumn('published_br', 'bytea')
    .addColumn('published_etag', 'text')
    .execute();

  await db.schema
    .createTable('redirects')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('from_path', 'text', (c) => c.notNull())
    .addColumn('to_url', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull().defaultTo(301).check(sql`status_code in (301, 302)`))
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_hit_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('redirects_landing_from_unique', ['landing_id', 'from_path'])
    .execute();

  await db.schema
    .createTable('contacts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('page_id', 'integer', (c) => c.references('pages.id').onDelete('set null'))
    .addColumn('element_id', 'text', (c) => c.notNull())
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('ip_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('contacts_landing_created_idx').on('contacts').columns(['landing_id', 'created_at']).execute();

  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('events', 'jsonb', (c) => c.notNull().defaultTo(sql`'["form.submitted"]'::jsonb`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('webhooks_landing_idx').on('webhooks').column('landing_id').execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('success', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('webhook_deliveries_webhook_idx').on('webhook_deliveries').columns(['webhook_id', 'id']).execute();

  await db.schema
    .createTable('page_stats')
    .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uniques', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('page_stats_pk', ['page_id', 'day'])
    .execute();
  await db.schema.createIndex('page_stats_landing_day_idx').on('page_stats').columns(['landing_id', 'day']).execute();
}

import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Posts are designed and published like pages: a frozen snapshot rendered once, stored in every encoding.
  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('unique_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('design', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('published_design', 'jsonb')
    .addColumn('published_version', 'integer')
    .addColumn('published_html', 'text')
    .addColumn('published_gzip', 'bytea')
    .addColumn('published_br', 'bytea')
    .addColumn('published_etag', 'text')
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('blog_posts_landing_unique_name', ['landing_id', 'unique_name'])
    .execute();
  await db.schema.createIndex('blog_posts_landing_published_idx').on('blog_posts').columns(['landing_id', 'published_at']).execute();

  await db.schema
    .createTable('episodes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('unique_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('audio_url', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration_seconds', 'integer')
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('episodes_landing_unique_name', ['landing_id', 'unique_name'])
    .execute();
  await db.schema.createIndex('episodes_landing_published_idx').on('episodes').columns(['landing_id', 'published_at']).execute();
}

import { createListingSettingTable, sql, type AppMigration } from '@tessera/sdk';

export const migrations: readonly AppMigration[] = [
  {
    // The posts table, which the platform created for the blog before apps had migrations: where
    // an install has it already (with its share ids), it and its rows are kept as they are.
    name: '0000-posts',
    async up(db) {
      await db.schema
        .createTable('blog_posts')
        .ifNotExists()
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
        .addColumn('unique_id', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('blog_posts_landing_unique_name', ['landing_id', 'unique_name'])
        .execute();
      await db.schema.createIndex('blog_posts_landing_published_idx').ifNotExists().on('blog_posts').columns(['landing_id', 'published_at']).execute();
    },
  },
  {
    // Posts are drawn when visited (and kept until the website changes), like every app's pages,
    // so a change of the website's menus, forms or plan shows on them without drawing them again here.
    name: '0001-posts-drawn-on-request',
    async up(db) {
      await db.schema
        .alterTable('blog_posts')
        .dropColumn('published_html')
        .dropColumn('published_gzip')
        .dropColumn('published_br')
        .dropColumn('published_etag')
        .execute();
    },
  },
  {
    name: '0002-schedules',
    async up(db) {
      await db.schema.alterTable('blog_posts').addColumn('publish_at', 'timestamptz').execute();
      await db.schema
        .createTable('blog_schedules')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
        .addColumn('prompt', 'text', (c) => c.notNull())
        .addColumn('repeat', 'text', (c) => c.notNull())
        .addColumn('time', 'text', (c) => c.notNull())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('starts_on', 'text', (c) => c.notNull())
        .addColumn('publish', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
        .addColumn('next_run_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('blog_ai_runs')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
        .addColumn('schedule_id', 'integer', (c) => c.references('blog_schedules.id').onDelete('set null'))
        .addColumn('prompt', 'text', (c) => c.notNull())
        .addColumn('due_at', 'timestamptz', (c) => c.notNull())
        .addColumn('publish', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('claimed_at', 'timestamptz')
        .addColumn('post_id', 'integer', (c) => c.references('blog_posts.id').onDelete('set null'))
        .addColumn('error', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('blog_ai_runs_schedule_due', ['schedule_id', 'due_at'])
        .execute();
    },
  },
  {
    name: '0003-settings',
    up: (db) => createListingSettingTable(db, 'blog_settings'),
  },
  {
    name: '0004-admin-posts',
    async up(db) {
      await db.schema
        .createTable('blog_admin_posts')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('design', 'jsonb', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('published_design', 'jsonb')
        .addColumn('published_at', 'timestamptz')
        .addColumn('unique_id', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  {
    // Sharing a post by link becomes opt-in (issue 35): every post starts with sharing off and a new
    // id, because the old ones reached anyone who could view the blog; links sent before never work again.
    name: '0005-share-links',
    async up(db) {
      await db.schema.alterTable('blog_posts').addColumn('sharing', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
      await sql`update blog_posts set unique_id = gen_random_uuid()`.execute(db);
    },
  },
];

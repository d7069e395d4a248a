import { sql, type Kysely } from 'kysely';

/** The admin's dashboard widgets (spec §1, §2): promos and who has seen each, help videos per screen, the support chat. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promos')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('link_url', 'text')
    .addColumn('link_label', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('promo_views')
    .addColumn('promo_id', 'integer', (c) => c.notNull().references('promos.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('promo_views_pkey', ['promo_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('help_videos')
    .addColumn('screen', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('video_url', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('support_chat')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('crisp', 'tawk')`))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('whitelabels')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('domain_2', 'text')
    .addColumn('logo_light', 'text')
    .addColumn('logo_dark', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index whitelabels_domain_unique on whitelabels (lower(domain))`.execute(db);
  await sql`create unique index whitelabels_domain_2_unique on whitelabels (lower(domain_2))`.execute(db);

  await db.schema
    .alterTable('agencies')
    .addColumn('whitelabel_id', 'integer', (c) => c.references('whitelabels.id').onDelete('set null'))
    .addColumn('stripe_status', 'text')
    .addColumn('reseller_status', 'text')
    .addColumn('plan_name', 'text')
    .execute();

  await db.schema
    .alterTable('access_tokens')
    .addColumn('impersonator_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('access_tokens_user_idx').on('access_tokens').column('user_id').execute();

  await db.schema
    .createTable('user_landings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('permissions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_landings_user_landing_unique', ['user_id', 'landing_id'])
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * The agency's OAuth connections (spec §2 /auth/{provider}/callback; tokens sealed), the pending
 * authorize requests (single-use state with the PKCE verifier), a website's integrations (§3
 * integration-{id}, §4 toggled on and off) and their delivery log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oauth_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sealed_tokens', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('connected').check(sql`status in ('connected', 'revoked')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('oauth_accounts_agency_provider_external_key', ['agency_id', 'provider', 'external_id'])
    .execute();
  await db.schema
    .createTable('oauth_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_verifier', 'text')
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('integrations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('mailchimp', 'hubspot', 'get-api')`))
    .addColumn('oauth_account_id', 'integer', (c) => c.references('oauth_accounts.id').onDelete('set null'))
    .addColumn('target_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('target_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('field_map', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('url_template', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('on_forms', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('on_cards', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Spec §5: integration names are checked on the server, unique within a website.
  await sql`create unique index integrations_landing_name_key on integrations (landing_id, lower(name))`.execute(db);
  await db.schema
    .createTable('integration_deliveries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('integration_id', 'integer', (c) => c.notNull().references('integrations.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('delivery_id', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('success', 'boolean', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('integration_deliveries_integration_idx').on('integration_deliveries').columns(['integration_id', 'id']).execute();
}

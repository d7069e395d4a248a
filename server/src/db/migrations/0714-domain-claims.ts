import { sql, type Kysely } from 'kysely';

/**
 * Custom domains need a proof of ownership (issue 35): a website's domain is a claim until its
 * owner shows a token in DNS or over HTTP, and several websites may claim the same domain while
 * none has proved it. Domains set before this kept serving, so they start verified: whoever can
 * prove the domain now still takes it over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('domain_claims')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().unique().references('landings.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'verified', 'lost')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('verified_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('domain_claims_domain_idx').on('domain_claims').column('domain').execute();
  await sql`
    insert into domain_claims (landing_id, domain, token, status, verified_at)
    select id, domain, replace(gen_random_uuid()::text, '-', ''), 'verified', now() from landings where domain is not null
  `.execute(db);
}

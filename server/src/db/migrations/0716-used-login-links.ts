import { sql, type Kysely } from 'kysely';

/**
 * Login links (POST /check-validity) work once: the first sign-in with a link stores a digest
 * of its signature until the link would have expired anyway, and a second one finds it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('used_login_links')
    .addColumn('signature_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('used_login_links_expires_at').on('used_login_links').column('expires_at').execute();
}

import type { Kysely } from 'kysely';

/** White-label certificates: where the last check of a white-label's domains left them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('whitelabels')
    .addColumn('cert_status', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('cert_checked_at', 'timestamptz')
    .addColumn('cert_message', 'text')
    .execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * The local fake payment provider (the embedded default without a provider key) keeps its
 * customers, subscriptions, cards and its own records here, so they outlive a restart. One row
 * per entry, keyed by (kind, id); `seq` numbers the writes so a fake reads only what changed
 * since it last looked, and `created_seq` (the entry's first write) keeps lists in the order the
 * entries were made. A deleted entry keeps its row with a null body, so other processes
 * learn of the deletion too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence fake_stripe_changes`.execute(db);
  await db.schema
    .createTable('fake_stripe_objects')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('account', 'text')
    .addColumn('body', 'jsonb')
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('created_seq', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('fake_stripe_objects_pkey', ['kind', 'id'])
    .execute();
  await db.schema.createIndex('fake_stripe_objects_seq').on('fake_stripe_objects').column('seq').execute();
}

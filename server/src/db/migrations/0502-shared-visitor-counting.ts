import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The day's salt of visitor hashes, shared by every server process and kept across restarts;
  // deleted once its day is over, so a hash can no longer be linked to anyone.
  await db.schema
    .createTable('stats_salts')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();
  // Today's visitors per page, so a visitor counts once a day however many processes serve them.
  await db.schema
    .createTable('page_visitors')
    .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_visitors_pk', ['page_id', 'day', 'visitor'])
    .execute();
}

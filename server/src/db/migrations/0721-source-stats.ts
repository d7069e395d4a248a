import { type Kysely } from 'kysely';

/**
 * Where a website's visits come from: entrances per UTC day and source (the host name of the
 * referring site, or the utm_source a link carries; '' for a visit without either). Counted
 * beside page_stats and deleted with the website.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('source_stats')
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('source_stats_pk', ['landing_id', 'day', 'source'])
    .execute();
}

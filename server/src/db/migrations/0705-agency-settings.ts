import type { Kysely } from 'kysely';

/** The agency's own settings: its logo, the time zone its deadlines start in, its support address. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('agencies')
    .addColumn('logo', 'text')
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('support_email', 'text')
    .execute();
}

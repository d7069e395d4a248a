import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Who saved the page's design last, so a designer meeting a version conflict learns who saved it.
  await db.schema
    .alterTable('pages')
    .addColumn('design_updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * Sharing websites and pages by link becomes opt-in (issue 35): every existing item starts
 * with sharing off, and gets a new id, because the old ones were handed to every sub-user in
 * website lists; a link sent before this migration never works again, even once its item is
 * shared again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['landings', 'pages']) {
    await db.schema.alterTable(table).addColumn('sharing', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
    await sql`update ${sql.table(table)} set unique_id = gen_random_uuid()`.execute(db);
  }
}

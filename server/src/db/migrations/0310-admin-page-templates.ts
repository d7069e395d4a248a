import { sql, type Kysely } from 'kysely';

/** Page templates become the admin's documents: designed with a version (409 on a stale save), published when ready. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('page_templates')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update page_templates set published_at = created_at where published`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * Page and site templates become the admin's documents: created unpublished, published when
 * ready; a page template is designed with a version (409 on a stale save). A site template's
 * pages stay in its content, each with its own version there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['page_templates', 'site_templates']) {
    await db.schema
      .alterTable(table)
      .addColumn('published_at', 'timestamptz')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`update ${sql.table(table)} set published_at = created_at where published`.execute(db);
  }
  await db.schema.alterTable('page_templates').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

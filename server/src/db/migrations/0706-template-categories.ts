import { sql, type Kysely } from 'kysely';

/**
 * The admin's template categories (spec §7 /admin-template-categories, /admin-page-template-categories):
 * one list per kind of template. Templates keep naming their category by its label, so this
 * backfills a published category for every label already in use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('template_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('site', 'page')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('template_categories_kind_name_key', ['kind', 'name'])
    .execute();
  await sql`insert into template_categories (kind, name)
    select distinct 'site', category from site_templates where category <> ''
    union select distinct 'page', category from page_templates where category <> ''`.execute(db);
}

import { sql, type Kysely } from 'kysely';
import { STARTER_PAGE_TEMPLATE, STARTER_SITE_TEMPLATE } from './seed-0200-starter-templates.ts';

const createdAt = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('agencies')
    // How many websites the agency's plan allows; null is no limit.
    .addColumn('landing_limit', 'integer')
    .execute();

  await db.schema
    .createTable('site_templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('General'))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();

  await db.schema
    .createTable('page_templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('General'))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('design', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();

  await db.schema
    .alterTable('landings')
    .addColumn('prompts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('template_id', 'integer', (c) => c.references('site_templates.id').onDelete('set null'))
    .addColumn('automatic_backup', 'boolean', (c) => c.notNull().defaultTo(false))
    // The chain of daily backup jobs that is current; jobs of an older chain (switched off and on again) stop.
    .addColumn('automatic_backup_run', 'text')
    .execute();

  await db.schema
    .createTable('forms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await db.schema.createIndex('forms_landing_idx').on('forms').column('landing_id').execute();

  await db.schema
    .createTable('menus')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('items', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await db.schema.createIndex('menus_landing_idx').on('menus').column('landing_id').execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('agency_id', 'integer', (c) => c.references('agencies.id').onDelete('cascade'))
    .addColumn('landing_id', 'integer', (c) => c.references('landings.id').onDelete('cascade'))
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Not unique: a cloned website's files share the stored object, removed with the last of them.
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await db.schema.createIndex('files_landing_idx').on('files').column('landing_id').execute();
  await db.schema.createIndex('files_agency_idx').on('files').column('agency_id').execute();
  await db.schema.createIndex('files_storage_key_idx').on('files').column('storage_key').execute();

  await db.schema
    .createTable('backup_records')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('manual', 'automatic', 'publish', 'restore')`))
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await db.schema.createIndex('backup_records_landing_idx').on('backup_records').columns(['landing_id', 'created_at']).execute();

  await db.schema
    .createTable('landing_keywords')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await sql`create unique index landing_keywords_name_unique on landing_keywords (landing_id, lower(name))`.execute(db);

  await sql`insert into site_templates (name, description, category, content) values (${STARTER_SITE_TEMPLATE.name}, ${STARTER_SITE_TEMPLATE.description}, ${STARTER_SITE_TEMPLATE.category}, ${JSON.stringify(STARTER_SITE_TEMPLATE.content)}::jsonb)`.execute(db);
  await sql`insert into page_templates (name, category, design) values (${STARTER_PAGE_TEMPLATE.name}, ${STARTER_PAGE_TEMPLATE.category}, ${JSON.stringify(STARTER_PAGE_TEMPLATE.design)}::jsonb)`.execute(db);
}

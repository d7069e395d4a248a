import { CATEGORY_NAME_TAKEN_MESSAGE, type PublicTemplateCategory, type TemplateCategory, type TemplateCategoryKind } from '@tessera/core';
import { dbNow, type Db } from '../../db/database.ts';
import { takenAsError } from '../../db/unique-writes.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';

/** The templates each kind of category files. */
const TEMPLATES = { site: 'site_templates', page: 'page_templates' } as const;
const templatesOf = (kind: TemplateCategoryKind) => TEMPLATES[kind] as 'page_templates';

async function requireCategory(db: Db, kind: TemplateCategoryKind, id: number) {
  const row = await db.selectFrom('template_categories').selectAll().where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Category');
  return row;
}

async function nameTaken(db: Db, kind: TemplateCategoryKind, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('template_categories').select('id').where('kind', '=', kind).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function countsByLabel(db: Db, kind: TemplateCategoryKind, publishedOnly: boolean): Promise<Map<string, number>> {
  let query = db.selectFrom(templatesOf(kind)).select(['category', (eb) => eb.fn.countAll<string>().as('n')]).where('category', '!=', '').groupBy('category');
  if (publishedOnly) query = query.where('published', '=', true);
  return new Map((await query.execute()).map((row) => [row.category, Number(row.n)]));
}

export async function listCategories(db: Db, kind: TemplateCategoryKind): Promise<TemplateCategory[]> {
  const [rows, counts] = await Promise.all([db.selectFrom('template_categories').selectAll().where('kind', '=', kind).orderBy('name').execute(), countsByLabel(db, kind, false)]);
  return rows.map((row) => ({ id: row.id, name: row.name, published: row.published, templates_count: counts.get(row.name) ?? 0, updated_at: row.updated_at.toISOString() }));
}

/** What an agency's template pickers filter by: published categories, counting published templates. */
export async function listPublicCategories(db: Db, kind: TemplateCategoryKind): Promise<PublicTemplateCategory[]> {
  const [rows, counts] = await Promise.all([
    db.selectFrom('template_categories').select(['id', 'name']).where('kind', '=', kind).where('published', '=', true).orderBy('name').execute(),
    countsByLabel(db, kind, true),
  ]);
  return rows.map((row) => ({ ...row, templates_count: counts.get(row.name) ?? 0 }));
}

export async function categoryView(db: Db, kind: TemplateCategoryKind, id: number): Promise<TemplateCategory> {
  const found = (await listCategories(db, kind)).find((category) => category.id === id);
  if (!found) throw notFound('Category');
  return found;
}

export async function createCategory(db: Db, kind: TemplateCategoryKind, name: string): Promise<number> {
  if (await nameTaken(db, kind, name)) throw validationFailed({ name: [CATEGORY_NAME_TAKEN_MESSAGE] });
  const row = await takenAsError(() => db.insertInto('template_categories').values({ kind, name }).returning('id').executeTakeFirstOrThrow(), 'name', CATEGORY_NAME_TAKEN_MESSAGE);
  return row.id;
}

/** Renames the category and the label of every template filed under it, together. */
export async function renameCategory(db: Db, kind: TemplateCategoryKind, id: number, name: string): Promise<void> {
  const row = await requireCategory(db, kind, id);
  if (await nameTaken(db, kind, name, id)) throw validationFailed({ name: [CATEGORY_NAME_TAKEN_MESSAGE] });
  await takenAsError(
    () =>
      db.transaction().execute(async (trx) => {
        await trx.updateTable('template_categories').set({ name, updated_at: dbNow() }).where('id', '=', id).execute();
        await trx.updateTable(templatesOf(kind)).set({ category: name }).where('category', '=', row.name).execute();
      }),
    'name',
    CATEGORY_NAME_TAKEN_MESSAGE,
  );
}

/** Deletes the category; its templates stay, filed under no category. */
export async function deleteCategory(db: Db, kind: TemplateCategoryKind, id: number): Promise<void> {
  const row = await requireCategory(db, kind, id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable(templatesOf(kind)).set({ category: '' }).where('category', '=', row.name).execute();
    await trx.deleteFrom('template_categories').where('id', '=', id).execute();
  });
}

export async function publishCategory(db: Db, kind: TemplateCategoryKind, id: number, published: boolean): Promise<void> {
  await requireCategory(db, kind, id);
  await db.updateTable('template_categories').set({ published, updated_at: dbNow() }).where('id', '=', id).execute();
}

/** A copy of the category's name and state ("Business (copy)", then "(copy 2)"…); templates stay where they are. */
export async function cloneCategory(db: Db, kind: TemplateCategoryKind, id: number): Promise<number> {
  const row = await requireCategory(db, kind, id);
  for (let attempt = 1; attempt <= 100; attempt++) {
    const suffix = ` (copy${attempt === 1 ? '' : ` ${attempt}`})`;
    const name = `${row.name.slice(0, 60 - suffix.length)}${suffix}`;
    if (await nameTaken(db, kind, name)) continue;
    const copy = await db.insertInto('template_categories').values({ kind, name, published: row.published }).returning('id').executeTakeFirstOrThrow();
    return copy.id;
  }
  throw validationFailed({ name: ['This category has too many copies already; rename one of them first.'] });
}

/** A template saved with a label no category has yet adds that category (published), so the lists stay whole. */
export async function ensureCategory(db: Db, kind: TemplateCategoryKind, label: string | undefined): Promise<void> {
  if (!label) return;
  await db.insertInto('template_categories').values({ kind, name: label }).onConflict((conflict) => conflict.columns(['kind', 'name']).doNothing()).execute();
}

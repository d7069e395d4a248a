import { ALL_PREMIUM, emptyDocument, pageDocumentSchema, stableJson, validateDesign, type AdminPageTemplate, type AdminPageTemplateWithDesign, type PageDocument } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import type { PageTemplateRow } from '../../db/schema-dashboard.ts';
import { HttpError, notFound, validationFailed } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { changedOnSave, withFreshIds } from '../pages/pages.service.ts';

export function toAdminPageTemplate(row: PageTemplateRow): AdminPageTemplate {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    published: row.published,
    published_at: row.published_at?.toISOString() ?? null,
    version: row.version,
    updated_at: row.updated_at.toISOString(),
  };
}

export const toAdminPageTemplateWithDesign = (row: PageTemplateRow): AdminPageTemplateWithDesign => ({
  ...toAdminPageTemplate(row),
  design: pageDocumentSchema.parse(row.design),
});

export async function requirePageTemplate(db: Db, id: number): Promise<PageTemplateRow> {
  const row = await db.selectFrom('page_templates').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Page template');
  return row;
}

/** A template's design checked like a page's; an admin's, so every premium element is allowed. Errors name `design…`. */
export function validTemplateDesign(registry: ElementRegistry, input: unknown, previous?: unknown): PageDocument {
  const before = previous === undefined ? undefined : pageDocumentSchema.safeParse(previous);
  const result = validateDesign(input, { registry, grants: ALL_PREMIUM, previous: before?.success ? before.data : undefined, fieldPrefix: 'design' });
  if (!result.ok) throw validationFailed(result.errors);
  return result.document;
}

export async function createPageTemplate(db: Db, registry: ElementRegistry, userId: number, body: { name: string; category: string; design?: unknown }): Promise<PageTemplateRow> {
  const design = body.design === undefined ? emptyDocument() : validTemplateDesign(registry, body.design);
  return db
    .insertInto('page_templates')
    .values({ name: body.name, category: body.category, design: JSON.stringify(design), published: false, created_by: userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const staleMessage = (sent: number, current: number) =>
  `This page template was saved elsewhere since you opened it (you edited version ${sent}, it is now at version ${current}). Reload to see those changes.`;

/** Saves the designer's document over `version`; a stale version is refused (409) unless it repeats what is stored. */
export async function savePageTemplateDesign(
  db: Db,
  registry: ElementRegistry,
  id: number,
  input: { design: unknown; version: number },
): Promise<{ version: number; shouldReload: boolean }> {
  const row = await requirePageTemplate(db, id);
  const previous = pageDocumentSchema.parse(row.design);
  const result = validateDesign(input.design, { registry, grants: ALL_PREMIUM, previous, fieldPrefix: 'design' });
  if (row.version !== input.version) {
    // A retried save of exactly what is stored succeeds, as a page's does.
    if (result.ok && stableJson(result.document) === stableJson(previous)) return { version: row.version, shouldReload: false };
    throw new HttpError('version_conflict', staleMessage(input.version, row.version));
  }
  if (!result.ok) throw validationFailed(result.errors);
  const saved = await db
    .updateTable('page_templates')
    .set({ design: JSON.stringify(result.document), updated_at: new Date() })
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', row.id)
    .where('version', '=', input.version)
    .returning('version')
    .executeTakeFirst();
  if (!saved) throw new HttpError('version_conflict', staleMessage(input.version, (await requirePageTemplate(db, id)).version));
  return { version: saved.version, shouldReload: changedOnSave(input.design, result.document) };
}

export function clonePageTemplate(db: Db, row: PageTemplateRow, userId: number): Promise<PageTemplateRow> {
  return db
    .insertInto('page_templates')
    .values({
      name: `${row.name} (copy)`.slice(0, 120),
      category: row.category,
      design: JSON.stringify(withFreshIds(pageDocumentSchema.parse(row.design))),
      published: false,
      created_by: userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

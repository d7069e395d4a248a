import { ALL_PREMIUM, emptyDocument, pageDocumentSchema, validateDesign, type AdminPageTemplate, type AdminPageTemplateWithDesign } from '@tessera/core';
import { dbNow, type Db } from '../../db/database.ts';
import type { PageTemplateRow } from '../../db/schema-dashboard.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { ensureCategory } from '../template-categories/template-categories.service.ts';
import { withFreshIds } from '../pages/pages.service.ts';
import { saveVersionedDesign } from '../pages/versioned-design.ts';

/**
 * A library of designed documents the admin keeps (page templates, order pages): a name, a
 * category to group them, a design saved with a version, and a published flag. Their tables
 * have the same columns; the code names one of them and stays the same for all.
 */
export type LibraryTable = 'page_templates' | 'order_pages';
export type LibraryRow = PageTemplateRow;

export interface DesignedLibrary {
  table: LibraryTable;
  /** One item, capitalised in messages: "Page template", "Order page". */
  noun: string;
}

// The tables share their columns, so the queries are typed on one of them.
const tableOf = (library: DesignedLibrary) => library.table as 'page_templates';

export function toLibraryItem(row: LibraryRow): AdminPageTemplate {
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

export const toLibraryItemWithDesign = (row: LibraryRow): AdminPageTemplateWithDesign => ({
  ...toLibraryItem(row),
  design: pageDocumentSchema.parse(row.design),
});

export const listLibrary = (db: Db, library: DesignedLibrary) => db.selectFrom(tableOf(library)).selectAll().orderBy('id', 'desc').execute();

export async function requireLibraryItem(db: Db, library: DesignedLibrary, id: number): Promise<LibraryRow> {
  const row = await db.selectFrom(tableOf(library)).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(library.noun);
  return row;
}

/** An admin's design, checked like a page's with every premium element allowed. Errors name `design…`. */
function validLibraryDesign(registry: ElementRegistry, input: unknown) {
  const result = validateDesign(input, { registry, grants: ALL_PREMIUM, fieldPrefix: 'design' });
  if (!result.ok) throw validationFailed(result.errors);
  return result.document;
}

/** Page templates file under the admin's page-template categories; the other libraries group by free labels. */
const fileUnderCategory = (db: Db, library: DesignedLibrary, category: string | undefined) =>
  library.table === 'page_templates' ? ensureCategory(db, 'page', category) : Promise.resolve();

export async function createLibraryItem(db: Db, registry: ElementRegistry, library: DesignedLibrary, userId: number, body: { name: string; category: string; design?: unknown }): Promise<LibraryRow> {
  await fileUnderCategory(db, library, body.category);
  const design = body.design === undefined ? emptyDocument() : validLibraryDesign(registry, body.design);
  return db
    .insertInto(tableOf(library))
    .values({ name: body.name, category: body.category, design: JSON.stringify(design), published: false, created_by: userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateLibraryItem(db: Db, library: DesignedLibrary, id: number, changes: { name?: string; category?: string }): Promise<LibraryRow> {
  const row = await requireLibraryItem(db, library, id);
  await fileUnderCategory(db, library, changes.category);
  return db.updateTable(tableOf(library)).set({ ...changes, updated_at: dbNow() }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
}

/** Saves the designer's document over `version`; a stale version is refused (409) unless it repeats what is stored. */
export function saveLibraryDesign(db: Db, registry: ElementRegistry, library: DesignedLibrary, id: number, input: { design: unknown; version: number }) {
  const table = tableOf(library);
  return saveVersionedDesign(
    {
      noun: library.noun.toLowerCase(),
      read: () => requireLibraryItem(db, library, id),
      write: async (design, expectedVersion) => {
        const saved = await db
          .updateTable(table)
          .set({ design: JSON.stringify(design), updated_at: dbNow() })
          .set((eb) => ({ version: eb('version', '+', 1) }))
          .where('id', '=', id)
          .where('version', '=', expectedVersion)
          .returning('version')
          .executeTakeFirst();
        return saved?.version;
      },
    },
    registry,
    ALL_PREMIUM,
    input,
  );
}

export async function publishLibraryItem(db: Db, library: DesignedLibrary, id: number, published: boolean): Promise<LibraryRow> {
  const row = await requireLibraryItem(db, library, id);
  return db
    .updateTable(tableOf(library))
    .set({ published, published_at: published ? dbNow() : null })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteLibraryItem(db: Db, library: DesignedLibrary, id: number): Promise<void> {
  const row = await requireLibraryItem(db, library, id);
  await db.deleteFrom(tableOf(library)).where('id', '=', row.id).execute();
}

export async function cloneLibraryItem(db: Db, library: DesignedLibrary, id: number, userId: number): Promise<LibraryRow> {
  const row = await requireLibraryItem(db, library, id);
  return db
    .insertInto(tableOf(library))
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

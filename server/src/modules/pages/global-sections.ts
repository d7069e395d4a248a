import {
  createNodeId,
  globalKindsOf,
  globalSectionsChanged,
  globalSectionsOf,
  GLOBAL_SECTION_KINDS,
  pageDocumentSchema,
  withGlobalReference,
  type GlobalSectionKind,
  type GlobalSections,
  type PageDocument,
} from '@tessera/core';
import { dbNow, type Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';

/*
 * The website side of global sections (core/src/document/global-sections.ts): the landing holds
 * the header and footer its pages refer to, as a draft (what the designer and previews show) and
 * as published (what the published pages show). Pages store references only.
 */

export const draftGlobalSections = (landing: Pick<LandingRow, 'global_sections'>): GlobalSections => globalSectionsOf(landing.global_sections);
export const publishedGlobalSections = (landing: Pick<LandingRow, 'published_global_sections'>): GlobalSections =>
  globalSectionsOf(landing.published_global_sections);

/** A new page of a website with global sections refers to them, in place of its own header and footer. */
export function withSiteGlobalSections(design: PageDocument, globals: GlobalSections): PageDocument {
  return GLOBAL_SECTION_KINDS.reduce((doc, kind) => {
    const content = globals[kind];
    return content ? withGlobalReference(doc, kind, content, () => createNodeId('section')) : doc;
  }, design);
}

/**
 * Keeps the global sections split out of a page's design being saved (the page stores
 * references) as the website's draft. A kind the page did not refer to before (the user chose
 * "Use on every page") goes onto every other page of the website too. Run it in the
 * transaction that writes the page, so the page and the website change together or not at all.
 */
export async function saveGlobalSections(
  trx: Db,
  landingId: number,
  pageId: number,
  before: ReadonlySet<GlobalSectionKind>,
  globals: GlobalSections,
): Promise<void> {
  const kinds = GLOBAL_SECTION_KINDS.filter((kind) => globals[kind]);
  if (kinds.length === 0) return;
  const row = await trx.selectFrom('landings').select('global_sections').where('id', '=', landingId).forUpdate().executeTakeFirstOrThrow();
  const stored = globalSectionsOf(row.global_sections);
  const next = { ...stored, ...globals };
  if (globalSectionsChanged(stored, next)) {
    await trx.updateTable('landings').set({ global_sections: JSON.stringify(next), updated_at: dbNow() }).where('id', '=', landingId).execute();
  }
  const fresh = kinds.filter((kind) => !before.has(kind));
  if (fresh.length > 0) await referOnOtherPages(trx, landingId, pageId, fresh, next);
}

/** Every other page of the website refers to the `kinds` (a new version of each page that changes). */
async function referOnOtherPages(trx: Db, landingId: number, pageId: number, kinds: readonly GlobalSectionKind[], globals: GlobalSections) {
  const pages = await trx.selectFrom('pages').select(['id', 'design']).where('landing_id', '=', landingId).where('id', '!=', pageId).forUpdate().execute();
  for (const page of pages) {
    const parsed = pageDocumentSchema.safeParse(page.design);
    if (!parsed.success) continue;
    const design = withSiteGlobalSections(parsed.data, Object.fromEntries(kinds.map((kind) => [kind, globals[kind]])));
    if (design === parsed.data) continue;
    await trx
      .updateTable('pages')
      .set({ design: JSON.stringify(design), updated_at: dbNow() })
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', page.id)
      .execute();
  }
}

/** The kinds a stored page design refers to. */
export function storedGlobalKinds(stored: unknown): Set<GlobalSectionKind> {
  const parsed = pageDocumentSchema.safeParse(stored);
  return parsed.success ? globalKindsOf(parsed.data) : new Set();
}

/**
 * Publishing takes the website's draft global sections live. Whether they changed, for the
 * other published pages to be rendered again (they show them too).
 */
export async function publishGlobalSections(db: Db, landing: LandingRow): Promise<{ landing: LandingRow; changed: boolean }> {
  const row = await db.selectFrom('landings').select(['global_sections', 'published_global_sections']).where('id', '=', landing.id).executeTakeFirstOrThrow();
  const draft = draftGlobalSections(row);
  if (!globalSectionsChanged(publishedGlobalSections(row), draft)) return { landing: { ...landing, ...row }, changed: false };
  const updated = await db
    .updateTable('landings')
    .set({ published_global_sections: JSON.stringify(draft) })
    .where('id', '=', landing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { landing: updated, changed: true };
}

import {
  createNodeId,
  duplicateNodeIds,
  fillGlobalSections,
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
import { validationFailed } from '../../http/http-error.ts';

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

/** Another page of the website that a save changed: it shows the changed header or footer, or refers to it now. */
export interface ChangedPage {
  id: number;
  version: number;
}

/**
 * Keeps the global sections split out of a page's design being saved (the page stores
 * references) as the website's draft. A kind the page did not refer to before (the user chose
 * "Use on every page") goes onto every other page of the website too. Every other page that
 * shows a changed header or footer gets a new version: a designer still open on it with the
 * header it opened with is told the page changed (409 on its next save, and the realtime event)
 * rather than writing the old header back. Run it in the transaction that writes the page, so
 * the page, the website and the other pages change together or not at all.
 */
export async function saveGlobalSections(
  trx: Db,
  landingId: number,
  pageId: number,
  before: ReadonlySet<GlobalSectionKind>,
  globals: GlobalSections,
): Promise<ChangedPage[]> {
  const kinds = GLOBAL_SECTION_KINDS.filter((kind) => globals[kind]);
  if (kinds.length === 0) return [];
  const row = await trx.selectFrom('landings').select('global_sections').where('id', '=', landingId).forUpdate().executeTakeFirstOrThrow();
  const stored = globalSectionsOf(row.global_sections);
  const next = { ...stored, ...globals };
  const changed = kinds.filter((kind) => globalSectionsChanged({ [kind]: stored[kind] }, { [kind]: next[kind] }));
  if (changed.length > 0) {
    await trx.updateTable('landings').set({ global_sections: JSON.stringify(next), updated_at: dbNow() }).where('id', '=', landingId).execute();
  }
  const fresh = kinds.filter((kind) => !before.has(kind));
  if (changed.length === 0 && fresh.length === 0) return [];
  return updateOtherPages(trx, landingId, pageId, { fresh, changed, globals: next });
}

/** The other pages of the website: references to the `fresh` kinds added, a new version for each that shows a `changed` one. */
async function updateOtherPages(
  trx: Db,
  landingId: number,
  pageId: number,
  { fresh, changed, globals }: { fresh: readonly GlobalSectionKind[]; changed: readonly GlobalSectionKind[]; globals: GlobalSections },
): Promise<ChangedPage[]> {
  const pages = await trx.selectFrom('pages').select(['id', 'name', 'design']).where('landing_id', '=', landingId).where('id', '!=', pageId).orderBy('id').forUpdate().execute();
  const updated: ChangedPage[] = [];
  for (const page of pages) {
    const parsed = pageDocumentSchema.safeParse(page.design);
    if (!parsed.success) continue;
    const design = withSiteGlobalSections(parsed.data, Object.fromEntries(fresh.map((kind) => [kind, globals[kind]])));
    const shows = design.sections.some((section) => section.global && changed.includes(section.global));
    if (design === parsed.data && !shows) continue;
    // Filled, the page would hold such an id twice (the designer and the published page find nodes by id).
    // Only an API client can do this, as the designer gives every node a fresh id. Thrown inside the save's transaction: nothing of it is written.
    const shared = duplicateNodeIds(fillGlobalSections(design, globals));
    if (shared.length > 0) throw validationFailed({ design: shared.map((id) => `The id "${id}" of the header or footer is used by the page "${page.name}" too; give it another id`) });
    const result = await trx
      .updateTable('pages')
      .set({ ...(design === parsed.data ? {} : { design: JSON.stringify(design) }), updated_at: dbNow() })
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', page.id)
      .returning('version')
      .executeTakeFirstOrThrow();
    updated.push({ id: page.id, version: result.version });
  }
  return updated;
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

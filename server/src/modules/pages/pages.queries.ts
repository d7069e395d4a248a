import { dbNow, type Db } from '../../db/database.ts';
import type { PageUpdate } from '../../db/schema.ts';
import { PAGE_SUMMARY_COLUMNS, STORED_PAGE_COLUMNS } from './page-columns.ts';

/**
 * The website's pages as their lists show them. No designs: a list read every page's design
 * and published HTML, and the designer's page list took 16 ms for two pages when one held
 * 2,000 elements.
 */
export function listPages(db: Db, landingId: number) {
  return db.selectFrom('pages').select(PAGE_SUMMARY_COLUMNS).where('landing_id', '=', landingId).orderBy('id').execute();
}

export function findPage(db: Db, landingId: number, pageId: number) {
  return db.selectFrom('pages').select(STORED_PAGE_COLUMNS).where('landing_id', '=', landingId).where('id', '=', pageId).executeTakeFirst();
}

/** A page's design and version only: a save needs no more (the published HTML and its compressed copies are large). */
export function findPageDesign(db: Db, landingId: number, pageId: number) {
  return db.selectFrom('pages').select(['design', 'version']).where('landing_id', '=', landingId).where('id', '=', pageId).executeTakeFirst();
}

/**
 * Writes the page only if it is still at `expectedVersion`, naming `authorId` as who saved its
 * design; returns the new version, or undefined if it moved on.
 */
export async function updatePageIfVersion(db: Db, pageId: number, expectedVersion: number, changes: PageUpdate, authorId: number | null) {
  const row = await db
    .updateTable('pages')
    .set({ ...changes, design_updated_by: authorId, updated_at: dbNow() })
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', pageId)
    .where('version', '=', expectedVersion)
    .returning('version')
    .executeTakeFirst();
  return row?.version;
}

export function markPublished(db: Db, pageId: number, changes: PageUpdate) {
  return db.updateTable('pages').set(changes).where('id', '=', pageId).returning(STORED_PAGE_COLUMNS).executeTakeFirstOrThrow();
}


/** The name of the user who saved a page's design last, if known. */
export async function designAuthorName(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const user = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  return user?.name ?? null;
}

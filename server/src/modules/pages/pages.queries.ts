import type { Db } from '../../db/database.ts';
import type { PageUpdate } from '../../db/schema.ts';

export function listPages(db: Db, landingId: number) {
  return db.selectFrom('pages').selectAll().where('landing_id', '=', landingId).orderBy('id').execute();
}

export function findPage(db: Db, landingId: number, pageId: number) {
  return db.selectFrom('pages').selectAll().where('landing_id', '=', landingId).where('id', '=', pageId).executeTakeFirst();
}

/** Writes the page only if it is still at `expectedVersion`; returns the new version, or undefined if it moved on. */
export async function updatePageIfVersion(db: Db, pageId: number, expectedVersion: number, changes: PageUpdate) {
  const row = await db
    .updateTable('pages')
    .set({ ...changes, updated_at: new Date() })
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', pageId)
    .where('version', '=', expectedVersion)
    .returning('version')
    .executeTakeFirst();
  return row?.version;
}

export function markPublished(db: Db, pageId: number, changes: PageUpdate) {
  return db.updateTable('pages').set(changes).where('id', '=', pageId).returningAll().executeTakeFirstOrThrow();
}


import type { Db } from '../../db/database.ts';

export function listRedirects(db: Db, landingId: number) {
  return db.selectFrom('redirects').selectAll().where('landing_id', '=', landingId).orderBy('from_path').execute();
}

export function findRedirect(db: Db, landingId: number, redirectId: number) {
  return db.selectFrom('redirects').selectAll().where('landing_id', '=', landingId).where('id', '=', redirectId).executeTakeFirst();
}

export function findRedirectFrom(db: Db, landingId: number, path: string) {
  return db
    .selectFrom('redirects')
    .select(['id', 'to_url', 'status_code'])
    .where('landing_id', '=', landingId)
    .where('from_path', '=', path)
    .executeTakeFirst();
}

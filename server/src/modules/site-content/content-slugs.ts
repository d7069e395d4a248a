import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { validationFailed } from '../../http/http-error.ts';
import { PageNames } from './page-names.ts';

/** Tables of a website's content with an address of its own under a path of the site (/blog/…, /episodes/…). */
export type ContentTable = 'blog_posts' | 'episodes';

/** `wanted` (a given address, else one made from the title) when it is free on the website; a 422 on `unique_name` when it is taken. */
export async function claimContentSlug(db: Db, table: ContentTable, landingId: number, wanted: { slug?: string; title: string }, takenMessage: string, exceptId?: number): Promise<string> {
  let query = db.selectFrom(table).select('unique_name').where('landing_id', '=', landingId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const taken = (await query.execute()).map((row) => row.unique_name);
  if (wanted.slug === undefined) return new PageNames(taken).claim(wanted.title);
  if (taken.includes(wanted.slug)) throw validationFailed({ unique_name: [takenMessage] });
  return wanted.slug;
}

/** Runs a write that may race another one for the same address; the loser gets the 422 the check would have given. */
export async function writingSlug<T>(write: () => Promise<T>, takenMessage: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ unique_name: [takenMessage] });
    throw error;
  }
}

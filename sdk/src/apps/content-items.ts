import { validationFailed, type ContentListQuery } from '@tessera/core';
import { PageNames } from '@tessera/core/rules';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from './database-errors.ts';

/**
 * A table of a website's dated content with an address of its own under a path of the site
 * (blog posts under /blog/…, episodes under /episodes/…): `id`, `landing_id`, `title`,
 * `unique_name` (unique per website) and `created_at` columns at least.
 */
// Each app names its own table; the columns above are all these helpers touch.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of a website's items, newest first, optionally those whose title or address holds `search`. */
export async function listContentItems<Row>(db: AnyDb, table: string, landingId: number, query: ContentListQuery): Promise<{ rows: Row[]; total: number }> {
  let base = db.selectFrom(table).where('landing_id', '=', landingId);
  if (query.search) {
    const pattern = likePattern(query.search);
    base = base.where((eb) => eb.or([eb('title', 'ilike', pattern), eb('unique_name', 'ilike', pattern)]));
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.per_page).offset((query.page - 1) * query.per_page).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as Row[], total: Number(count.total) };
}

/** `wanted` (a given address, else one made from the title) when it is free on the website; a 422 on `unique_name` saying `takenMessage` when it is taken. */
export async function claimContentSlug(db: AnyDb, table: string, landingId: number, wanted: { slug?: string; title: string }, takenMessage: string, exceptId?: number): Promise<string> {
  let query = db.selectFrom(table).select('unique_name').where('landing_id', '=', landingId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const taken = (await query.execute()).map((row: { unique_name: string }) => row.unique_name);
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

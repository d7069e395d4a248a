import type { ContentListQuery } from '@tessera/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { ContentTable } from './content-slugs.ts';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of a website's posts or episodes, newest first, optionally those whose title or address holds `search`. */
export async function listContent<T extends ContentTable>(db: Db, table: T, landingId: number, query: ContentListQuery): Promise<{ rows: Selectable<Database[T]>[]; total: number }> {
  let base = db.selectFrom(table as ContentTable).where('landing_id', '=', landingId);
  if (query.search) {
    const pattern = likePattern(query.search);
    base = base.where((eb) => eb.or([eb('title', 'ilike', pattern), eb('unique_name', 'ilike', pattern)]));
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  // Both tables answer the same query; the caller's table decides the row type.
  return { rows: rows as Selectable<Database[T]>[], total: Number(count.total) };
}

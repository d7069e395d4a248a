import type { Db } from '../../db/database.ts';

function matching(db: Db, search?: string) {
  let query = db.selectFrom('whitelabels');
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('domain', 'ilike', pattern), eb('domain_2', 'ilike', pattern)]));
  }
  return query;
}

/** §9: sorted by domain. */
export async function listWhitelabels(db: Db, options: { page: number; perPage: number; search?: string }) {
  const [rows, count] = await Promise.all([
    matching(db, options.search)
      .selectAll()
      .orderBy('domain')
      .orderBy('id')
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute(),
    matching(db, options.search)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

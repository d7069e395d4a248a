import { PageNames } from '@tessera/core/rules';
import type { Db } from '../../db/database.ts';

/** Addresses handed out on the website, starting from those its pages hold. */
export async function pageNamesOfLanding(db: Db, landingId: number): Promise<PageNames> {
  const rows = await db.selectFrom('pages').select('unique_name').where('landing_id', '=', landingId).execute();
  return new PageNames(rows.map((row) => row.unique_name));
}

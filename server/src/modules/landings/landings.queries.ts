import { isSubUserRole } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import type { AuthUser } from '../auth/access-tokens.ts';

/** The websites the user sees in its list, each with its agency's white-label domain. */
export function listVisibleLandings(db: Db, user: AuthUser) {
  let query = db
    .selectFrom('landings as l')
    .innerJoin('agencies as a', 'a.id', 'l.agency_id')
    .leftJoin('whitelabels as w', 'w.id', 'a.whitelabel_id')
    .selectAll('l')
    .select('w.domain as whitelabel_domain')
    .orderBy('l.id');
  if (user.role !== 'Admin') query = query.where('l.agency_id', '=', user.agencyId ?? -1);
  if (isSubUserRole(user.role)) {
    query = query.where('l.id', 'in', (eb) => eb.selectFrom('user_landings').select('landing_id').where('user_id', '=', user.id));
  }
  return query.execute();
}

export async function whitelabelDomainOfAgency(db: Db, agencyId: number): Promise<string | null> {
  const row = await db
    .selectFrom('agencies as a')
    .innerJoin('whitelabels as w', 'w.id', 'a.whitelabel_id')
    .select('w.domain')
    .where('a.id', '=', agencyId)
    .executeTakeFirst();
  return row?.domain ?? null;
}

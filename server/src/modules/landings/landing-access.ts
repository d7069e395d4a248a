import type { Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import { notFound } from '../../http/http-error.ts';

/**
 * The landing `landingId` if the user may work on it: an admin any, an agency and its
 * sub-users only their agency's. Another tenant's landing answers exactly like a missing one.
 */
export async function requireLandingAccess(db: Db, user: AuthUser, landingId: number): Promise<LandingRow> {
  let query = db.selectFrom('landings').selectAll().where('id', '=', landingId);
  if (user.role !== 'Admin') {
    if (user.agencyId === null) throw notFound('Website');
    query = query.where('agency_id', '=', user.agencyId);
  }
  const landing = await query.executeTakeFirst();
  if (!landing) throw notFound('Website');
  return landing;
}

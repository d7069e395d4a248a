import { hasPermission, isSubUserRole, landingPermissionsFor, type PermissionKey } from '@tessera/core';
import { validationFailed } from '../../http/http-error.ts';
import type { Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import type { AuthUser } from '../auth/access-tokens.ts';

export interface ReachableLanding {
  landing: LandingRow;
  permissions: readonly PermissionKey[];
}

/**
 * The landing `landingId` if the user may work on it, with the permissions held there: an
 * admin any; an agency owner its agency's; a sub-user only those of its user-landing entries.
 */
export async function findReachableLanding(db: Db, user: Pick<AuthUser, 'id' | 'role' | 'agencyId'>, landingId: number): Promise<ReachableLanding | undefined> {
  if (user.role === 'Admin') {
    const landing = await db.selectFrom('landings').selectAll().where('id', '=', landingId).executeTakeFirst();
    return landing && { landing, permissions: landingPermissionsFor(user.role, null) };
  }
  if (user.agencyId === null) return undefined;
  if (user.role === 'Agency') {
    const landing = await db.selectFrom('landings').selectAll().where('id', '=', landingId).where('agency_id', '=', user.agencyId).executeTakeFirst();
    return landing && { landing, permissions: landingPermissionsFor(user.role, null) };
  }
  if (!isSubUserRole(user.role)) return undefined;
  const row = await db
    .selectFrom('landings as l')
    .innerJoin('user_landings as ul', 'ul.landing_id', 'l.id')
    .selectAll('l')
    .select('ul.permissions as granted')
    .where('l.id', '=', landingId)
    .where('l.agency_id', '=', user.agencyId)
    .where('ul.user_id', '=', user.id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { granted, ...landing } = row;
  return { landing, permissions: landingPermissionsFor(user.role, granted) };
}

/**
 * The websites `landingIds` names, each in the user's reach with `permission` there, or a 422
 * naming each one that is not (`landing_ids.N`), for calls that act on several websites at once.
 */
export async function requireLandingsWithPermission(db: Db, user: Pick<AuthUser, 'id' | 'role' | 'agencyId'>, landingIds: readonly number[], permission: PermissionKey): Promise<LandingRow[]> {
  const errors: Record<string, string[]> = {};
  const landings: LandingRow[] = [];
  for (const [index, landingId] of landingIds.entries()) {
    const reach = await findReachableLanding(db, user, landingId);
    if (reach && hasPermission(reach.permissions, permission)) landings.push(reach.landing);
    else errors[`landing_ids.${index}`] = ['Choose a website you may change.'];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return landings;
}

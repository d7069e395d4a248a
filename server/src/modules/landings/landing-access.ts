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
  if (user.role === 'CardUser') return cardHolderLanding(db, user.id, landingId);
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
 * Whether the user holds `permission` on at least one website they reach: what a sub-user needs
 * to work on agency-wide data (the block library, the media library) that no one website holds.
 * Admins and agency owners hold every key; card users hold no agency-wide one.
 */
export async function holdsPermissionOnAnyLanding(db: Db, user: Pick<AuthUser, 'id' | 'role' | 'agencyId'>, permission: PermissionKey): Promise<boolean> {
  if (user.role === 'Admin' || user.role === 'Agency') return true;
  if (!isSubUserRole(user.role) || user.agencyId === null) return false;
  const entries = await db
    .selectFrom('user_landings as ul')
    .innerJoin('landings as l', 'l.id', 'ul.landing_id')
    .select('ul.permissions')
    .where('ul.user_id', '=', user.id)
    .where('l.agency_id', '=', user.agencyId)
    .execute();
  return entries.some((entry) => hasPermission(landingPermissionsFor(user.role, entry.permissions), permission));
}

/**
 * A card user reaches a website only through a card of it they hold, with the permissions of
 * their first user-card (spec §6); the card routes then keep them to the cards they hold.
 */
async function cardHolderLanding(db: Db, userId: number, landingId: number): Promise<ReachableLanding | undefined> {
  const landing = await db
    .selectFrom('landings as l')
    .selectAll('l')
    .where('l.id', '=', landingId)
    .where((eb) => eb.exists(eb.selectFrom('cards as c').innerJoin('card_users as cu', 'cu.card_id', 'c.id').select('c.id').whereRef('c.landing_id', '=', 'l.id').where('cu.user_id', '=', userId)))
    .executeTakeFirst();
  if (!landing) return undefined;
  const first = await db.selectFrom('card_users').select('permissions').where('user_id', '=', userId).orderBy('id').limit(1).executeTakeFirst();
  return { landing, permissions: landingPermissionsFor('CardUser', first?.permissions ?? []) };
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

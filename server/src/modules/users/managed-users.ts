import { MANAGED_ROLES } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import type { AuthUser } from '../auth/access-tokens.ts';

/** The user `userId` if `caller` manages it: an admin anyone, an agency owner the sub-users of its agency. */
export async function findManagedUser(db: Db, caller: AuthUser, userId: number): Promise<UserRow | undefined> {
  let query = db.selectFrom('users').selectAll().where('id', '=', userId);
  if (caller.role !== 'Admin') {
    if (caller.role !== 'Agency' || caller.agencyId === null) return undefined;
    query = query.where('agency_id', '=', caller.agencyId).where('role', 'in', MANAGED_ROLES);
  }
  return query.executeTakeFirst();
}

export async function findManagedUserLanding(db: Db, caller: AuthUser, userLandingId: number) {
  const entry = await db.selectFrom('user_landings').selectAll().where('id', '=', userLandingId).executeTakeFirst();
  if (!entry) return undefined;
  const user = await findManagedUser(db, caller, entry.user_id);
  return user && { entry, user };
}

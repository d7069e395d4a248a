import { isSubUserRole, type CreateUserBody, type Role, type UpdateUserBody, type User, type UserLanding } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '@tessera/sdk';
import { takenAsError } from '../../db/unique-writes.ts';
import type { LandingRow, UserRow } from '../../db/schema.ts';
import { validationFailed } from '../../http/http-error.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import { emailTaken } from '../auth/auth.queries.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import {
  agencyExists,
  deleteUser,
  findAgencyLanding,
  findUserLandingView,
  insertUser,
  insertUserLanding,
  updateUser,
  updateUserLandingPermissions,
} from './users.queries.ts';

const EMAIL_TAKEN = 'The email has already been taken.';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    agency_id: row.agency_id,
    can_create_landing: row.can_create_landing,
    created_at: row.created_at.toISOString(),
  };
}

const withUniqueEmail = <T>(write: () => Promise<T>) => takenAsError(write, 'email', EMAIL_TAKEN);

/** A sub-user of the caller's agency; an admin names the agency. */
export async function createSubUser(db: Db, caller: AuthUser, body: CreateUserBody): Promise<User> {
  let agencyId = caller.agencyId;
  if (caller.role === 'Admin') {
    if (body.agency_id === undefined) throw validationFailed({ agency_id: ['The agency id field is required.'] });
    if (!(await agencyExists(db, body.agency_id))) throw validationFailed({ agency_id: ['The selected agency id is invalid.'] });
    agencyId = body.agency_id;
  }
  if (await emailTaken(db, body.email)) throw validationFailed({ email: [EMAIL_TAKEN] });
  const passwordHash = await hashPassword(body.password);
  const row = await withUniqueEmail(() =>
    insertUser(db, {
      name: body.name,
      email: body.email,
      password_hash: passwordHash,
      role: body.role,
      agency_id: agencyId,
      can_create_landing: body.can_create_landing,
    }),
  );
  return toUser(row);
}

export async function updateManagedUser(db: Db, target: UserRow, body: UpdateUserBody): Promise<User> {
  // Only a sub-user moves between sub-user roles; owners and admins keep theirs (the agencies screens manage them).
  if (body.role !== target.role && !isSubUserRole(target.role as Role)) {
    throw validationFailed({ role: ['The role of this account cannot be changed here.'] });
  }
  if (await emailTaken(db, body.email, target.id)) throw validationFailed({ email: [EMAIL_TAKEN] });
  return toUser(await withUniqueEmail(() => updateUser(db, target.id, body)));
}

export async function deleteManagedUser(db: Db, caller: AuthUser, target: UserRow): Promise<void> {
  if (target.id === caller.id) throw validationFailed({ id: ['You cannot delete your own account.'] });
  if (target.role === 'Admin' || target.role === 'Agency') {
    throw validationFailed({ id: ['Administrators and agency owners cannot be deleted here.'] });
  }
  await deleteUser(db, target.id);
}

/** Gives a sub-user access to one of its agency's websites with the given permissions. */
export async function grantLanding(db: Db, target: UserRow, landingId: number, permissions: readonly string[]): Promise<UserLanding> {
  if (!isSubUserRole(target.role as Role) || target.agency_id === null) {
    throw validationFailed({ landing_id: ['Only sub-users are given access to single websites.'] });
  }
  if (!(await findAgencyLanding(db, target.agency_id, landingId))) throw validationFailed({ landing_id: ['The selected landing id is invalid.'] });
  const unique = [...new Set(permissions)];
  try {
    const created = await insertUserLanding(db, { user_id: target.id, landing_id: landingId, permissions: JSON.stringify(unique) });
    return findUserLandingView(db, created.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ landing_id: ['This user already has access to this website.'] });
    throw error;
  }
}

export async function setLandingPermissions(db: Db, entryId: number, permissions: readonly string[]): Promise<UserLanding> {
  await updateUserLandingPermissions(db, entryId, JSON.stringify([...new Set(permissions)]));
  return findUserLandingView(db, entryId);
}

/**
 * Gives several sub-users the website with the same permission keys, all or none: each must be
 * a sub-user of the website's agency (else 422 naming its place in `user_ids`); one who already
 * has the website gets the new keys instead.
 */
export async function grantLandingToMany(db: Db, landing: LandingRow, userIds: readonly number[], permissions: readonly string[]): Promise<UserLanding[]> {
  const ids = [...new Set(userIds)];
  const users = landing.agency_id === null ? [] : await db.selectFrom('users').select(['id', 'role']).where('id', 'in', ids).where('agency_id', '=', landing.agency_id).execute();
  const errors: Record<string, string[]> = {};
  userIds.forEach((id, index) => {
    const user = users.find((candidate) => candidate.id === id);
    if (!user || !isSubUserRole(user.role as Role)) errors[`user_ids.${index}`] = ['The selected user is not a sub-user of this website\'s agency.'];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const keys = JSON.stringify([...new Set(permissions)]);
  const entryIds = await db.transaction().execute(async (trx) => {
    const saved: number[] = [];
    for (const userId of ids) {
      const entry = await trx
        .insertInto('user_landings')
        .values({ user_id: userId, landing_id: landing.id, permissions: keys })
        .onConflict((conflict) => conflict.columns(['user_id', 'landing_id']).doUpdateSet({ permissions: keys }))
        .returning('id')
        .executeTakeFirstOrThrow();
      saved.push(entry.id);
    }
    return saved;
  });
  return Promise.all(entryIds.map((entryId) => findUserLandingView(db, entryId)));
}

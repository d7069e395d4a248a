import { MANAGED_ROLES } from '@tessera/core';
import { dbNow, type Db } from '../../db/database.ts';
import type { NewUser } from '../../db/schema.ts';
import type { AuthUser } from '../auth/access-tokens.ts';

/** The users `caller` manages: an admin's all, an agency owner's its sub-users. */
function managedUsers(db: Db, caller: AuthUser, search?: string) {
  let query = db.selectFrom('users');
  if (caller.role !== 'Admin') query = query.where('agency_id', '=', caller.agencyId ?? -1).where('role', 'in', MANAGED_ROLES);
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern)]));
  }
  return query;
}

export async function listManagedUsers(db: Db, caller: AuthUser, options: { page: number; perPage: number; search?: string }) {
  const [rows, count] = await Promise.all([
    managedUsers(db, caller, options.search)
      .selectAll()
      .orderBy('id')
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute(),
    managedUsers(db, caller, options.search)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** A bounded pick list; agencies hold a handful of sub-users, an admin searches the paginated list. */
export function listManagedUserNames(db: Db, caller: AuthUser) {
  return managedUsers(db, caller).select(['id', 'name', 'email', 'role']).orderBy('name').orderBy('id').limit(500).execute();
}

export function agencyExists(db: Db, agencyId: number) {
  return db.selectFrom('agencies').select('id').where('id', '=', agencyId).executeTakeFirst();
}

export function insertUser(db: Db, user: NewUser) {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(db: Db, userId: number, changes: { name: string; email: string; role: string; can_create_landing: boolean }) {
  return db.updateTable('users').set({ ...changes, updated_at: dbNow() }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

export function deleteUser(db: Db, userId: number) {
  return db.deleteFrom('users').where('id', '=', userId).execute();
}

const userLandingColumns = ['ul.id', 'ul.user_id', 'ul.landing_id', 'l.title as landing_title', 'ul.permissions'] as const;

export function listUserLandings(db: Db, userId: number) {
  return db
    .selectFrom('user_landings as ul')
    .innerJoin('landings as l', 'l.id', 'ul.landing_id')
    .select(userLandingColumns)
    .where('ul.user_id', '=', userId)
    .orderBy('ul.id')
    .execute();
}

export function findUserLandingView(db: Db, entryId: number) {
  return db
    .selectFrom('user_landings as ul')
    .innerJoin('landings as l', 'l.id', 'ul.landing_id')
    .select(userLandingColumns)
    .where('ul.id', '=', entryId)
    .executeTakeFirstOrThrow();
}

export function findAgencyLanding(db: Db, agencyId: number, landingId: number) {
  return db.selectFrom('landings').select('id').where('id', '=', landingId).where('agency_id', '=', agencyId).executeTakeFirst();
}

export function insertUserLanding(db: Db, entry: { user_id: number; landing_id: number; permissions: string }) {
  return db.insertInto('user_landings').values(entry).returning('id').executeTakeFirstOrThrow();
}

export function updateUserLandingPermissions(db: Db, entryId: number, permissions: string) {
  return db.updateTable('user_landings').set({ permissions }).where('id', '=', entryId).execute();
}

export function deleteUserLanding(db: Db, entryId: number) {
  return db.deleteFrom('user_landings').where('id', '=', entryId).execute();
}

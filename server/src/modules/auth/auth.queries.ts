import { dbNow, type Db } from '../../db/database.ts';

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).executeTakeFirst();
}

export function findUserById(db: Db, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function findProfileRow(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('agencies as a', 'a.id', 'u.agency_id')
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.role',
      'u.can_create_landing',
      'a.id as agencyId',
      'a.name as agencyName',
      'a.logo as agencyLogo',
      'a.subscribed',
      'a.free_fee',
      'a.free_register',
      'a.stripe_status',
      'a.reseller_status',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export function listUserLandingGrants(db: Db, userId: number) {
  return db.selectFrom('user_landings').select(['landing_id', 'permissions']).where('user_id', '=', userId).orderBy('landing_id').execute();
}

export function setPassword(db: Db, userId: number, passwordHash: string) {
  return db.updateTable('users').set({ password_hash: passwordHash, updated_at: dbNow() }).where('id', '=', userId).execute();
}

export function updateProfile(db: Db, userId: number, changes: { name: string; email: string }) {
  return db.updateTable('users').set({ ...changes, updated_at: dbNow() }).where('id', '=', userId).execute();
}

export function insertPasswordReset(db: Db, userId: number, tokenHash: string, expiresAt: Date) {
  return db.insertInto('password_resets').values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt }).execute();
}

export function findPasswordReset(db: Db, tokenHash: string) {
  return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks the reset used only if it still is unused; false when another request used it first. */
export async function claimPasswordReset(db: Db, resetId: number, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('id', '=', resetId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Other outstanding links of the user stop working once one was used. */
export function retireOtherPasswordResets(db: Db, userId: number, at: Date) {
  return db.updateTable('password_resets').set({ used_at: at }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export function insertAgencyWithOwner(
  db: Db,
  agency: {
    name: string;
    whitelabel_id: number | null;
    free_register: boolean;
    plan_name: string | null;
    /** Set when the sign-up paid (POST /order with a card): the customer and card it paid with. */
    provider_customer_id?: string;
    default_payment_method?: string;
  },
  owner: { name: string; email: string; password_hash: string },
) {
  return db.transaction().execute(async (tx) => {
    const created = await tx.insertInto('agencies').values(agency).returning('id').executeTakeFirstOrThrow();
    const user = await tx
      .insertInto('users')
      .values({ ...owner, role: 'Agency', agency_id: created.id, can_create_landing: true })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    return { ...user, agencyId: created.id };
  });
}

/** Records a login link's first use; false when it was used before. Uses past their link's expiry are swept on the way. */
export async function claimLoginLink(db: Db, signatureHash: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.deleteFrom('used_login_links').where('expires_at', '<', now).execute();
  const claimed = await db
    .insertInto('used_login_links')
    .values({ signature_hash: signatureHash, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('signature_hash').doNothing())
    .returning('signature_hash')
    .executeTakeFirst();
  return claimed !== undefined;
}

import { createHash, randomBytes } from 'node:crypto';
import { ROLES, type AgencyStanding, type Role } from '@tessera/core';
import { agencyBlocked, type UserFacts } from '../../apps/user-facts.ts';
import { dbNow, type Db } from '../../db/database.ts';

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  agencyId: number | null;
  canCreateLanding: boolean;
  /** The agency's subscription state, for agency-area users. */
  agency: AgencyStanding | null;
  /** The agency is in the §4 blocked state: its users may read but not write in the agency area. */
  agencyBlocked: boolean;
  tokenId: number;
  /** The admin behind this session when it is an impersonation. */
  impersonatorId: number | null;
}

type NullableStanding = { [K in keyof AgencyStanding]: AgencyStanding[K] | null };

/** The standing of the user's agency from a row left-joined to it; null without an agency. */
export function agencyStandingOf(agencyId: number | null, row: NullableStanding): AgencyStanding | null {
  if (agencyId === null) return null;
  return {
    subscribed: row.subscribed ?? false,
    free_fee: row.free_fee ?? false,
    free_register: row.free_register ?? false,
    stripe_status: row.stripe_status,
    reseller_status: row.reseller_status,
  };
}

/** Only a hash of each token is stored, so a leaked database does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function issueAccessToken(
  db: Db,
  userId: number,
  options: { impersonatorId?: number; expiresAt?: Date } = {},
): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto('access_tokens')
    .values({ user_id: userId, token_hash: hashToken(token), impersonator_id: options.impersonatorId ?? null, expires_at: options.expiresAt ?? null })
    .execute();
  return token;
}

/** The token's user, or null once the session was revoked, expired by `now` or its user deleted. */
export function findUserByAccessToken(db: Db, token: string, facts: UserFacts, now: Date): Promise<AuthUser | null> {
  return findSessionUser(db, { tokenHash: hashToken(token) }, facts, now);
}

/** The user of session `tokenId` as it stands now, or null once it was revoked, expired by `now` or its user deleted. */
export function findUserBySession(db: Db, tokenId: number, facts: UserFacts, now: Date): Promise<AuthUser | null> {
  return findSessionUser(db, { tokenId }, facts, now);
}

async function findSessionUser(db: Db, session: { tokenHash: string } | { tokenId: number }, facts: UserFacts, now: Date): Promise<AuthUser | null> {
  const row = await db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('agencies as a', 'a.id', 'u.agency_id')
    .select([
      't.id as tokenId',
      't.impersonator_id',
      'u.id',
      'u.email',
      'u.name',
      'u.role',
      'u.agency_id',
      'u.can_create_landing',
      'a.subscribed',
      'a.free_fee',
      'a.free_register',
      'a.stripe_status',
      'a.reseller_status',
    ])
    .$call((query) => ('tokenId' in session ? query.where('t.id', '=', session.tokenId) : query.where('t.token_hash', '=', session.tokenHash)))
    .where('t.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('t.expires_at', 'is', null), eb('t.expires_at', '>', now)]))
    .executeTakeFirst();
  if (!row || !ROLES.includes(row.role as Role)) return null;
  const agency = agencyStandingOf(row.agency_id, row);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as Role,
    agencyId: row.agency_id,
    canCreateLanding: row.can_create_landing,
    agency,
    agencyBlocked: await agencyBlocked(facts, { id: row.id, role: 'Agency', agencyId: row.agency_id }, agency),
    tokenId: row.tokenId,
    impersonatorId: row.impersonator_id,
  };
}

export async function revokeAccessToken(db: Db, tokenId: number): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: dbNow() }).where('id', '=', tokenId).execute();
}

/** Ends every session of the user but `keepTokenId` (after a password change). */
export async function revokeOtherAccessTokens(db: Db, userId: number, keepTokenId?: number): Promise<void> {
  let query = db.updateTable('access_tokens').set({ revoked_at: dbNow() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepTokenId !== undefined) query = query.where('id', '!=', keepTokenId);
  await query.execute();
}

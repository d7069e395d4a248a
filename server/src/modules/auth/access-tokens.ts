import { createHash, randomBytes } from 'node:crypto';
import { ROLES, type Role } from '@tessera/core';
import type { Db } from '../../db/database.ts';

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  agencyId: number | null;
  tokenId: number;
}

/** Only a hash of each token is stored, so a leaked database does not leak sessions. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueAccessToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insertInto('access_tokens').values({ user_id: userId, token_hash: hashToken(token) }).execute();
  return token;
}

export async function findUserByAccessToken(db: Db, token: string): Promise<AuthUser | null> {
  const row = await db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id as tokenId', 'u.id', 'u.email', 'u.name', 'u.role', 'u.agency_id'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row || !ROLES.includes(row.role as Role)) return null;
  return { id: row.id, email: row.email, name: row.name, role: row.role as Role, agencyId: row.agency_id, tokenId: row.tokenId };
}

export async function revokeAccessToken(db: Db, tokenId: number): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: new Date() }).where('id', '=', tokenId).execute();
}

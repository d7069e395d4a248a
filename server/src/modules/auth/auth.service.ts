import type { Profile, Role } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound, validationFailed } from '../../http/http-error.ts';
import { issueAccessToken } from './access-tokens.ts';
import { findProfileRow, findUserByEmail } from './auth.queries.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';

const WRONG_CREDENTIALS = 'These credentials do not match our records.';

// Verifying against a real hash when the e-mail is unknown keeps the answer time alike for both cases.
const unknownUserHash = hashPassword('no such user: timing equaliser');

export async function login(db: Db, email: string, password: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(password, user?.password_hash ?? (await unknownUserHash));
  if (!user || !valid) throw validationFailed({ email: [WRONG_CREDENTIALS] });
  return issueAccessToken(db, user.id);
}

export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const row = await findProfileRow(db, userId);
  if (!row) throw notFound('User');
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as Role,
    agency: row.agencyId !== null && row.agencyName !== null ? { id: row.agencyId, name: row.agencyName } : null,
  };
}

export function requireAgency(agencyId: number | null): number {
  if (agencyId === null) throw new HttpError('forbidden', 'This account belongs to no agency.');
  return agencyId;
}

import { isSubUserRole } from '@tessera/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { FileRow } from '../../db/schema-dashboard.ts';
import { notFound } from '../../http/http-error.ts';
import type { AuthUser } from '../auth/access-tokens.ts';

/**
 * The media library a user sees: an admin every file; an agency owner its agency's; a
 * sub-user the files of the websites where it may upload, and the library files it uploaded itself.
 */
export function reachableFiles(user: AuthUser) {
  return (eb: ExpressionBuilder<Database, 'files'>) => {
    if (user.role === 'Admin') return eb.val(true);
    const ownAgency = eb('files.agency_id', '=', user.agencyId ?? -1);
    if (!isSubUserRole(user.role)) return ownAgency;
    const uploadableLandings = eb
      .selectFrom('user_landings')
      .select('landing_id')
      .where('user_id', '=', user.id)
      .where(sql<boolean>`permissions @> ${JSON.stringify(['files.upload'])}::jsonb`);
    return eb.and([
      ownAgency,
      eb.or([eb('files.landing_id', 'in', uploadableLandings), eb.and([eb('files.landing_id', 'is', null), eb('files.uploaded_by', '=', user.id)])]),
    ]);
  };
}

export async function requireReachableFile(db: Db, user: AuthUser, fileId: number): Promise<FileRow> {
  const row = await db.selectFrom('files').selectAll().where('id', '=', fileId).where(reachableFiles(user)).executeTakeFirst();
  if (!row) throw notFound('File');
  return row;
}

export async function requireLandingFile(db: Db, landingId: number, fileId: number): Promise<FileRow> {
  const row = await db.selectFrom('files').selectAll().where('id', '=', fileId).where('landing_id', '=', landingId).executeTakeFirst();
  if (!row) throw notFound('File');
  return row;
}

import { shareStateOf, sharingOffError, type ShareState } from '@tessera/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The platform's items shared by link: a website, a page. */
type SharedTable = 'landings' | 'pages';

export async function switchSharing(db: Db, table: SharedTable, id: number, sharing: boolean): Promise<ShareState> {
  const row = await db.updateTable(table).set({ sharing }).where('id', '=', id).returning(['sharing', 'unique_id']).executeTakeFirstOrThrow();
  return shareStateOf(row);
}

/** A new share id: the old link answers 404 from now on. */
export async function rotateShareId(db: Db, table: SharedTable, id: number): Promise<ShareState> {
  const row = await db
    .updateTable(table)
    .set({ unique_id: sql<string>`gen_random_uuid()` })
    .where('id', '=', id)
    .where('sharing', '=', true)
    .returning(['sharing', 'unique_id'])
    .executeTakeFirst();
  if (!row) throw sharingOffError();
  return shareStateOf(row);
}

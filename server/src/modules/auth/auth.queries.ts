import type { Db } from '../../db/database.ts';

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).executeTakeFirst();
}

export function findProfileRow(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('agencies as a', 'a.id', 'u.agency_id')
    .select(['u.id', 'u.email', 'u.name', 'u.role', 'a.id as agencyId', 'a.name as agencyName'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

import type { Db } from '../../db/database.ts';

export function latestOutboxMail(db: Db, limit: number) {
  return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

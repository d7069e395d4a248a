import { sql } from 'kysely';
import type { Db } from './database.ts';

/** The key of the session lock the processes of one install take to prepare its database. */
const PREPARE_LOCK = 7_301_991;

/**
 * Runs `work` (migrations, a first start's seed) while no other process of the install does:
 * processes started together would otherwise each find the database empty and seed it twice.
 * The lock is PostgreSQL's session advisory lock on one connection of the pool, given to
 * `work` as its database; it goes with the connection if the process dies.
 */
export function oneAtATime<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(connection);
    }
  });
}

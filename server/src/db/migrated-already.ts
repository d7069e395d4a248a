import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Whether the migration history `table` already records every one of `names`. A start with
 * nothing to migrate then skips Kysely's Migrator, whose check for its own table reads every
 * table and column of the catalogue: about 150 ms a history on the embedded database, 450 ms of
 * a restart with the core's and the apps' histories.
 */
export async function migratedAlready(db: Db, table: string, names: readonly string[]): Promise<boolean> {
  const found = await sql<{ exists: boolean }>`select to_regclass(${table}) is not null as exists`.execute(db);
  if (!found.rows[0]?.exists) return false;
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(table)}`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return names.every((name) => applied.has(name));
}

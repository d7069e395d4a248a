import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql, type RawBuilder } from 'kysely';
import { DEFAULT_MIGRATION_TABLE, Migrator, type MigrationProvider } from 'kysely/migration';
import pg from 'pg';
import { migratedAlready } from './migrated-already.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/**
 * "Now" for a row's plain stamp (updated_at, revoked_at, archived_at…), written as the thing
 * happens: the database's clock, as the columns' defaults use, so every process of an install
 * stamps rows by one clock. A time that decides something (an expiry, a rate window, a
 * schedule, a retention cut-off, a date range) comes from the Clock (ClockToken), which tests
 * move instead of sleeping; so does a stored time such a decision reads back (an expiry, a
 * connection request's start, the publish moment backups are kept by) and a moment kept in
 * memory before its row is written.
 */
export const dbNow = (): RawBuilder<Date> => sql<Date>`now()`;

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; omitted means in memory. */
  dataDir?: string;
  /** An in-memory embedded database starts as a copy of this dump (`PGlite.dumpDataDir`) instead of an empty one. */
  startFrom?: Blob;
  /**
   * A freshly initialised and migrated data dir (`npm run build` makes it): an empty `dataDir`
   * starts as a copy of it. Running initdb and the migrations in the process instead peaks about
   * 350 MB higher, and the WebAssembly memory they grew is kept for as long as the process runs.
   */
  initialDataDir?: string;
}

// node-postgres parses int8 (count(*)) as a string by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

const embedded = new WeakMap<Db, PGlite>();

/** The PGlite instance behind an embedded database, for libraries that need their own SQL channel to it (the job queue). */
export function embeddedPglite(db: Db): PGlite | undefined {
  return embedded.get(db);
}

/**
 * PostgreSQL's default 128 MB of shared buffers is most of an embedded database's resident
 * memory (PGlite's whole heap is one WebAssembly memory, touched as the buffers fill); the data
 * dir's files stay in the OS page cache, so 16 MB costs a small site nothing measurable.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** One factory, two dialects: the same queries run on embedded PGlite and on PostgreSQL. */
export function openDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover) must not take the process down; the pool reconnects.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  let pglite: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pglite');
    const fresh = !existsSync(join(dir, 'PG_VERSION'));
    if (fresh && options.initialDataDir && existsSync(join(options.initialDataDir, 'PG_VERSION'))) cpSync(options.initialDataDir, dir, { recursive: true });
    else mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir, { startParams: PGLITE_START_PARAMS });
  } else {
    pglite = new PGlite({ startParams: PGLITE_START_PARAMS, ...(options.startFrom ? { loadDataDir: options.startFrom } : {}) });
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  embedded.set(db, pglite);
  return db;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  if (await migratedAlready(db, DEFAULT_MIGRATION_TABLE, Object.keys(migrations))) return;
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

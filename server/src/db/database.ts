import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; omitted means in memory. */
  dataDir?: string;
}

// node-postgres parses int8 (count(*)) as a string by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

const embedded = new WeakMap<Db, PGlite>();

/** The PGlite instance behind an embedded database, for libraries that need their own SQL channel to it (the job queue). */
export function embeddedPglite(db: Db): PGlite | undefined {
  return embedded.get(db);
}

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
    mkdirSync(options.dataDir, { recursive: true });
    pglite = new PGlite(join(options.dataDir, 'pglite'));
  } else {
    pglite = new PGlite();
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  embedded.set(db, pglite);
  return db;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

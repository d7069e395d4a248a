import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { embeddedPglite, migrateToLatest, openDatabase, type Db } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';

export interface TestDatabase {
  db: Db;
  /** The connection string of the fresh database, when running against PostgreSQL. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file or test run: a new PostgreSQL database when
 * DATABASE_URL is set (created from that server and dropped afterwards), else in-memory PGlite.
 * Either starts as a copy of a database migrated once, not by running every migration again:
 * starting and migrating an empty database was most of a database test file's set-up time.
 */
export async function createTestDatabase(env: Record<string, string | undefined> = process.env): Promise<TestDatabase> {
  const serverUrl = env.DATABASE_URL;
  if (!serverUrl) {
    const db = await freshEmbeddedDatabase();
    return { db, drop: () => db.destroy() };
  }
  const name = `tessera_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withServer(serverUrl, (admin) => createFromTemplate(admin, serverUrl, name));
  const url = databaseUrl(serverUrl, name);
  const db = openDatabase({ databaseUrl: url });
  return {
    db,
    url,
    async drop() {
      await db.destroy();
      await withServer(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

let embeddedImage: Promise<Blob> | undefined;

/**
 * An in-memory embedded database with every migration run. The first of a test process is
 * migrated and kept as a dump; the next ones start from that dump.
 */
async function freshEmbeddedDatabase(): Promise<Db> {
  if (embeddedImage) return openDatabase({ startFrom: await embeddedImage });
  const db = openDatabase({});
  embeddedImage = migrateToLatest(db).then(() => embeddedPglite(db)!.dumpDataDir('none'));
  await embeddedImage;
  return db;
}

/**
 * Names what the migrations build, so a template made by other migrations is never used: their
 * names and code.
 */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const [name, migration] of Object.entries(migrations)) hash.update(name).update(String(migration.up));
  return hash.digest('hex').slice(0, 16);
}

const TEMPLATE_PREFIX = 'tessera_template_';
/** Held while a template is made or copied, so parallel test processes make it once and never copy a half-made one. */
const TEMPLATE_LOCK = 7_414_201;

/** Creates database `name` as a copy of the migrated template, making the template first if this migration set has none. */
async function createFromTemplate(admin: pg.Client, serverUrl: string, name: string): Promise<void> {
  const template = `${TEMPLATE_PREFIX}${migrationsFingerprint()}`;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!found.rowCount) await makeTemplate(admin, serverUrl, template);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/** Drops the templates of earlier migration sets (and a half-made one), then migrates a new template. */
async function makeTemplate(admin: pg.Client, serverUrl: string, template: string): Promise<void> {
  const earlier = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [TEMPLATE_PREFIX]);
  for (const { datname } of earlier.rows) await admin.query(`drop database if exists ${datname} with (force)`);
  // Made under another name and renamed when whole, so a run stopped half-way leaves no template to copy.
  const building = `${template}_building`;
  await admin.query(`create database ${building}`);
  const db = openDatabase({ databaseUrl: databaseUrl(serverUrl, building) });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  await admin.query(`alter database ${building} rename to ${template}`);
}

async function withServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

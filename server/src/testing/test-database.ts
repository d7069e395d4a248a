import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase, type Db } from '../db/database.ts';

export interface TestDatabase {
  db: Db;
  /** The connection string of the fresh database, when running against PostgreSQL. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file or test run: a new PostgreSQL database when
 * DATABASE_URL is set (created from that server and dropped afterwards), else in-memory PGlite.
 */
export async function createTestDatabase(env: Record<string, string | undefined> = process.env): Promise<TestDatabase> {
  const serverUrl = env.DATABASE_URL;
  if (!serverUrl) {
    const db = openDatabase({});
    await migrateToLatest(db);
    return { db, drop: () => db.destroy() };
  }
  const name = `tessera_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ databaseUrl: url.toString() });
  await migrateToLatest(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.destroy();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

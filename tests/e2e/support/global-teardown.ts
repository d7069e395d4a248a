import { rmSync } from 'node:fs';
import pg from 'pg';

/** Removes the databases of every e2e server of this run (named `<TESSERA_E2E_DATABASE>_<server>`) and their PGlite folders. */
export default async function globalTeardown(): Promise<void> {
  const server = process.env.DATABASE_URL;
  const prefix = process.env.TESSERA_E2E_DATABASE;
  if (server && prefix) {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      const databases = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [`${prefix}_`]);
      for (const { datname } of databases.rows) await client.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await client.end();
    }
  }
  const dataDir = process.env.TESSERA_E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

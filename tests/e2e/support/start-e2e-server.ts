import { e2eDatabaseUrl, runOnServer } from './e2e-database.ts';

/** Starts the real server, exactly as `npm start` does, on this run's own fresh database. */
const database = e2eDatabaseUrl();
if (database) {
  await runOnServer(database.server, `create database ${database.name}`);
  process.env.DATABASE_URL = database.url;
} else {
  process.env.TESSERA_DATA_DIR = process.env.TESSERA_E2E_DATA_DIR;
}
await import('../../../server/src/bin/start.ts');

import { pathToFileURL } from 'node:url';
import { buildIfStale } from '../../../server/src/bin/build-if-stale.mjs';
import { SERVER_BUNDLE } from '../../../server/src/bin/build-sources.mjs';
import { e2eDatabaseUrl, runOnServer } from './e2e-database.ts';

/** Starts the compiled server, as `npm start` does (building first what is stale), on this run's own fresh database. */
const database = e2eDatabaseUrl();
if (database) {
  await runOnServer(database.server, `create database ${database.name}`);
  process.env.DATABASE_URL = database.url;
} else {
  process.env.TESSERA_DATA_DIR = process.env.TESSERA_E2E_DATA_DIR;
}
buildIfStale((message) => console.log(message));
await import(pathToFileURL(SERVER_BUNDLE).href);

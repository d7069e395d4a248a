import { rmSync } from 'node:fs';
import { e2eDatabaseUrl, runOnServer } from './e2e-database.ts';

export default async function globalTeardown(): Promise<void> {
  const database = e2eDatabaseUrl();
  if (database) await runOnServer(database.server, `drop database if exists ${database.name} with (force)`);
  const dataDir = process.env.TESSERA_E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

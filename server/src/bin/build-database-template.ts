import { mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { EMBEDDED_DATABASE_TEMPLATE } from './build-sources.mjs';

/**
 * Runs PGlite's initdb and the migrations once, here in the build, and keeps the data dir (at
 * `template`) for a first start to copy. In the serving process they would leave about 250 MB of
 * WebAssembly memory behind (initdb's peak is higher still), which the process never gives back.
 */
export async function buildDatabaseTemplate(template: string = EMBEDDED_DATABASE_TEMPLATE): Promise<void> {
  rmSync(template, { recursive: true, force: true });
  mkdirSync(dirname(template), { recursive: true });
  // Built beside its place and moved there whole, so a build stopped halfway leaves no template.
  const building = mkdtempSync(`${template}-`);
  try {
    const db = openDatabase({ dataDir: building });
    try {
      await migrateToLatest(db);
    } finally {
      // A clean shutdown: the copy a first start makes is then a consistent data dir.
      await db.destroy();
    }
    renameSync(join(building, 'pglite'), template);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

import { existsSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Clock } from '@tessera/sdk';
import type { Db } from '../db/database.ts';
import type { Queue } from '../services/queue.ts';
import type { Storage } from '../services/storage.ts';
import { archiveKey } from './island-archive.ts';
import { ISLANDS_URL_PREFIX, readIslandManifest, type IslandManifest } from './island-build.ts';
import { manifestFiles, readRetired, scriptFiles, withImports, writeRetired } from './island-files.ts';

/**
 * How long a script no build makes any more is kept even when no stored page names it: a
 * process still on the previous build (during a rolling deploy) may publish with it, and a
 * browser or proxy may hold a page's HTML from before its last publish.
 */
export const RETIRED_ISLANDS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export const PRUNE_ISLANDS_JOB = 'islands.prune';
const PRUNE_CRON = '40 3 * * *';

export interface PruneIslandsOptions {
  db: Db;
  dir: string;
  /** The build this process renders with. */
  manifest: IslandManifest;
  /** Where island-archive.ts copied the builds' scripts; a deleted script's copy goes too. */
  storage?: Storage;
  now: Date;
  keepRetiredMs?: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A script's address in published HTML, with its file name as the one group (PostgreSQL's regular expressions). */
const ISLAND_REFERENCE = `${escapeRegExp(ISLANDS_URL_PREFIX)}([A-Za-z0-9_.-]+\\.js)`;

/** Every island script named in the published HTML of any stored page (each table with a `published_html` column). */
export async function referencedIslandFiles(db: Db): Promise<Set<string>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'published_html'
  `.execute(db);
  const files = new Set<string>();
  for (const { table_name } of tables.rows) {
    const found = await sql<{ file: string }>`
      select distinct found[1] as file
      from ${sql.table(table_name)}, regexp_matches(published_html, ${ISLAND_REFERENCE}, 'g') as found
    `.execute(db);
    for (const { file } of found.rows) files.add(file);
  }
  return files;
}

/**
 * Deletes island scripts that neither build in use (this process's, the folder's latest) nor
 * any stored page loads, directly or through an import, once they have been out of the builds
 * for `keepRetiredMs`. The stored pages are read only when some file is due.
 */
export async function pruneIslands(options: PruneIslandsOptions): Promise<{ deleted: string[] }> {
  const { dir, now, keepRetiredMs = RETIRED_ISLANDS_KEPT_MS } = options;
  if (!existsSync(dir)) return { deleted: [] };
  const current = withImports(dir, [...manifestFiles(options.manifest), ...manifestFiles(readIslandManifest(dir))]);
  const files = scriptFiles(dir);
  const retired = readRetired(dir);
  for (const name of Object.keys(retired)) if (!files.includes(name) || current.has(name)) delete retired[name];
  for (const file of files) {
    if (current.has(file)) continue;
    // Written since it was marked: a newer build made it again, so its time out starts now.
    const since = retired[file];
    if (since === undefined || Math.floor(statSync(join(dir, file)).mtimeMs) > Date.parse(since)) retired[file] = now.toISOString();
  }
  const due = files.filter((file) => {
    const since = retired[file];
    return since !== undefined && now.getTime() - Date.parse(since) >= keepRetiredMs;
  });
  const deleted: string[] = [];
  if (due.length) {
    const needed = withImports(dir, [...current, ...(await referencedIslandFiles(options.db))]);
    for (const file of due) {
      if (needed.has(file)) continue;
      unlinkSync(join(dir, file));
      const key = archiveKey(file);
      if (key) await options.storage?.delete(key);
      delete retired[file];
      deleted.push(file);
    }
  }
  writeRetired(dir, retired);
  return { deleted };
}

/** Prunes the islands folder once a day on the job queue (on whichever process takes the job). */
export async function scheduleIslandPruning(
  queue: Queue,
  options: Omit<PruneIslandsOptions, 'now' | 'keepRetiredMs'> & { clock: Clock },
  log: (message: string, details: object) => void,
): Promise<void> {
  const { clock, ...prune } = options;
  await queue.work(PRUNE_ISLANDS_JOB, async () => {
    const { deleted } = await pruneIslands({ ...prune, now: clock.now() });
    if (deleted.length) log('deleted island scripts no build or stored page uses', { files: deleted });
  });
  await queue.schedule(PRUNE_ISLANDS_JOB, PRUNE_CRON);
}

import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IslandManifest } from './island-build.ts';

/**
 * When each script of the islands folder stopped being part of a build, by file name. A build
 * takes its own files out; pruning puts in every other file the first time it sees it, so a
 * file is only ever deleted a while after the build that stopped making it.
 */
export type RetiredFiles = Record<string, string>;

const RETIRED_FILE = 'islands-retired.json';

export function isScriptFile(name: string): boolean {
  return name.endsWith('.js');
}

/** The script files in `dir`. */
export function scriptFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter(isScriptFile) : [];
}

/** The files a manifest's entries name (older manifests add `?v=<hash>` to the name). */
export function manifestFiles(manifest: IslandManifest): string[] {
  return Object.values(manifest).map((entry) => entry.split('?')[0]!);
}

export function readRetired(dir: string): RetiredFiles {
  const file = join(dir, RETIRED_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RetiredFiles) : {};
}

export function writeRetired(dir: string, retired: RetiredFiles): void {
  // Written beside and renamed over, so a process reading it never sees half a file.
  const file = join(dir, RETIRED_FILE);
  writeFileSync(`${file}.tmp`, JSON.stringify(retired, null, 2));
  renameSync(`${file}.tmp`, file);
}

/** A build's files are current again, even those an earlier build had made and a later one had not. */
export function markBuilt(dir: string, files: readonly string[]): void {
  const retired = readRetired(dir);
  for (const file of files) delete retired[file];
  writeRetired(dir, retired);
}

/**
 * `roots` and every script of `dir` they import, directly or through another. The bundler
 * imports its chunks as `./<file>`; any mention of a file that way counts, so a stray one keeps
 * a file longer but a real import can never be missed.
 */
export function withImports(dir: string, roots: Iterable<string>): Set<string> {
  const present = new Set(scriptFiles(dir));
  const found = new Set<string>();
  const pending = [...roots].filter((file) => present.has(file));
  while (pending.length) {
    const file = pending.pop()!;
    if (found.has(file)) continue;
    found.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    for (const other of present) if (!found.has(other) && code.includes(`./${other}`)) pending.push(other);
  }
  return found;
}

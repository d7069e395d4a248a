import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORAGE_KEY_PATTERN, type Storage } from '../services/storage.ts';
import type { IslandManifest } from './island-build.ts';
import { manifestFiles, withImports } from './island-files.ts';

/**
 * The island scripts of every build a process has served, kept in the uploads storage too: a
 * container deployed from a new image has only its own build on disk, and a page published
 * with an earlier build still loads that build's script from here.
 */
export function archiveKey(file: string): string | undefined {
  const key = `islands/${file.slice(0, -'.js'.length).replaceAll('.', '-')}.js`;
  return STORAGE_KEY_PATTERN.test(key) ? key : undefined;
}

/** Copies the scripts of this process's build, with their imports, into the storage. */
export async function archiveIslands(storage: Storage, dir: string, manifest: IslandManifest): Promise<void> {
  const files = [...withImports(dir, manifestFiles(manifest))];
  await Promise.all(
    files.map(async (file) => {
      const key = archiveKey(file);
      if (key) await storage.put(key, readFileSync(join(dir, file)), 'text/javascript');
    }),
  );
}

import { join } from 'node:path';
import type { AnyElementDefinition } from '@tessera/sdk';
import { buildIslands, islandManifestPath, readIslandManifest, type IslandManifest } from '../islands/island-build.ts';
import { isStale, REPO_ROOT } from './source-freshness.ts';

export const ISLANDS_DIST = join(REPO_ROOT, 'server', 'dist', 'islands');

/** Bundles the plugins' island scripts when they were never built or their sources changed. */
export async function buildIslandsIfStale(plugins: readonly AnyElementDefinition[], log: (message: string) => void): Promise<IslandManifest> {
  if (!isStale(islandManifestPath(ISLANDS_DIST))) return readIslandManifest(ISLANDS_DIST);
  log('Building the published-page scripts of interactive elements…');
  return buildIslands(plugins, ISLANDS_DIST, REPO_ROOT);
}

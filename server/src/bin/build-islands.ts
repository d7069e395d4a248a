import { elements } from '@tessera/plugins';
import { buildIslands } from '../islands/island-build.ts';
import { ISLANDS_DIST, REPO_ROOT } from './build-sources.mjs';

/** Bundles the installed plugins' island scripts into server/dist/islands. */
export async function buildPluginIslands(): Promise<void> {
  await buildIslands(elements, ISLANDS_DIST, REPO_ROOT);
}

import { join } from 'node:path';
import { REPO_ROOT } from './build-sources.mjs';
import { precompressAssets } from './precompress-assets.ts';

export const HOST_DIR = join(REPO_ROOT, 'host');

/** Builds the host SPA into host/dist, with compressed copies of its scripts and styles. */
export async function buildSpa(): Promise<void> {
  const { build } = await import('vite');
  await build({ root: HOST_DIR, configFile: join(HOST_DIR, 'vite.config.ts'), logLevel: 'warn' });
  await precompressAssets(join(HOST_DIR, 'dist', 'assets'));
}

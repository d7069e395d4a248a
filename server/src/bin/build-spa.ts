import { join } from 'node:path';
import { isStale, REPO_ROOT } from './source-freshness.ts';

export const HOST_DIR = join(REPO_ROOT, 'host');
export const SPA_DIST = join(HOST_DIR, 'dist');

/** Builds the host SPA when it has never been built or its sources changed since. */
export async function buildSpaIfStale(log: (message: string) => void): Promise<void> {
  if (!isStale(join(SPA_DIST, 'index.html'))) return;
  log('Building the web app (first start or changed sources)…');
  const { build } = await import('vite');
  await build({ root: HOST_DIR, configFile: join(HOST_DIR, 'vite.config.ts'), logLevel: 'warn' });
}

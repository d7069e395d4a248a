import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const HOST_DIR = join(REPO_ROOT, 'host');
export const SPA_DIST = join(HOST_DIR, 'dist');

const SOURCES = ['host/src', 'host/index.html', 'host/vite.config.ts', 'core/src', 'sdk/src', 'plugins'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/** Builds the host SPA when it has never been built or its sources changed since. */
export async function buildSpaIfStale(log: (message: string) => void): Promise<void> {
  const index = join(SPA_DIST, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(join(REPO_ROOT, source))));
  if (builtAt >= changedAt) return;
  log('Building the web app (first start or changed sources)…');
  const { build } = await import('vite');
  await build({ root: HOST_DIR, configFile: join(HOST_DIR, 'vite.config.ts'), logLevel: 'warn' });
}

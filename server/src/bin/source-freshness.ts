import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Sources whose change means the browser bundles (SPA, islands) must be built again. */
const BROWSER_SOURCES = ['host/src', 'host/index.html', 'host/vite.config.ts', 'core/src', 'sdk/src', 'plugins', 'server/src/islands'];

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

/** True when `output` is missing or older than any browser source. */
export function isStale(output: string): boolean {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return builtAt < Math.max(...BROWSER_SOURCES.map((source) => newestChange(join(REPO_ROOT, source))));
}

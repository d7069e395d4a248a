import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { staleOutputs } from './build-sources.mjs';

/**
 * Builds the outputs that are missing or older than their sources, in a child process that has
 * ended when this returns (the bundlers' memory and helper processes go with it). Throws when
 * the build fails.
 */
export function buildIfStale(log = () => {}) {
  const stale = staleOutputs();
  if (!stale.length) return;
  log(`Building ${stale.join(', ')} (first start or changed sources)…`);
  const build = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./build.ts', import.meta.url))], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`The build failed (exit ${build.status ?? build.signal})`);
}

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Plain JavaScript: the production launcher reads it before anything is compiled.

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Sources whose change means the browser bundles (SPA, islands) must be built again. */
export const BROWSER_SOURCES = ['host/src', 'host/index.html', 'host/vite.config.ts', 'host/build', 'core/src', 'sdk/src', 'plugins', 'server/src/islands', 'package-lock.json'];

/** Sources whose change means the compiled server must be bundled again (installed packages stay outside it). */
export const SERVER_SOURCES = ['server/src', 'core/src', 'sdk/src', 'plugins', 'package-lock.json'];

/** Where the build puts the compiled server, the web app and the islands. */
export const SERVER_BUNDLE = join(REPO_ROOT, 'server', 'dist', 'server', 'start.js');
export const SPA_DIST = join(REPO_ROOT, 'host', 'dist');
export const ISLANDS_DIST = join(REPO_ROOT, 'server', 'dist', 'islands');
/**
 * The Node options the server runs with (server/package.json's start script and
 * deploy/Dockerfile spell them out too). V8's young generation grows to 16 MB semi-spaces by
 * default, about 50 MB resident that a server whose requests allocate little never needs back:
 * with 4 MB the idle process is about 50 MB smaller.
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=4'];
/**
 * The environment the server runs with (the start script and the Dockerfile set it too). glibc
 * gives each thread that allocates its own 64 MB malloc arena; V8's compiler threads and
 * libuv's pool left four or five of them part-filled and never returned, about 25 MB of an
 * idle process. One arena costs the serving bench no measurable throughput: the JavaScript runs
 * on one thread.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '1' };

/** A freshly initialised and migrated embedded database (PGlite's data dir) that a first start copies. */
export const EMBEDDED_DATABASE_TEMPLATE = join(REPO_ROOT, 'server', 'dist', 'database', 'pglite');

/** What each build output is made from; the embedded database's from PGlite's version, its start parameters and the migrations. */
export const OUTPUT_SOURCES = { spa: [...BROWSER_SOURCES, 'server/src/bin/build-spa.ts', 'server/src/bin/precompress-assets.ts'], islands: BROWSER_SOURCES, server: SERVER_SOURCES, database: ['server/src/db', 'package-lock.json'] };

/** The file each output cannot be used without: an output whose file was deleted is built again. */
const OUTPUT_FILES = {
  spa: join(SPA_DIST, 'index.html'),
  islands: join(ISLANDS_DIST, 'islands-manifest.json'),
  server: SERVER_BUNDLE,
  database: join(EMBEDDED_DATABASE_TEMPLATE, 'PG_VERSION'),
};

/** A file the build touches once an output is complete, so a build stopped halfway counts as stale. */
export function builtStamp(output) {
  return join(REPO_ROOT, 'server', 'dist', 'built', output);
}

function newestChange(path) {
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

/** True when `output` is missing or older than any of `sources` (paths from the repository root). */
export function isStale(output, sources) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return builtAt < Math.max(...sources.map((source) => newestChange(join(REPO_ROOT, source))));
}

/** The build outputs that are missing, unfinished or older than their sources. */
export function staleOutputs() {
  return Object.keys(OUTPUT_SOURCES).filter((output) => !existsSync(OUTPUT_FILES[output]) || isStale(builtStamp(output), OUTPUT_SOURCES[output]));
}

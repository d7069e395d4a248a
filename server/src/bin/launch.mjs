import { pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { SERVER_BUNDLE } from './build-sources.mjs';

/**
 * `npm start`: builds what is missing or older than its sources (a fresh clone builds
 * everything once) in a process of its own that ends before the server starts, so no bundler
 * stays in the serving process; then runs the compiled server in this one.
 */
try {
  buildIfStale((message) => console.log(message));
} catch (error) {
  console.error(`${error.message}; the server was not started.`);
  process.exit(1);
}
await import(pathToFileURL(SERVER_BUNDLE).href);

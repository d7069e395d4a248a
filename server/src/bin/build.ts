import { staleOutputs, type BuildOutput } from './build-sources.mjs';
import { buildOutputs } from './build-outputs.ts';

/**
 * `npm run build`: the web app, the islands, the compiled server (server/dist/server/start.js)
 * and the embedded database's starting point, those of them missing or older than their
 * sources; `--all` builds all four regardless.
 * `npm start` runs it, in a process of its own, before the server starts.
 */
const ALL: BuildOutput[] = ['spa', 'islands', 'server', 'database'];
const outputs = process.argv.includes('--all') ? ALL : staleOutputs();
if (!outputs.length) console.log('The web app, the islands, the server and the embedded database template are built and newer than their sources.');
await buildOutputs(outputs, (message) => console.log(message));

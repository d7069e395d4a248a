import { join } from 'node:path';
import { createServer } from 'vite';
import { loadConfig } from '../config.ts';
import { staleOutputs } from './build-sources.mjs';
import { buildOutputs } from './build-outputs.ts';
import { HOST_DIR } from './build-spa.ts';

/**
 * `npm run dev`: the API and published sites as `npm start` serves them, run from source, plus
 * the Vite dev server with hot reload for the web app, proxying /api to the first.
 */
await buildOutputs(
  staleOutputs().filter((output) => output !== 'server'),
  (message) => console.log(message),
);
await import('./start.ts');
const { port } = loadConfig();
// The API is wherever PORT put it, not only at the vite config's default.
const vite = await createServer({ root: HOST_DIR, configFile: join(HOST_DIR, 'vite.config.ts'), server: { port: 5173, strictPort: true, proxy: { '/api': `http://localhost:${port}` } } });
await vite.listen();
vite.printUrls();

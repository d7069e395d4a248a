import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The built assets' names carry their content's hash, so a browser keeps each for a year without asking again. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Serves the built host SPA: hashed assets with a long cache, compressed as the browser accepts, and index.html for every
 * other page GET (browser-history routing), so deep links survive a reload.
 * The document carries `documentPolicy()` as its CSP, which may change while the server runs
 * (the admin's support chat). Returns false when the SPA has not been built (e.g. in API tests).
 */
export async function registerSpa(app: FastifyInstance, distDir: string, documentPolicy: () => Promise<string>): Promise<boolean> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile);
  const assetsDir = join(distDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build wrote a .br and a .gz beside each script and style (bin/precompress-assets.ts).
    preCompressed: true,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.startsWith(assetsDir) ? ASSET_CACHE_CONTROL : 'no-cache');
    },
  });
  const sendIndex = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('content-security-policy', await documentPolicy()).send(indexHtml);
  app.get('/', sendIndex);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
    if (isPage) return sendIndex(request, reply);
    return reply.status(404).send({ message: `Route ${request.method} ${path} not found.`, code: 'not_found' });
  });
  return true;
}

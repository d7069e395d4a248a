import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ISLANDS_URL_PREFIX } from './island-build.ts';

/** Island scripts, on the app host and on every site host; their URLs carry a content hash. */
export async function registerIslandAssets(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: ISLANDS_URL_PREFIX,
    decorateReply: false,
    index: false,
    allowedPath: (path) => path.endsWith('.js'),
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
  });
}

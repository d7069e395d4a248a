import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../../services/storage.ts';
import { SITES_PREFIX } from '../sites/site-hosts.ts';
import { mimeOfExtension } from './file-types.ts';
import { UPLOADS_PATH } from './files.service.ts';

/** A key is never reused for other content (see Storage), so browsers and CDNs may keep a file for good. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * Uploads at /uploads/<key>, on the app's host and on every published site's (whose paths the
 * app routes under SITES_PREFIX), through whichever storage holds them.
 */
export function serveUploads(app: FastifyInstance, storage: Storage): void {
  const serve = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const key = request.params['*'];
    const stored = await storage.get(key);
    if (!stored) return reply.status(404).header('cache-control', 'no-cache').send({ message: 'File not found.', code: 'not_found' });
    const type = mimeOfExtension(key.split('.').pop() ?? '');
    return reply
      .headers({
        'content-type': type,
        'content-length': String(stored.size),
        'cache-control': CACHE_FOREVER,
        'x-content-type-options': 'nosniff',
        // Opened on its own, a file may run nothing; browsers refuse to show a PDF in a sandbox, so a PDF only loses script.
        'content-security-policy': type === 'application/pdf' ? "script-src 'none'" : "default-src 'none'; sandbox",
      })
      .send(stored.body);
  };
  app.get(`${UPLOADS_PATH}*`, serve);
  app.get(`${SITES_PREFIX}${UPLOADS_PATH}*`, serve);
}

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Storage } from '../services/storage.ts';
import { archiveKey } from './island-archive.ts';
import { ISLANDS_URL_PREFIX } from './island-build.ts';
import { isScriptFile } from './island-files.ts';

const params = z.object({ file: z.string().regex(/^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/).refine(isScriptFile) });

async function localFile(dir: string, file: string): Promise<{ body: Readable; size: number } | undefined> {
  const path = join(dir, file);
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? { body: createReadStream(path), size: info.size } : undefined;
}

/**
 * Island scripts, on the app host and on every site host: from this build's folder, else from
 * the storage's copies of earlier builds (island-archive.ts). A file's name carries its
 * content's hash and no build writes it again with other content, so it is cached for a year;
 * files stay as long as a stored page loads them (island-prune.ts).
 */
export function registerIslandAssets(app: FastifyInstance, dir: string, storage?: Storage): void {
  app.get(`${ISLANDS_URL_PREFIX}:file`, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const file = parsed.success ? parsed.data.file : undefined;
    const key = file && archiveKey(file);
    const found = file && ((await localFile(dir, file)) ?? (key ? await storage?.get(key) : undefined));
    if (!found) return reply.status(404).header('cache-control', 'no-cache').send({ message: 'Island script not found.', code: 'not_found' });
    return reply
      .headers({
        'content-type': 'text/javascript; charset=utf-8',
        'content-length': String(found.size),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      })
      .send(found.body);
  });
}

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { BRAND_FONT_IDS, BRAND_FONT_WEIGHTS, BRAND_FONTS_URL_PREFIX, type BrandFontId } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const require = createRequire(import.meta.url);

const FILE_NAME = new RegExp(`^(${BRAND_FONT_IDS.join('|')})-(${BRAND_FONT_WEIGHTS.join('|')})\\.woff2$`);
const params = z.object({ file: z.string().max(60) });

/** The woff2 file of one weight of a brand font, Latin subset, as its @fontsource package ships it. */
function fontFilePath(id: BrandFontId, weight: string): string {
  // The packages export their CSS only; the font files sit beside it.
  return join(dirname(require.resolve(`@fontsource/${id}`)), 'files', `${id}-latin-${weight}-normal.woff2`);
}

/**
 * The brand kits' fonts, served by this server on the app host and on every site host (no
 * published page asks a third-party font host). A file's content never changes under its
 * name within a font package's version, so it is cached for a year.
 */
export function registerBrandFontFiles(app: FastifyInstance): void {
  app.get(`${BRAND_FONTS_URL_PREFIX}:file`, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const match = parsed.success ? FILE_NAME.exec(parsed.data.file) : null;
    const path = match ? fontFilePath(match[1] as BrandFontId, match[2]!) : undefined;
    const info = path ? await stat(path).catch(() => undefined) : undefined;
    if (!path || !info?.isFile()) return reply.status(404).header('cache-control', 'no-cache').send({ message: 'Font not found.', code: 'not_found' });
    return reply
      .headers({
        'content-type': 'font/woff2',
        'content-length': String(info.size),
        'cache-control': 'public, max-age=31536000, immutable',
        'access-control-allow-origin': '*',
        'x-content-type-options': 'nosniff',
      })
      .send(createReadStream(path));
  });
}

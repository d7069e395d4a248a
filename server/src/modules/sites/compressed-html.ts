import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A page's bytes in every encoding we serve, with the strong validator of its content. */
export interface CompressedHtml {
  html: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Hash of the HTML bytes (without quotes); each encoding's ETag derives from it. */
  etag: string;
}

/** Compresses at the strongest settings: this runs once per publish, in the thread pool, never per request. */
export async function compressHtml(html: string | Buffer): Promise<CompressedHtml> {
  const bytes = typeof html === 'string' ? Buffer.from(html) : html;
  const [gz, br] = await Promise.all([
    gzipAsync(bytes, { level: 9 }),
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  return { html: bytes, gzip: gz, br, etag: createHash('sha256').update(bytes).digest('base64url').slice(0, 32) };
}

import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses the API's answers as the client accepts (brotli at quality 4, else gzip; answers
 * under 1 KiB are sent as they are). A page's design is the largest: 600 KB of JSON for 2,000
 * elements, 34 KB compressed, which a designer on a real network waits for far less. Large
 * answers are compressed on zlib's threads, off the server's own.
 *
 * Only the API: published pages and the app's scripts are stored compressed already, and carry
 * their encoding. The API authenticates by a bearer header, never a cookie, so a page elsewhere
 * cannot make a browser send signed-in requests whose compressed sizes it could watch (BREACH).
 */
export async function useApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, { encodings: ['br', 'gzip'] });
}

import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses the API's answers as the client accepts (brotli at quality 4, else gzip; answers
 * under 1 KiB are sent as they are). A page's design is the largest: 600 KB of JSON for 2,000
 * elements, about 30 KB compressed, which a visitor on a real network waits 25 times less for.
 * It also mattered on this machine (designer bench): writing 600 KB to the socket held the
 * server's one thread for tens of milliseconds while the designer's scripts waited behind it.
 * zlib works on its own threads, so the compression itself does not.
 *
 * Only the API: published pages and the app's scripts are stored compressed already, and carry
 * their encoding. The API authenticates by a bearer header, never a cookie, so a page elsewhere
 * cannot make a browser send signed-in requests whose compressed sizes it could watch (BREACH).
 */
export async function useApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, { encodings: ['br', 'gzip'] });
}

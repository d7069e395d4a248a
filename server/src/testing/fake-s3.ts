import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  /** Stored objects by "bucket/key". */
  objects: Map<string, { body: Buffer; contentType: string }>;
  close(): Promise<void>;
}

/**
 * A local stand-in for an S3-compatible server, path-style: PUT, GET, HEAD and DELETE of
 * /<bucket>/<key>. It checks that requests are signed, not the signatures.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256')) {
        response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
        return;
      }
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname.slice(1));
      const stored = objects.get(path);
      switch (request.method) {
        case 'PUT':
          objects.set(path, { body: Buffer.concat(chunks), contentType: String(request.headers['content-type'] ?? '') });
          response.writeHead(200, { etag: '"fake"' }).end();
          return;
        case 'GET':
        case 'HEAD':
          if (!stored) {
            response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
            return;
          }
          response.writeHead(200, { 'content-type': stored.contentType, 'content-length': String(stored.body.length) }).end(request.method === 'GET' ? stored.body : undefined);
          return;
        case 'DELETE':
          objects.delete(path);
          response.writeHead(204).end();
          return;
        default:
          response.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

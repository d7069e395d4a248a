// The most a Node.js process can be expected to carry: node:http alone, answering every request
// with the bytes and headers Tessera sends for the page (read from the folder given), gzip to
// clients that take it, with a fresh request id as Tessera's. No routing, no counting, no log.
// Prints "READY <port>".
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

const dir = process.argv[2];
const identity = readFileSync(join(dir, 'index.html'));
const gzip = readFileSync(join(dir, 'index.html.gz'));
const headers = JSON.parse(readFileSync(join(dir, 'headers.json'), 'utf8'));

const server = createServer({ keepAliveTimeout: 72_000 }, (request, response) => {
  const gzipped = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const bytes = gzipped ? gzip : identity;
  response.writeHead(200, { 'x-request-id': randomUUID(), ...headers, ...(gzipped ? { 'content-encoding': 'gzip' } : {}), 'content-length': String(bytes.length) });
  response.end(bytes);
});
server.listen(0, '127.0.0.1', () => console.log(`READY ${server.address().port}`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));

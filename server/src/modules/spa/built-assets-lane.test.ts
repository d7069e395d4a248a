import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../bin/precompress-assets.ts';
import { serverWithFastLane } from '../../http/fast-lane.ts';
import { builtAssetsLane } from './built-assets-lane.ts';

let dist: string;
let server: Server;
let port: number;
const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
const SITE_HOST = 'bakery.example';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'tessera-assets-lane-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'tiny-abc123.css'), 'a{}');
  writeFileSync(join(dist, 'assets', 'logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompressAssets(join(dist, 'assets'));
  const lane = builtAssetsLane({ distDir: dist, routesToSite: (_url, hostname) => hostname === SITE_HOST, trust: () => false, log: pino({ level: 'silent' }) });
  // What the lane leaves goes on to the app's routes; here a handler that says so.
  server = serverWithFastLane({ current: lane })((_request, response) => response.writeHead(418).end('left to the routes'), {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

/** A browser's request over a real connection: the lane sits before Fastify, which injected requests never leave. */
function call(method: 'GET' | 'HEAD', path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, method, path, headers: { host: 'app.example', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject).end();
  });
}

describe('the app’s scripts and styles, answered from memory', () => {
  it('are sent in the encoding the browser takes, brotli first, with a year-long cache', async () => {
    const br = await call('GET', '/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await call('GET', '/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
  });

  it('are sent as they are to a client that takes no compression, and when the build left them uncompressed', async () => {
    const plain = await call('GET', '/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const tiny = await call('GET', '/assets/tiny-abc123.css', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(tiny.body.toString()).toBe('a{}');
  });

  it('leaves to the routes what it does not hold: other files, unknown names, HEAD, queries, and the same path on a published site', async () => {
    for (const [method, path, host] of [
      ['GET', '/assets/logo-abc123.svg', 'app.example'],
      ['GET', '/assets/gone-000000.js', 'app.example'],
      ['GET', '/assets/../assets/app-abc123.js', 'app.example'],
      ['HEAD', '/assets/app-abc123.js', 'app.example'],
      ['GET', '/assets/app-abc123.js?v=2', 'app.example'],
      ['GET', '/assets/app-abc123.js', SITE_HOST],
    ] as const) {
      const answer = await call(method, path, { host });
      expect(answer.status, `${method} ${path} on ${host}`).toBe(418);
    }
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../bin/precompress-assets.ts';
import { registerSpa } from './spa.ts';

let app: FastifyInstance;
let dist: string;
const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'tessera-spa-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'tiny-abc123.css'), 'a{}');
  await precompressAssets(join(dist, 'assets'));
  app = Fastify();
  await registerSpa(app, dist, async () => "default-src 'self'");
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the web app’s scripts and styles', () => {
  it('are sent compressed as the browser accepts, brotli first, as the build compressed them', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
  });

  it('are sent as they are to a client that takes no compression, and when too small to gain from it', async () => {
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const tiny = await get('/assets/tiny-abc123.css', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('a{}');
  });

  it('answer a deep link with the app’s page', async () => {
    const page = await get('/agency/websites/12/pages/5/design', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });
});

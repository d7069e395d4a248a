import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPage, demoSite, designOf, saveAndPublish } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;
let landingId: number;
let homePageId: number;
let host: string;
let port: number;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A visitor's request over a real connection: injected requests never reach the server's lane, which sits before Fastify. */
function call(method: 'GET' | 'HEAD', path: string, headers: Record<string, string> = {}, hostname = host): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, method, path, headers: { host: hostname, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject).end();
  });
}

/** What a visitor can tell apart: every header but the date and the request's own id. */
const visible = ({ date: _date, 'x-request-id': _id, ...headers }: IncomingHttpHeaders) => headers;

const stats = async () => (await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/stats`, token })).json().data;

beforeAll(async () => {
  t = await createTestApp();
  ({ token, landingId, homePageId, host } = await demoSite(t));
  await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'headline', props: { text: 'Served twice' } }]));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

describe('visits to a page this process already holds (answered before the app routes them)', () => {
  it('answer with the very headers and bytes of the first visit, in each encoding', async () => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const first = await call('GET', '/', { 'accept-encoding': encoding });
      const repeat = await call('GET', '/', { 'accept-encoding': encoding });
      expect(first.status).toBe(200);
      expect(repeat.status).toBe(200);
      expect(visible(repeat.headers)).toEqual(visible(first.headers));
      expect(repeat.body.equals(first.body)).toBe(true);
      expect(repeat.headers['x-content-type-options']).toBe('nosniff');
      expect(repeat.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const gzip = await call('GET', '/', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toContain('Served twice');
  });

  it('answer 304 to a client that holds the page, and keep the id the front gave the request', async () => {
    const page = await call('GET', '/');
    const again = await call('GET', '/', { 'if-none-match': page.headers.etag as string, 'x-request-id': 'front-0001-abcd' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['x-request-id']).toBe('front-0001-abcd');
    expect(again.headers.etag).toBe(page.headers.etag);
  });

  it('count as page views and unique visitors by the address the trusted front forwards', async () => {
    const before = (await stats()).totals;
    for (const address of ['203.0.113.7', '203.0.113.7', '203.0.113.8']) await call('GET', '/', { 'x-forwarded-for': address, 'user-agent': 'Counted browser' });
    expect((await stats()).totals).toEqual({ views: before.views + 3, uniques: before.uniques + 2 });
  });

  it('show a new publish at once', async () => {
    await call('GET', '/');
    await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'headline', props: { text: 'Published again' } }]));
    const page = await call('GET', '/');
    expect(page.body.toString()).toContain('Published again');
    expect((await call('GET', '/')).body.toString()).toContain('Published again');
  });

  it('leave the other requests of a site host to its routes, which answer them as before', async () => {
    const about = await addPage(t, landingId, 'about', 'About');
    await saveAndPublish(t, token, landingId, about, designOf([{ key: 'headline', props: { text: 'About us' } }]));
    for (let visitNumber = 0; visitNumber < 2; visitNumber++) {
      expect((await call('GET', '/about?utm_source=newsletter')).body.toString()).toContain('About us');
      expect((await call('GET', '/about/')).body.toString()).toContain('About us');
      const head = await call('HEAD', '/about');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect((await call('GET', '/%00')).status).toBe(404);
      expect((await call('GET', '/uploads/none.png')).status).toBe(404);
    }
    expect((await call('GET', '/api/v1/config', {}, 'localhost')).status).toBe(200);
  });
});

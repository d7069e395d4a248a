import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designOf, saveAndPublish } from '../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let token: string;
let pageUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const agency = await t.createAgency('Compressed Bakery');
  token = await t.login(agency.credentials);
  pageUrl = `/api/v1/landings/${agency.landingId}/pages/${agency.pageId}`;
  const headlines = Array.from({ length: 200 }, (_, index) => ({ key: 'headline', props: { text: `Loaf number ${index}` } }));
  await saveAndPublish(t, token, agency.landingId, agency.pageId, designOf(headlines), false);
});
afterAll(() => t.close());

const read = (acceptEncoding?: string) => t.request({ method: 'GET', url: pageUrl, token, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe("the API's answers", () => {
  it('come compressed as the client accepts, brotli first, and read the same', async () => {
    const plain = await read();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await read('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await read('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leave small answers as they are', async () => {
    const forms = await t.request({ method: 'GET', url: pageUrl.replace(/pages\/\d+$/, 'forms'), token, headers: { 'accept-encoding': 'br' } });
    expect(forms.statusCode).toBe(200);
    expect(forms.headers['content-encoding']).toBeUndefined();
    expect(forms.json().data).toEqual([]);
  });
});

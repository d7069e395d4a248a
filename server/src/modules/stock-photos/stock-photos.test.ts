import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STOCK_QUERY_REQUIRED_MESSAGE } from '@tessera/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type Storage } from '../../services/storage.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { FAKE_UNSPLASH_KEY, FakeUnsplash } from './testing/fake-unsplash.ts';

/** The routes with the real Unsplash adapter, talking to a local server that speaks Unsplash's API. */
const unsplash = new FakeUnsplash();
let t: TestApp;
let storage: Storage;
let uploadsDir: string;
let home: Awaited<ReturnType<TestApp['createAgency']>>;
let away: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

const search = (query: string, page?: number, as = token) =>
  t.request({ method: 'GET', url: '/api/v1/stock-photos', query: { query, ...(page ? { page: String(page) } : {}) }, token: as });
const use = (photoId: string, landingId = home.landingId, as = token) =>
  t.request({ method: 'POST', url: `/api/v1/stock-photos/${photoId}/use?landing_id=${landingId}`, token: as, payload: { elementId: 'element-9', valueKey: 'image' } });

beforeAll(async () => {
  await unsplash.start();
  uploadsDir = mkdtempSync(join(tmpdir(), 'tessera-stock-'));
  storage = createLocalStorage(uploadsDir);
  t = await createTestApp({ storage, env: { UNSPLASH_ACCESS_KEY: FAKE_UNSPLASH_KEY, UNSPLASH_BASE_URL: unsplash.baseURL } });
  home = await t.createAgency('Home Stock');
  away = await t.createAgency('Away Stock');
  token = await t.tokenFor(home.ownerId);
});
afterAll(async () => {
  await t.close();
  await unsplash.stop();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('GET /stock-photos', () => {
  it('answers 12 landscape photos a page with urls.regular, width and height, and the next pages', async () => {
    const first = await search('flowers');
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({ page: 1, per_page: 12, total: 30, total_pages: 3 });
    expect(first.json().data).toHaveLength(12);
    expect(first.json().data[0]).toMatchObject({ id: 'photo-1', width: 6000, height: 4000, urls: { regular: expect.stringContaining('/images/photo-1.jpg') } });
    const last = await search('flowers', 3);
    expect(last.json().data.map((photo: { id: string }) => photo.id)).toEqual(['photo-25', 'photo-26', 'photo-27', 'photo-28', 'photo-29', 'photo-30']);
    expect(unsplash.requests.at(-1)!.query.get('orientation')).toBe('landscape');
  });

  it('refuses an empty query without asking the photo service', async () => {
    const before = unsplash.requests.length;
    for (const query of ['', '   ']) {
      const response = await search(query);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.query).toEqual([STOCK_QUERY_REQUIRED_MESSAGE]);
    }
    expect(unsplash.requests.length).toBe(before);
  });

  it('answers 502 when the photo service fails', async () => {
    unsplash.failWith = 500;
    try {
      expect((await search('flowers')).statusCode).toBe(502);
    } finally {
      unsplash.failWith = null;
    }
  });
});

describe('POST /stock-photos/:photoId/use', () => {
  it('keeps a copy in the media library, encoded again without the EXIF (camera, GPS) the photo came with', async () => {
    const original = await fetch(`${unsplash.baseURL}/images/photo-2.jpg`).then(async (r) => Buffer.from(await r.arrayBuffer()));
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await use('photo-2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ width: 1080, height: 720, Ratio: 0.67, elementId: 'element-9', valueKey: 'image' });
    expect(body.url).toMatch(/^\/uploads\/\d+\/[a-f0-9-]{36}\.jpg$/);
    expect(unsplash.downloads).toContain('/photos/photo-2/download');

    const stored = await storage.get(body.url.slice('/uploads/'.length));
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    const file = await t.db.selectFrom('files').selectAll().where('id', '=', body.library_id).executeTakeFirstOrThrow();
    expect(file).toMatchObject({ agency_id: home.agencyId, landing_id: home.landingId, name: 'a-field-of-flowers-number-2' });
  });

  it("answers 404 for an unknown photo and for another agency's website, 403 to a card user", async () => {
    expect((await use('photo-404')).statusCode).toBe(404);
    expect((await use('photo-2', away.landingId)).statusCode).toBe(404);
    const cardUser = await t.createUser({ email: 'card-stock@example.test', role: 'CardUser', agencyId: home.agencyId });
    expect((await use('photo-2', home.landingId, await t.tokenFor(cardUser))).statusCode).toBe(403);
    expect((await search('flowers', 1, await t.tokenFor(cardUser))).statusCode).toBe(403);
  });
});

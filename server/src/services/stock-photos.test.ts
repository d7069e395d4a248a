import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_UNSPLASH_KEY, FakeUnsplash } from '../modules/stock-photos/testing/fake-unsplash.ts';
import { createFakeStockPhotos, createUnsplashStockPhotos, StockPhotosError } from './stock-photos.ts';

const fake = new FakeUnsplash();
beforeAll(() => fake.start());
afterAll(() => fake.stop());
beforeEach(() => {
  fake.requests.length = 0;
  fake.failWith = null;
});

const unsplash = (accessKey = FAKE_UNSPLASH_KEY) => createUnsplashStockPhotos({ accessKey, baseURL: fake.baseURL });

describe('the Unsplash adapter, against a local server speaking the Unsplash API', () => {
  it('searches landscape photos a page at a time with the access key, and maps them to urls.regular, width and height', async () => {
    const found = await unsplash().search({ query: 'flowers', page: 2, perPage: 12 });
    expect(found.total).toBe(30);
    expect(found.totalPages).toBe(3);
    expect(found.photos).toHaveLength(12);
    expect(found.photos[0]).toEqual({
      id: 'photo-13',
      urls: { regular: `${fake.baseURL}/images/photo-13.jpg?w=1080`, thumb: `${fake.baseURL}/images/photo-13.jpg?w=400` },
      width: 6000,
      height: 4000,
      alt: 'a field of flowers number 13',
      author: { name: 'Photographer 13', url: 'https://unsplash.example/@p13' },
    });
    const [request] = fake.requests;
    expect(request!.path).toBe('/search/photos');
    expect(request!.authorization).toBe(`Client-ID ${FAKE_UNSPLASH_KEY}`);
    expect(Object.fromEntries(request!.query)).toMatchObject({ query: 'flowers', page: '2', per_page: '12', orientation: 'landscape' });
  });

  it('downloads a photo: reads it by id, reports the download, and fetches the regular size', async () => {
    const found = await unsplash().download('photo-3');
    expect(found?.photo.id).toBe('photo-3');
    expect((await sharp(found!.bytes).metadata()).format).toBe('jpeg');
    expect(fake.downloads).toEqual(['/photos/photo-3/download']);
  });

  it('answers null for an unknown photo', async () => {
    expect(await unsplash().download('photo-999')).toBeNull();
  });

  it('turns a refused key or a failing service into a StockPhotosError', async () => {
    await expect(unsplash('wrong-key').search({ query: 'x', page: 1, perPage: 12 })).rejects.toBeInstanceOf(StockPhotosError);
    fake.failWith = 503;
    await expect(unsplash().search({ query: 'x', page: 1, perPage: 12 })).rejects.toBeInstanceOf(StockPhotosError);
  });
});

describe('the fake stock photos adapter', () => {
  const stock = createFakeStockPhotos();

  it('answers 60 landscape placeholders per query, a page at a time', async () => {
    const first = await stock.search({ query: 'beach', page: 1, perPage: 12 });
    const last = await stock.search({ query: 'beach', page: 5, perPage: 12 });
    const beyond = await stock.search({ query: 'beach', page: 6, perPage: 12 });
    expect([first.photos.length, last.photos.length, beyond.photos.length]).toEqual([12, 12, 0]);
    expect(first.totalPages).toBe(5);
    expect(first.photos[0]!.width).toBeGreaterThan(first.photos[0]!.height);
    expect(first.photos[0]!.urls.regular).toMatch(/^data:image\/svg\+xml/);
  });

  it('downloads a placeholder it listed as a JPEG of its size, and nothing for an id it never made', async () => {
    const [photo] = (await stock.search({ query: 'beach', page: 1, perPage: 12 })).photos;
    const found = await stock.download(photo!.id);
    const meta = await sharp(found!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 900]);
    expect(await stock.download('fake-999-00')).toBeNull();
    expect(await stock.download('nonsense')).toBeNull();
  });
});

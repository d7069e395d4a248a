import { createHash } from 'node:crypto';
import type { StockPhoto } from '@tessera/core';
import { createServiceToken } from '@tessera/sdk';
import { loadSharp } from './load-sharp.ts';
import { z } from 'zod';
import { readLimitedBody } from './limited-download.ts';

export interface StockPhotoSearch {
  photos: StockPhoto[];
  total: number;
  totalPages: number;
}

/**
 * The stock photo port: landscape photos found by a query, a page at a time, and one photo's
 * bytes to keep a copy of (pages never hotlink the service). Adapters: Unsplash's API over
 * HTTP, and a fake that makes placeholder pictures from the query.
 */
export interface StockPhotos {
  readonly kind: 'unsplash' | 'fake';
  search(input: { query: string; page: number; perPage: number }): Promise<StockPhotoSearch>;
  /** The photo's bytes at the size pages use (Unsplash's "regular", 1080 wide), or null for an unknown id. */
  download(photoId: string): Promise<{ photo: StockPhoto; bytes: Buffer } | null>;
}

export const StockPhotosToken = createServiceToken<StockPhotos>('StockPhotos');

/** The photo service failed or answered with something we cannot use. */
export class StockPhotosError extends Error {
  override name = 'StockPhotosError';
}

export interface UnsplashOptions {
  accessKey: string;
  /** https://api.unsplash.com by default, or a stand-in's. */
  baseURL?: string;
  timeoutMs?: number;
  maxDownloadBytes?: number;
}

const unsplashPhoto = z.object({
  id: z.string(),
  width: z.number(),
  height: z.number(),
  description: z.string().nullish(),
  alt_description: z.string().nullish(),
  urls: z.object({ regular: z.string().url(), thumb: z.string().url().optional(), small: z.string().url().optional() }),
  links: z.object({ download_location: z.string().url().optional() }).partial().optional(),
  user: z
    .object({ name: z.string().nullish(), links: z.object({ html: z.string().nullish() }).partial().nullish() })
    .partial()
    .nullish(),
});
type UnsplashPhoto = z.infer<typeof unsplashPhoto>;

const unsplashSearch = z.object({ total: z.number(), total_pages: z.number(), results: z.array(unsplashPhoto) });

function toStockPhoto(photo: UnsplashPhoto): StockPhoto {
  return {
    id: photo.id,
    urls: { regular: photo.urls.regular, thumb: photo.urls.small ?? photo.urls.thumb ?? photo.urls.regular },
    width: Math.round(photo.width),
    height: Math.round(photo.height),
    alt: photo.alt_description ?? photo.description ?? '',
    author: { name: photo.user?.name ?? '', url: photo.user?.links?.html ?? null },
  };
}

/** Unsplash's search API (https://unsplash.com/documentation#search-photos), read with the access key of the server. */
export function createUnsplashStockPhotos(options: UnsplashOptions): StockPhotos {
  const base = (options.baseURL ?? 'https://api.unsplash.com').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxBytes = options.maxDownloadBytes ?? 25 * 1024 * 1024;
  const headers = { Authorization: `Client-ID ${options.accessKey}`, 'Accept-Version': 'v1' };

  async function api(url: string): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      throw new StockPhotosError('The photo service did not answer.', { cause });
    }
    return response;
  }

  async function json<T>(url: string, schema: z.ZodType<T>): Promise<T | null> {
    const response = await api(url);
    if (response.status === 404) return null;
    if (!response.ok) throw new StockPhotosError(`The photo service answered ${response.status}.`);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new StockPhotosError('The photo service answered with something unexpected.');
    return parsed.data;
  }

  return {
    kind: 'unsplash',
    async search({ query, page, perPage }) {
      const params = new URLSearchParams({ query, page: String(page), per_page: String(perPage), orientation: 'landscape', content_filter: 'high' });
      const found = await json(`${base}/search/photos?${params}`, unsplashSearch);
      if (!found) throw new StockPhotosError('The photo service has no search.');
      return { photos: found.results.map(toStockPhoto), total: found.total, totalPages: found.total_pages };
    },
    async download(photoId) {
      const photo = await json(`${base}/photos/${encodeURIComponent(photoId)}`, unsplashPhoto);
      if (!photo) return null;
      // Unsplash's terms: a photo used is reported through its download location.
      const location = photo.links?.download_location;
      if (location) await api(location).then((response) => response.body?.cancel());
      let response: Response;
      try {
        response = await fetch(photo.urls.regular, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (cause) {
        throw new StockPhotosError('The photo could not be fetched.', { cause });
      }
      if (!response.ok) throw new StockPhotosError(`The photo could not be fetched (${response.status}).`);
      return { photo: toStockPhoto(photo), bytes: await readLimitedBody(response, maxBytes).catch((cause: unknown) => {
          throw new StockPhotosError('The photo could not be fetched.', { cause });
        }) };
    },
  };
}

const FAKE_TOTAL = 60;
const FAKE_SIZE = { width: 1600, height: 900 };

function fakeColours(seed: string): [string, string] {
  const digest = createHash('sha256').update(seed).digest('hex');
  return [`#${digest.slice(0, 6)}`, `#${digest.slice(6, 12)}`];
}

function fakeSvg(seed: string, label: string, width: number, height: number): string {
  const [from, to] = fakeColours(seed);
  const text = label.replace(/[<>&"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><path d="M0 700 L420 420 L760 640 L1100 360 L1600 720 L1600 900 L0 900 Z" fill="#ffffff" fill-opacity="0.35"/><circle cx="1260" cy="220" r="110" fill="#ffffff" fill-opacity="0.6"/><text x="64" y="120" font-family="sans-serif" font-size="72" fill="#ffffff">${text}</text></svg>`;
}

const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** "fake-<n>-<query in hex>": the id carries what the picture shows, so download needs no memory. */
function fakeId(query: string, n: number): string {
  return `fake-${n}-${Buffer.from(query.slice(0, 24), 'utf8').toString('hex')}`;
}

function parseFakeId(id: string): { query: string; n: number } | null {
  const match = /^fake-(\d+)-([0-9a-f]*)$/.exec(id);
  if (!match) return null;
  return { n: Number(match[1]), query: Buffer.from(match[2]!, 'hex').toString('utf8') };
}

function fakePhoto(query: string, n: number): StockPhoto {
  const label = `${query} ${n}`;
  return {
    id: fakeId(query, n),
    urls: { regular: dataUrl(fakeSvg(label, label, 1080, 608)), thumb: dataUrl(fakeSvg(label, label, 400, 225)) },
    width: FAKE_SIZE.width,
    height: FAKE_SIZE.height,
    alt: `Placeholder picture for “${query}”`,
    author: { name: 'Tessera placeholder', url: null },
  };
}

/** Placeholder pictures, 60 per query, made from the query: for `npm start` without a photo service key, and tests. */
export function createFakeStockPhotos(): StockPhotos {
  return {
    kind: 'fake',
    async search({ query, page, perPage }) {
      const first = (page - 1) * perPage;
      const photos = [];
      for (let n = first + 1; n <= Math.min(FAKE_TOTAL, first + perPage); n++) photos.push(fakePhoto(query, n));
      return { photos, total: FAKE_TOTAL, totalPages: Math.ceil(FAKE_TOTAL / perPage) };
    },
    async download(photoId) {
      const parsed = parseFakeId(photoId);
      if (!parsed || parsed.n < 1 || parsed.n > FAKE_TOTAL) return null;
      const label = `${parsed.query} ${parsed.n}`;
      const bytes = await (await loadSharp())(Buffer.from(fakeSvg(label, label, FAKE_SIZE.width, FAKE_SIZE.height))).jpeg().toBuffer();
      return { photo: fakePhoto(parsed.query, parsed.n), bytes };
    },
  };
}

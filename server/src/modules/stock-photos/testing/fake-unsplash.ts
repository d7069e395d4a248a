import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export const FAKE_UNSPLASH_KEY = 'fake-unsplash-access-key';
const TOTAL = 30;

/**
 * A local stand-in for Unsplash's API: GET /search/photos, GET /photos/:id, the download
 * location a used photo is reported at, and the image files themselves (JPEGs carrying EXIF
 * with a camera and GPS position, so a test can see them stripped). It checks the
 * `Client-ID` key and records every request.
 */
export class FakeUnsplash {
  readonly requests: { path: string; query: URLSearchParams; authorization: string | undefined }[] = [];
  /** Set to make the API answer this status. */
  failWith: number | null = null;
  #server: Server | undefined;
  #photo: Buffer = Buffer.alloc(0);
  port = 0;

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get downloads(): string[] {
    return this.requests.filter((r) => r.path.endsWith('/download')).map((r) => r.path);
  }

  async start(): Promise<this> {
    this.#photo = await sharp({ create: { width: 1080, height: 720, channels: 3, background: '#c08040' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'FakeCam', Model: 'Secret 1', Copyright: 'Someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
    const server = createServer((request, response) => {
      const { status, body, type } = this.#answer(request);
      response.writeHead(status, { 'content-type': type }).end(body);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.#server = server;
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  #photoJson(id: string, n: number) {
    return {
      id,
      width: 6000,
      height: 4000,
      description: null,
      alt_description: `a field of flowers number ${n}`,
      urls: {
        raw: `${this.baseURL}/images/${id}.jpg?raw`,
        full: `${this.baseURL}/images/${id}.jpg?full`,
        regular: `${this.baseURL}/images/${id}.jpg?w=1080`,
        small: `${this.baseURL}/images/${id}.jpg?w=400`,
        thumb: `${this.baseURL}/images/${id}.jpg?w=200`,
      },
      links: { download_location: `${this.baseURL}/photos/${id}/download` },
      user: { name: `Photographer ${n}`, links: { html: `https://unsplash.example/@p${n}` } },
    };
  }

  #answer(request: IncomingMessage): { status: number; body: string | Buffer; type: string } {
    const url = new URL(request.url ?? '/', 'http://fake');
    this.requests.push({ path: url.pathname, query: url.searchParams, authorization: request.headers.authorization });
    const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body), type: 'application/json' });
    const image = /^\/images\/([\w-]+)\.jpg$/.exec(url.pathname);
    if (image) return { status: 200, body: this.#photo, type: 'image/jpeg' };
    if (request.headers.authorization !== `Client-ID ${FAKE_UNSPLASH_KEY}`) return json(401, { errors: ['OAuth error: The access token is invalid'] });
    if (this.failWith) return json(this.failWith, { errors: ['Something went wrong'] });
    if (url.pathname === '/search/photos') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      const results = [];
      for (let n = (page - 1) * perPage + 1; n <= Math.min(TOTAL, page * perPage); n++) results.push(this.#photoJson(`photo-${n}`, n));
      return json(200, { total: TOTAL, total_pages: Math.ceil(TOTAL / perPage), results });
    }
    const download = /^\/photos\/([\w-]+)\/download$/.exec(url.pathname);
    if (download) return json(200, { url: `${this.baseURL}/images/${download[1]}.jpg` });
    const photo = /^\/photos\/photo-(\d+)$/.exec(url.pathname);
    if (photo && Number(photo[1]) >= 1 && Number(photo[1]) <= TOTAL) return json(200, this.#photoJson(`photo-${photo[1]}`, Number(photo[1])));
    return json(404, { errors: ["Couldn't find Photo"] });
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

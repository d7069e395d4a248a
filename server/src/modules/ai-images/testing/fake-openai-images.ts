import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface OpenAiImagesRequest {
  path: string;
  authorization: string | undefined;
  /** The JSON body of a generation, or the text fields of an edit's multipart form. */
  fields: Record<string, unknown>;
  /** The image file of an edit. */
  image?: { name: string; type: string; bytes: Buffer };
}

/** How the fake answers the next calls. */
export type FakeOpenAiMode = 'b64' | 'url' | 'empty' | 'server-error' | 'bad-key' | 'refused';

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A solid PNG with EXIF-free pixels, so a test can tell which answer ended up stored. */
export function solidPng(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

/**
 * A local stand-in for OpenAI's images API (POST /v1/images/generations as JSON, POST
 * /v1/images/edits as multipart), answering as the real one does: `{ created, data: [{ b64_json }] }`
 * or `{ data: [{ url }] }`, and its error shapes. It records every request.
 */
export class FakeOpenAiImages {
  readonly requests: OpenAiImagesRequest[] = [];
  mode: FakeOpenAiMode = 'b64';
  /** The picture it answers with. */
  picture: Buffer = Buffer.alloc(0);
  #server: Server | undefined;
  port = 0;

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  async start(): Promise<this> {
    this.picture = await solidPng(64, 64, '#2080f0');
    const server = createServer((request, response) => {
      void this.#answer(request).then(
        ({ status, body, type = 'application/json' }) => response.writeHead(status, { 'content-type': type }).end(body),
        (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.#server = server;
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  async #answer(request: IncomingMessage): Promise<{ status: number; body: string | Buffer; type?: string }> {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (request.method === 'GET' && path === '/files/picture.png') return { status: 200, body: this.picture, type: 'image/png' };
    const raw = await readBody(request);
    const recorded: OpenAiImagesRequest = { path, authorization: request.headers.authorization, fields: {} };
    if (path === '/v1/images/generations') {
      recorded.fields = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    } else if (path === '/v1/images/edits') {
      const form = await new Request('http://fake/edits', { method: 'POST', headers: { 'content-type': request.headers['content-type'] ?? '' }, body: new Uint8Array(raw) }).formData();
      for (const [name, value] of form) {
        if (typeof value === 'string') recorded.fields[name] = value;
        else recorded.image = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
      }
    } else {
      return { status: 404, body: JSON.stringify({ error: { message: `Unknown path ${path}`, type: 'invalid_request_error' } }) };
    }
    this.requests.push(recorded);
    const error = (status: number, message: string, code: string | null, type: string) => ({ status, body: JSON.stringify({ error: { message, type, param: null, code } }) });
    switch (this.mode) {
      case 'server-error':
        return error(500, 'The server had an error while processing your request.', null, 'server_error');
      case 'bad-key':
        return error(401, 'Incorrect API key provided.', 'invalid_api_key', 'invalid_request_error');
      case 'refused':
        return error(400, 'Your request was rejected as a result of our safety system.', 'content_policy_violation', 'invalid_request_error');
      case 'empty':
        return { status: 200, body: JSON.stringify({ created: 1, data: [] }) };
      case 'url':
        return { status: 200, body: JSON.stringify({ created: 1, data: [{ url: `http://127.0.0.1:${this.port}/files/picture.png` }] }) };
      default:
        return { status: 200, body: JSON.stringify({ created: 1, data: [{ b64_json: this.picture.toString('base64') }] }) };
    }
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  method: string;
  /** The path and query it was called at. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server on 127.0.0.1 that records what webhooks send it; it can go down and come back on the same port. */
export class WebhookReceiver {
  readonly received: ReceivedHook[] = [];
  #server: Server | undefined;
  port = 0;
  /** The status it answers with. */
  status = 200;
  /** The body it answers with. */
  answer = 'ok';

  async start(port = this.port): Promise<this> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString() });
        response.writeHead(this.status, { 'content-type': 'text/plain' }).end(this.answer);
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.#server = server;
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Methods a load balancer may send again to another server when the first failed mid-way (nginx's rule since 1.9.13). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * A load balancer in a few lines, standing in for nginx in the multi-process test and bench:
 * each request goes to the next server in turn; a server that refuses the connection is
 * skipped, and an idempotent request whose server failed mid-way is sent to the next one, as
 * nginx's `proxy_next_upstream error` does. Anything else that fails is answered 502: the
 * client then knows the write was not acknowledged. Answers name their server in
 * `X-Served-By`.
 */
export class RoundRobinProxy {
  #server: Server | undefined;
  #next = 0;
  readonly #agent = new Agent({ keepAlive: true, maxSockets: 128 });
  port = 0;

  constructor(private backends: readonly number[]) {}

  async start(): Promise<this> {
    const server = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => this.#forward(incoming, outgoing, Buffer.concat(chunks), this.backends.length));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.#server = server;
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  /** The servers requests go to from now on. */
  route(backends: readonly number[]): void {
    this.backends = backends;
  }

  #forward(incoming: IncomingMessage, outgoing: ServerResponse, body: Buffer, triesLeft: number): void {
    const port = this.backends[this.#next++ % this.backends.length]!;
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor, 'content-length': String(body.length) },
        agent: this.#agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(port) });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (outgoing.headersSent) {
        outgoing.destroy();
        return;
      }
      const neverReached = error.code === 'ECONNREFUSED';
      if (triesLeft > 1 && (neverReached || IDEMPOTENT.has(incoming.method ?? ''))) {
        this.#forward(incoming, outgoing, body, triesLeft - 1);
        return;
      }
      outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(`Bad gateway: ${error.code ?? error.message}`);
    });
    upstream.end(body);
  }

  async stop(): Promise<void> {
    this.#agent.destroy();
    const server = this.#server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

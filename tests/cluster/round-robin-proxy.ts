import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Methods a load balancer may send again to another server when the first failed mid-way (nginx's rule since 1.9.13). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** How long a server that failed a connection is left out, as nginx's `fail_timeout`. */
const DOWN_MS = 10_000;

/**
 * A load balancer in a few lines, standing in for nginx in the multi-process test and bench:
 * each request goes to the next server in turn. A server that fails a connection is left out
 * for a while (nginx's `max_fails=1 fail_timeout=10s`), and the request goes to another when it
 * never reached the failed one or is idempotent (nginx's `proxy_next_upstream error`, which
 * since 1.9.13 resends no POST). Anything else that fails is answered 502: the client then
 * knows the write was not acknowledged. Answers name their server in `X-Served-By`.
 */
export class RoundRobinProxy {
  #server: Server | undefined;
  #next = 0;
  readonly #downUntil = new Map<number, number>();
  readonly #agent = new Agent({ keepAlive: true, maxSockets: 128 });
  port = 0;

  constructor(private backends: readonly number[]) {}

  async start(): Promise<this> {
    const server = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => this.#forward(incoming, outgoing, Buffer.concat(chunks), new Set()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.#server = server;
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  /** The servers requests go to from now on. */
  route(backends: readonly number[]): void {
    this.backends = backends;
    this.#downUntil.clear();
  }

  /** The next server in turn that is neither left out nor already tried; a left-out one when nothing else is left. */
  #choose(tried: ReadonlySet<number>): number | undefined {
    const untried = this.backends.filter((port) => !tried.has(port));
    const up = untried.filter((port) => (this.#downUntil.get(port) ?? 0) <= Date.now());
    const candidates = up.length > 0 ? up : untried;
    return candidates.length > 0 ? candidates[this.#next++ % candidates.length] : undefined;
  }

  #forward(incoming: IncomingMessage, outgoing: ServerResponse, body: Buffer, tried: Set<number>): void {
    const port = this.#choose(tried);
    if (port === undefined) {
      outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway: no server answered');
      return;
    }
    tried.add(port);
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
      this.#downUntil.set(port, Date.now() + DOWN_MS);
      if (outgoing.headersSent) {
        outgoing.destroy();
        return;
      }
      if (error.code === 'ECONNREFUSED' || IDEMPOTENT.has(incoming.method ?? '')) {
        this.#forward(incoming, outgoing, body, tried);
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

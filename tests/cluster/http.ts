import { request, type IncomingHttpHeaders } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- like fetch's Response.json(): each test reads the fields it checks
  json<T = any>(): T;
}

export interface HttpCall {
  method?: string;
  path: string;
  /** The Host header: a published site is chosen by it (fetch cannot set it). */
  host?: string;
  token?: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON. */
  body?: Buffer | string | object;
}

/** One HTTP/1.1 call to 127.0.0.1:`port` on a connection of its own, so a killed server fails only the calls made to it. */
export function httpCall(port: number, call: HttpCall): Promise<HttpAnswer> {
  const json = call.body !== undefined && !Buffer.isBuffer(call.body) && typeof call.body !== 'string';
  const payload = call.body === undefined ? undefined : json ? JSON.stringify(call.body) : (call.body as Buffer | string);
  const headers: Record<string, string> = {
    host: call.host ?? 'localhost',
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
    ...call.headers,
  };
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method: call.method ?? 'GET', path: call.path, headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString();
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body, text, json: () => JSON.parse(text) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

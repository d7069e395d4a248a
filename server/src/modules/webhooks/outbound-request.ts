import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export interface OutboundRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string | number>;
  body?: string;
  /** Where to connect, as vetted by the address guard; the URL's host is still sent as Host and checked by TLS. */
  address?: { address: string; family: 4 | 6 };
  timeoutMs: number;
  /** The answer is read up to this much and the connection dropped after: enough to log, never a download. */
  maxResponseBytes: number;
}

export interface OutboundAnswer {
  /** null when no answer came (refused, timed out). */
  statusCode: number | null;
  /** What went wrong on the way, when no answer came. */
  error: string | null;
  /** The answer's first bytes, up to maxResponseBytes. */
  body: Buffer;
  /** Whether the answer was longer than maxResponseBytes (and the connection dropped). */
  truncated: boolean;
  /** The answer's headers (none when no answer came). */
  headers: http.IncomingHttpHeaders;
  durationMs: number;
}

function pinnedLookup(pinned: { address: string; family: 4 | 6 }): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

/**
 * One request to a user-given address (webhooks, Call GET API), never throwing: a failure comes
 * back as the answer. The connection goes to the vetted address, redirects are not followed, and
 * it gives up after the timeout.
 */
export function requestOnce(request: OutboundRequest): Promise<OutboundAnswer> {
  const started = performance.now();
  const target = new URL(request.url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<OutboundAnswer, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, durationMs: Math.round(performance.now() - started) });
    };
    const outgoing = client.request(
      target,
      { method: request.method, timeout: request.timeoutMs, headers: request.headers, ...(request.address ? { lookup: pinnedLookup(request.address) } : {}) },
      (response) => {
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > request.maxResponseBytes) response.destroy();
          else chunks.push(chunk);
        });
        const done = () => finish({ statusCode: response.statusCode ?? 0, error: null, body: Buffer.concat(chunks), truncated: received > request.maxResponseBytes, headers: response.headers });
        response.on('end', done);
        response.on('close', done);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer within ${request.timeoutMs / 1000} seconds.`)));
    outgoing.on('error', (error) => finish({ statusCode: null, error: error.message || 'The address could not be reached.', body: Buffer.alloc(0), truncated: false, headers: {} }));
    outgoing.end(request.body);
  });
}

import http from 'node:http';
import https from 'node:https';
import { pinnedLookup } from '../webhooks/webhook-sender.ts';

const TIMEOUT_MS = 10_000;
/** The answer is read up to this much: enough to show the user what came back, never a download. */
const MAX_RESPONSE_BYTES = 64 * 1024;
/** What the test call shows of the answer. */
const SHOWN_BYTES = 2048;

export interface GetApiResult {
  statusCode: number | null;
  success: boolean;
  error: string | null;
  durationMs: number;
  body: string;
}

/**
 * One GET of a user-given address, never throwing: failures come back as the result. The
 * connection goes to the address the guard vetted; redirects are not followed (a redirect to a
 * private address must not slip past the guard), the answer is cut at MAX_RESPONSE_BYTES and
 * the call gives up after TIMEOUT_MS.
 */
export function callGetApi(request: { url: string; userAgent: string; address?: { address: string; family: 4 | 6 } }): Promise<GetApiResult> {
  const started = performance.now();
  const target = new URL(request.url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<GetApiResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, durationMs: Math.round(performance.now() - started) });
    };
    const outgoing = client.get(
      target,
      { timeout: TIMEOUT_MS, headers: { accept: 'application/json, text/plain;q=0.9, */*;q=0.1', 'user-agent': request.userAgent }, ...(request.address ? { lookup: pinnedLookup(request.address) } : {}) },
      (response) => {
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_RESPONSE_BYTES) response.destroy();
          else chunks.push(chunk);
        });
        const status = response.statusCode ?? 0;
        const done = () => {
          const body = Buffer.concat(chunks).subarray(0, SHOWN_BYTES).toString('utf8');
          if (status >= 300 && status < 400) return finish({ statusCode: status, success: false, error: `The address answered with a redirect (${status}), which is not followed.`, body });
          const ok = status >= 200 && status < 300;
          finish({ statusCode: status, success: ok, error: ok ? null : `The address answered ${status}.`, body });
        };
        response.on('end', done);
        response.on('close', done);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} seconds.`)));
    outgoing.on('error', (error) => finish({ statusCode: null, success: false, error: error.message || 'The address could not be reached.', body: '' }));
  });
}

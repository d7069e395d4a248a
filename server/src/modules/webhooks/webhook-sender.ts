import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@tessera/core';

const TIMEOUT_MS = 10_000;
/** Receivers answer with a short acknowledgement; anything longer is read and dropped up to this much. */
const MAX_RESPONSE_BYTES = 64 * 1024;

export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  success: boolean;
}

export function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export interface SignedDelivery {
  url: string;
  secret: string;
  event: string;
  eventId: string;
  body: string;
  userAgent: string;
  /** Where to connect, as vetted by the address guard; the URL's host is still sent as Host and checked by TLS. */
  address?: { address: string; family: 4 | 6 };
  now: () => Date;
}

export function pinnedLookup(pinned: { address: string; family: 4 | 6 }): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

/** One POST of a signed event; never throws: failures come back as the result. Redirects are not followed. */
export function sendSigned(delivery: SignedDelivery): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(delivery.url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(delivery.body),
          'user-agent': delivery.userAgent,
          [WEBHOOK_EVENT_HEADER]: delivery.event,
          [WEBHOOK_DELIVERY_HEADER]: delivery.eventId,
          [WEBHOOK_TIMESTAMP_HEADER]: String(Math.floor(delivery.now().getTime() / 1000)),
          [WEBHOOK_SIGNATURE_HEADER]: signature(delivery.secret, delivery.body),
        },
        ...(delivery.address ? { lookup: pinnedLookup(delivery.address) } : {}),
      },
      (response) => {
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_RESPONSE_BYTES) response.destroy();
        });
        const status = response.statusCode ?? 0;
        const done = () =>
          finish({
            statusCode: status,
            success: status >= 200 && status < 300,
            error: status >= 200 && status < 300 ? null : `The receiver answered ${status}.`,
          });
        response.on('end', done);
        response.on('close', done);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} seconds.`)));
    request.on('error', (error) => finish({ statusCode: null, success: false, error: error.message || 'The receiver could not be reached.' }));
    request.end(delivery.body);
  });
}

import { createHmac } from 'node:crypto';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@tessera/core';
import { requestOnce } from './outbound-request.ts';

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
  /** Where to connect, as vetted by the address guard. */
  address?: { address: string; family: 4 | 6 };
  now: () => Date;
}

/** One POST of a signed event; never throws: failures come back as the result. Redirects are not followed. */
export async function sendSigned(delivery: SignedDelivery): Promise<SendResult> {
  const answer = await requestOnce({
    url: delivery.url,
    method: 'POST',
    timeoutMs: TIMEOUT_MS,
    maxResponseBytes: MAX_RESPONSE_BYTES,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(delivery.body),
      'user-agent': delivery.userAgent,
      [WEBHOOK_EVENT_HEADER]: delivery.event,
      [WEBHOOK_DELIVERY_HEADER]: delivery.eventId,
      [WEBHOOK_TIMESTAMP_HEADER]: String(Math.floor(delivery.now().getTime() / 1000)),
      [WEBHOOK_SIGNATURE_HEADER]: signature(delivery.secret, delivery.body),
    },
    body: delivery.body,
    ...(delivery.address ? { address: delivery.address } : {}),
  });
  const status = answer.statusCode;
  if (status === null) return { statusCode: null, success: false, error: answer.error ?? 'The receiver could not be reached.', durationMs: answer.durationMs };
  const success = status >= 200 && status < 300;
  return { statusCode: status, success, error: success ? null : `The receiver answered ${status}.`, durationMs: answer.durationMs };
}

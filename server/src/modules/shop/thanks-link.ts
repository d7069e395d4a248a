import { createHmac, timingSafeEqual } from 'node:crypto';

const PATH = /^\/thank-you\/(\d{1,10})\/([0-9a-f]{32})$/;

const signature = (key: Buffer, orderId: number) => createHmac('sha256', key).update(`order-thanks:${orderId}`).digest('hex').slice(0, 32);

/**
 * The thank-you page of an order, on its website's host. The order number alone would let anyone
 * read every order of a site by counting; the signature makes the address the buyer's own.
 */
export const thanksPath = (key: Buffer, orderId: number) => `/thank-you/${orderId}/${signature(key, orderId)}`;

/** The order a thank-you address names, when it is one this server signed; otherwise undefined. */
export function orderOfThanksPath(key: Buffer, path: string): number | undefined {
  const match = PATH.exec(path);
  if (!match) return undefined;
  const orderId = Number(match[1]);
  const expected = Buffer.from(signature(key, orderId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? orderId : undefined;
}

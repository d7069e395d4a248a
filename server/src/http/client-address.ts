import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * Which peers may say who the client is (X-Forwarded-For): every one (`true`, behind a front
 * that always sets it) or the listed addresses and ranges. Fastify gets this very function, so a
 * request answered before Fastify (see site-fast-lane.ts) counts the same visitor.
 */
export function trustProxyOf(setting: true | readonly string[]): TrustProxy {
  return setting === true ? () => true : proxyAddr.compile([...setting]);
}

/** The client's address as Fastify's `request.ip` gives it. */
export function clientAddress(request: IncomingMessage, trust: TrustProxy): string {
  return proxyAddr(request, trust);
}

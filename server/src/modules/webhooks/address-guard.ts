import { BlockList, isIP } from 'node:net';
import type { DnsResolver } from '../../services/dns-resolver.ts';

/** Addresses a webhook must never reach from this server: its own machine, the private network, and everything not routed publicly. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
// IPv4-mapped addresses (::ffff:a.b.c.d) are checked against the IPv4 rules above by BlockList itself.
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type VettedTarget = { ok: true; address?: { address: string; family: 4 | 6 } } | { ok: false; reason: string };

export const PRIVATE_ADDRESS_MESSAGE = 'Webhooks may not call private, loopback or link-local addresses.';
export const UNRESOLVED_HOST_MESSAGE = 'The webhook host could not be found.';

/**
 * Resolves the URL's host and checks every address it has, IPv4 and IPv6. The address to
 * connect to is returned, so the request goes where the check looked (a name that resolves
 * differently a moment later cannot slip through). `allowPrivate` skips all of it.
 */
export async function vetWebhookUrl(url: string, dns: DnsResolver, allowPrivate: boolean): Promise<VettedTarget> {
  if (allowPrivate) return { ok: true };
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await dns.addresses(host);
  if (addresses.length === 0) return { ok: false, reason: UNRESOLVED_HOST_MESSAGE };
  if (!addresses.every(isPublicAddress)) return { ok: false, reason: PRIVATE_ADDRESS_MESSAGE };
  const address = addresses[0]!;
  return { ok: true, address: { address, family: isIP(address) === 6 ? 6 : 4 } };
}

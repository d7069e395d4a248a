import { promises as dns } from 'node:dns';
import { createServiceToken } from '@tessera/sdk';

/** Name lookups, behind a port so tests answer from a table instead of the network. */
export interface DnsResolver {
  /** Every IPv4 and IPv6 address the name resolves to; [] when it does not resolve. */
  addresses(hostname: string): Promise<string[]>;
  /** The CNAME targets of the name, without a trailing dot; [] when it has none. */
  cnames(hostname: string): Promise<string[]>;
  /** The TXT records of the name, each record's strings joined as one; [] when it has none. */
  txt(hostname: string): Promise<string[]>;
}

export const DnsResolverToken = createServiceToken<DnsResolver>('DnsResolver');

const NO_ANSWER = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NOTFOUND', 'NODATA', 'ESERVFAIL', 'EREFUSED', 'ETIMEOUT', 'ECONNREFUSED']);

async function orNone<T>(lookup: Promise<T[]>): Promise<T[]> {
  try {
    return await lookup;
  } catch (error) {
    if (NO_ANSWER.has((error as { code?: string }).code ?? '')) return [];
    throw error;
  }
}

/** The system resolver (getaddrinfo for addresses, so /etc/hosts counts as it would for a connection). */
export const nodeDnsResolver: DnsResolver = {
  async addresses(hostname) {
    const found = await orNone(dns.lookup(hostname, { all: true, verbatim: true }));
    return found.map((entry) => entry.address);
  },
  async cnames(hostname) {
    const found = await orNone(dns.resolveCname(hostname));
    return found.map((name) => name.replace(/\.$/, '').toLowerCase());
  },
  async txt(hostname) {
    // A record longer than 255 characters arrives in pieces, which make one value.
    const found = await orNone(dns.resolveTxt(hostname));
    return found.map((pieces) => pieces.join(''));
  },
};

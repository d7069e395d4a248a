import type { DnsResolver } from '../services/dns-resolver.ts';

export interface FakeDns extends DnsResolver {
  set(kind: 'addresses' | 'cnames' | 'txt', hostname: string, values: string[]): void;
}

/** A resolver answering from tables the test fills; names it was not told about do not resolve. */
export function createFakeDns(): FakeDns {
  const tables = { addresses: new Map<string, string[]>(), cnames: new Map<string, string[]>(), txt: new Map<string, string[]>() };
  return {
    addresses: async (hostname) => tables.addresses.get(hostname) ?? [],
    cnames: async (hostname) => tables.cnames.get(hostname) ?? [],
    txt: async (hostname) => tables.txt.get(hostname) ?? [],
    set(kind, hostname, values) {
      tables[kind].set(hostname, values);
    },
  };
}

import { RESERVED_SUBDOMAINS, SUBDOMAIN_RESERVED_MESSAGE, SUBDOMAIN_TAKEN_MESSAGE, type DnsRecord } from '@tessera/core';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { validationFailed } from '../../http/http-error.ts';
import type { DnsResolver } from '../../services/dns-resolver.ts';
import type { SiteHosts } from '../sites/site-hosts.ts';

const PLATFORM_DOMAIN_MESSAGE = 'This address belongs to the platform. Use a domain of your own.';

/** Refuses the platform's own names (the app, the site domain, white-label domains and every site under them) as a custom domain. */
export function refusePlatformDomain(hosts: SiteHosts, domain: string, field: string): void {
  if (hosts.isAppHost(domain) || hosts.siteAddressOf(domain)) throw validationFailed({ [field]: [PLATFORM_DOMAIN_MESSAGE] });
}

export async function refuseUnavailableSubdomain(db: Db, subdomain: string, exceptLandingId: number | undefined): Promise<void> {
  if ((RESERVED_SUBDOMAINS as readonly string[]).includes(subdomain)) throw validationFailed({ subdomain: [SUBDOMAIN_RESERVED_MESSAGE] });
  let query = db.selectFrom('landings').select('id').where('subdomain', '=', subdomain);
  if (exceptLandingId !== undefined) query = query.where('id', '!=', exceptLandingId);
  if (await query.executeTakeFirst()) throw validationFailed({ subdomain: [SUBDOMAIN_TAKEN_MESSAGE] });
}

/** The name custom domains point at: the agency's white-label domain when it has one, else the site domain. */
export async function cnameTargetFor(db: Db, config: AppConfig, agencyId: number | null): Promise<string> {
  if (agencyId === null) return config.siteDomain;
  const row = await db
    .selectFrom('agencies as a')
    .innerJoin('whitelabels as w', 'w.id', 'a.whitelabel_id')
    .select('w.domain')
    .where('a.id', '=', agencyId)
    .executeTakeFirst();
  return row?.domain.toLowerCase() ?? config.siteDomain;
}

/** The record the owner creates: an A record at this server's public address when one is configured, else a CNAME. */
export function requiredRecord(config: AppConfig, domain: string, cnameTarget: string): DnsRecord {
  return config.publicIp ? { type: 'A', name: domain, value: config.publicIp } : { type: 'CNAME', name: domain, value: cnameTarget };
}

/**
 * Whether `domain` reaches this service: a CNAME to the target (or to a site under it), an
 * address equal to the configured public address, or, without one, an address the target
 * has too (providers that flatten a CNAME at the zone apex answer with addresses).
 */
export async function pointsHere(dns: DnsResolver, config: AppConfig, domain: string, cnameTarget: string): Promise<boolean> {
  const cnames = await dns.cnames(domain);
  if (cnames.some((name) => name === cnameTarget || name.endsWith(`.${cnameTarget}`))) return true;
  const addresses = await dns.addresses(domain);
  if (addresses.length === 0) return false;
  if (config.publicIp) return addresses.includes(config.publicIp);
  const ours = new Set(await dns.addresses(cnameTarget));
  return addresses.some((address) => ours.has(address));
}

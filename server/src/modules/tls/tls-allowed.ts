import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { DnsResolver } from '../../services/dns-resolver.ts';
import { cnameTargetFor, pointsHere } from '../domains/domain-checks.ts';
import type { SiteHosts } from '../sites/site-hosts.ts';

/** Why a certificate may be obtained for a name, or null when it may not. */
export type TlsReason = 'platform' | 'whitelabel' | 'site' | 'custom-domain';

const activeAgency = (db: Db) => db.selectFrom('landings as l').innerJoin('agencies as a', 'a.id', 'l.agency_id').where('a.archived_at', 'is', null);

/**
 * Whether this platform answers at `domain`, for a TLS front that obtains certificates on demand:
 * the platform's own domain, a white-label's domain, an existing site's subdomain under either
 * (of an agency not archived), or the custom domain of such a website whose DNS points here.
 * Anything else is refused, so nobody can make the front ask a CA for names of their choosing.
 */
export async function tlsReason(deps: { db: Db; config: AppConfig; hosts: SiteHosts; dns: DnsResolver }, domain: string): Promise<TlsReason | null> {
  const { db, config, hosts } = deps;
  if (domain === config.siteDomain) return 'platform';
  if (hosts.whitelabelAt(domain)) return 'whitelabel';
  const address = hosts.siteAddressOf(domain);
  if (address) {
    let site = activeAgency(db).select('l.id').where('l.subdomain', '=', address.subdomain);
    if (address.whitelabelId !== null) site = site.where('a.whitelabel_id', '=', address.whitelabelId);
    return (await site.executeTakeFirst()) ? 'site' : null;
  }
  const website = await activeAgency(db).select(['l.id', 'l.agency_id']).where('l.domain', '=', domain).executeTakeFirst();
  if (!website) return null;
  return (await pointsHere(deps.dns, config, domain, await cnameTargetFor(db, config, website.agency_id))) ? 'custom-domain' : null;
}

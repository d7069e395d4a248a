import type { Db } from '../../db/database.ts';
import type { SiteHosts } from './site-hosts.ts';

/** The landing at `hostname`: by subdomain of the site domain or of its agency's white-label domains, else by custom domain. */
export function findLandingByHost(db: Db, hosts: SiteHosts, hostname: string) {
  const address = hosts.siteAddressOf(hostname);
  const query = db.selectFrom('landings as l').select(['l.id', 'l.home_page_id', 'l.title']);
  if (!address) return query.where('l.domain', '=', hostname).executeTakeFirst();
  const bySubdomain = query.where('l.subdomain', '=', address.subdomain);
  if (address.whitelabelId === null) return bySubdomain.executeTakeFirst();
  return bySubdomain
    .innerJoin('agencies as a', 'a.id', 'l.agency_id')
    .where('a.whitelabel_id', '=', address.whitelabelId)
    .executeTakeFirst();
}

/** The published HTML of the page at `path` ("/" is the home page), if there is one. */
export async function findPublishedHtml(db: Db, landing: { id: number; home_page_id: number | null }, path: string) {
  const slug = decodeURIComponent(path.replace(/^\/+|\/+$/g, ''));
  let query = db.selectFrom('pages').select(['published_html']).where('landing_id', '=', landing.id);
  if (slug === '') {
    if (landing.home_page_id === null) return undefined;
    query = query.where('id', '=', landing.home_page_id);
  } else {
    query = query.where('unique_name', '=', slug);
  }
  const row = await query.executeTakeFirst();
  return row?.published_html ?? undefined;
}

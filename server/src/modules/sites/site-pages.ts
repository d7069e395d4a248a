import type { Db } from '../../db/database.ts';
import type { AppConfig } from '../../config.ts';
import { subdomainOf } from './site-hosts.ts';

export function findLandingByHost(db: Db, hostname: string, config: AppConfig) {
  const subdomain = subdomainOf(hostname, config);
  const query = db.selectFrom('landings').select(['id', 'home_page_id', 'title']);
  return (subdomain ? query.where('subdomain', '=', subdomain) : query.where('domain', '=', hostname)).executeTakeFirst();
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

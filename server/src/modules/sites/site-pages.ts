import { normalizeSitePath } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import type { SiteHosts } from './site-hosts.ts';

/** The landing at `hostname`: by subdomain of the site domain or of its agency's white-label domains, else by custom domain. */
export function findLandingByHost(db: Db, hosts: SiteHosts, hostname: string) {
  const address = hosts.siteAddressOf(hostname);
  const query = db
    .selectFrom('landings as l')
    .leftJoin('agencies as a', 'a.id', 'l.agency_id')
    .select(['l.id', 'l.agency_id', 'l.title', 'l.home_page_id', 'l.robots_text', 'l.settings', 'a.plan_features']);
  if (!address) return query.where('l.domain', '=', hostname).executeTakeFirst();
  const bySubdomain = query.where('l.subdomain', '=', address.subdomain);
  if (address.whitelabelId === null) return bySubdomain.executeTakeFirst();
  return bySubdomain.where('a.whitelabel_id', '=', address.whitelabelId).executeTakeFirst();
}

/** The published page at `path` ("/" is the home page, "/<unique_name>" any page), without its bytes. */
export function findPublishedPage(db: Db, landing: { id: number; homePageId: number | null }, path: string) {
  const query = db
    .selectFrom('pages')
    .select(['id', 'published_etag'])
    .where('landing_id', '=', landing.id)
    .where('published_html', 'is not', null);
  if (path === '/') {
    if (landing.homePageId === null) return Promise.resolve(undefined);
    return query.where('id', '=', landing.homePageId).executeTakeFirst();
  }
  const name = path.slice(1);
  if (name.includes('/')) return Promise.resolve(undefined);
  return query.where('unique_name', '=', name).executeTakeFirst();
}

export function findPublishedBytes(db: Db, pageId: number) {
  return db
    .selectFrom('pages')
    .select(['id', 'landing_id', 'published_html', 'published_gzip', 'published_br', 'published_etag'])
    .where('id', '=', pageId)
    .where('published_html', 'is not', null)
    .executeTakeFirst();
}

export function listPublishedPages(db: Db, landingId: number) {
  return db
    .selectFrom('pages')
    .select(['id', 'unique_name', 'published_at'])
    .where('landing_id', '=', landingId)
    .where('published_html', 'is not', null)
    .orderBy('id')
    .execute();
}

/** The path a submission from a published page came from: its pageUrl, else the Referer, read against the site's origin. */
export function submittedPath(pageUrl: string | undefined, referer: string | undefined, origin: string): string | undefined {
  const source = pageUrl || referer;
  if (!source) return undefined;
  try {
    return normalizeSitePath(new URL(source, origin).pathname);
  } catch {
    return undefined;
  }
}

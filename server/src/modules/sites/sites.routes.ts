import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { NOT_FOUND_HTML } from './not-found-page.ts';
import { hostnameOf, SITES_PREFIX, type SiteHosts } from './site-hosts.ts';
import { findLandingByHost, findPublishedHtml } from './site-pages.ts';

/** Published sites, reached by Host: <subdomain>.<site or white-label domain> or a landing's custom domain. */
export function registerSiteRoutes(app: FastifyInstance, db: Db, hosts: SiteHosts): void {
  app.get(`${SITES_PREFIX}/*`, async (request, reply) => {
    const hostname = hostnameOf(request.headers.host);
    const notFound = () => reply.status(404).type('text/html; charset=utf-8').send(NOT_FOUND_HTML);
    // The prefix is internal: asked for directly on the app host, it does not exist.
    if (hosts.isAppHost(hostname)) return notFound();
    const landing = await findLandingByHost(db, hosts, hostname);
    if (!landing) return notFound();
    const path = new URL(request.url.slice(SITES_PREFIX.length) || '/', 'http://site').pathname;
    const html = await findPublishedHtml(db, landing, path);
    if (!html) return notFound();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}

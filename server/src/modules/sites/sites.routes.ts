import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { NOT_FOUND_HTML } from './not-found-page.ts';
import { hostnameOf, isAppHost, SITES_PREFIX } from './site-hosts.ts';
import { findLandingByHost, findPublishedHtml } from './site-pages.ts';

/** Published sites, reached by Host: <subdomain>.<site domain> or a landing's custom domain. */
export function registerSiteRoutes(app: FastifyInstance, db: Db, config: AppConfig): void {
  app.get(`${SITES_PREFIX}/*`, async (request, reply) => {
    const hostname = hostnameOf(request.headers.host);
    const notFound = () => reply.status(404).type('text/html; charset=utf-8').send(NOT_FOUND_HTML);
    // The prefix is internal: asked for directly on the app host, it does not exist.
    if (isAppHost(hostname, config)) return notFound();
    const landing = await findLandingByHost(db, hostname, config);
    if (!landing) return notFound();
    const path = new URL(request.url.slice(SITES_PREFIX.length) || '/', 'http://site').pathname;
    const html = await findPublishedHtml(db, landing, path);
    if (!html) return notFound();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}

import { normalizeSitePath } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RedirectHits } from '../redirects/redirect-hits.ts';
import type { PageViews } from '../stats/page-views.ts';
import { visitSource } from '../stats/visit-source.ts';
import { NOT_FOUND_HTML } from './not-found-page.ts';
import { pageAnswer } from './page-answer.ts';
import type { HtmlBody, PublishedSites, SiteLanding } from './published-sites.ts';
import { hostnameOf, SITES_PREFIX, type SiteHosts } from './site-hosts.ts';

export interface SiteServingDeps {
  hosts: SiteHosts;
  sites: PublishedSites;
  views: PageViews;
  redirectHits: RedirectHits;
}

/** The visitor's query (campaign tags) goes along to the target, unless the target has a query of its own. */
function withQuery(location: string, query: string): string {
  const hashAt = location.indexOf('#');
  const base = hashAt < 0 ? location : location.slice(0, hashAt);
  if (base.includes('?')) return location;
  return hashAt < 0 ? `${base}${query}` : `${base}${query}${location.slice(hashAt)}`;
}

const notFoundBody = Buffer.from(NOT_FOUND_HTML);
const sendNotFound = (reply: FastifyReply) =>
  reply.status(404).headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).send(notFoundBody);

/** Serves the bytes stored at publish in the encoding the client takes, or 304 when it already holds them. */
function sendPage(request: FastifyRequest, reply: FastifyReply, body: HtmlBody, landing: SiteLanding) {
  const answer = pageAnswer(body, landing, request.headers['accept-encoding'], request.headers['if-none-match']);
  return reply.status(answer.status).headers(answer.headers).send(answer.bytes);
}

/**
 * Published sites, reached by Host: <subdomain>.<site or white-label domain> or a landing's
 * custom domain. Each path goes through the resolvers (redirects, pages, robots.txt,
 * sitemap.xml, favicon, and what apps add), answered from memory once known.
 */
export function registerSiteRoutes(app: FastifyInstance, { hosts, sites, views, redirectHits }: SiteServingDeps): void {
  app.get(`${SITES_PREFIX}/*`, async (request, reply) => {
    const hostname = hostnameOf(request.headers.host);
    // The prefix is internal: asked for directly on the app host, it does not exist.
    if (hosts.isAppHost(hostname)) return sendNotFound(reply);
    const landing = await sites.landingAt(hostname);
    if (!landing) return sendNotFound(reply);
    const target = request.url.slice(SITES_PREFIX.length) || '/';
    const queryAt = target.indexOf('?');
    const path = normalizeSitePath(queryAt < 0 ? target : target.slice(0, queryAt));
    const response = await sites.resolve(landing, path, hosts.siteOrigin(hostname));
    if (!response) return sendNotFound(reply);
    switch (response.kind) {
      case 'page':
        if (request.method === 'GET') {
          const source = visitSource(request.headers.referer, queryAt < 0 ? '' : target.slice(queryAt + 1), hostname);
          views.record(landing.id, response.body.pageId, request.ip, request.headers['user-agent'] ?? '', source);
        }
        return sendPage(request, reply, response.body, landing);
      case 'html':
        return sendPage(request, reply, response.body, landing);
      case 'redirect': {
        if (response.redirectId !== undefined && request.method === 'GET') redirectHits.record(response.redirectId);
        const location = queryAt >= 0 ? withQuery(response.location, target.slice(queryAt)) : response.location;
        const cacheControl = response.status === 301 ? 'public, max-age=3600' : 'no-cache';
        return reply.status(response.status).headers({ location, 'cache-control': cacheControl }).send();
      }
      case 'text':
        return reply
          .headers({
            'content-type': response.contentType,
            'cache-control': 'public, max-age=300',
            ...(response.filename ? { 'content-disposition': `attachment; filename="${response.filename}"` } : {}),
          })
          .send(response.body);
    }
  });
}

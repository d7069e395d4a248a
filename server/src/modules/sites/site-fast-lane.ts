import { normalizeSitePath } from '@tessera/core';
import type { FastifyBaseLogger } from 'fastify';
import { clientAddress, type TrustProxy } from '../../http/client-address.ts';
import { answerInLane, type FastLane } from '../../http/fast-lane.ts';
import { pathRefused } from '../../http/url-text.ts';
import { UPLOADS_PATH } from '../files/files.service.ts';
import type { PageViews } from '../stats/page-views.ts';
import { visitSource } from '../stats/visit-source.ts';
import { pageAnswer } from './page-answer.ts';
import type { PublishedSites } from './published-sites.ts';
import { hostnameOf, type SiteHosts } from './site-hosts.ts';

export interface FastLaneDeps {
  hosts: SiteHosts;
  sites: PublishedSites;
  views: PageViews;
  /** Whether the app routes this address on this host to the site (the rewrite in app.ts). */
  routesToSite(url: string, hostname: string): boolean;
  trust: TrustProxy;
  /** The app's log: each answer makes the line Fastify's request log would. */
  log: FastifyBaseLogger;
}

/**
 * A published page this process already holds, answered in a lane before Fastify (http/fast-lane.ts):
 * a visit to a site is most of the traffic. The answer is the one the site route gives (pageAnswer, the same
 * request id, security headers, page view and log line). Anything else falls through: other
 * methods, a query (campaign tags are counted by the route), a path written other than its
 * normal form, uploads, and whatever is not yet in memory, which the route then loads.
 */
export function siteFastLane({ hosts, sites, views, routesToSite, trust, log }: FastLaneDeps): FastLane {
  return (request, response) => {
    const started = performance.now();
    const url = request.url ?? '/';
    if (request.method !== 'GET' || url.includes('?') || url.startsWith(UPLOADS_PATH)) return false;
    const hostname = hostnameOf(request.headers.host);
    if (!routesToSite(url, hostname) || url !== normalizeSitePath(url) || pathRefused(url)) return false;
    const landing = sites.knownLanding(hostname);
    const known = landing && sites.knownResponse(landing, url, hosts.siteOrigin(hostname));
    if (!landing || (known?.kind !== 'page' && known?.kind !== 'html')) return false;
    const address = clientAddress(request, trust);
    if (known.kind === 'page') views.record(landing.id, known.body.pageId, address, request.headers['user-agent'] ?? '', visitSource(request.headers.referer, '', hostname));
    const answer = pageAnswer(known.body, landing, request.headers['accept-encoding'], request.headers['if-none-match']);
    answerInLane(request, response, answer, { log, started, remoteAddress: address });
    return true;
  };
}

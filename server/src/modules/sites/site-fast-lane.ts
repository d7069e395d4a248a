import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { normalizeSitePath } from '@tessera/core';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { levels } from 'pino';
import { clientAddress, type TrustProxy } from '../../http/client-address.ts';
import { requestIdOf, REQUEST_ID_HEADER } from '../../http/request-ids.ts';
import { EVERY_ANSWER_HEADERS } from '../../http/security-headers.ts';
import { pathRefused } from '../../http/url-text.ts';
import { UPLOADS_PATH } from '../files/files.service.ts';
import type { PageViews } from '../stats/page-views.ts';
import { visitSource } from '../stats/visit-source.ts';
import { pageAnswer } from './page-answer.ts';
import type { PublishedSites } from './published-sites.ts';
import { hostnameOf, type SiteHosts } from './site-hosts.ts';

/** Answers a request and says true, or says false and leaves it to Fastify. */
export type FastLane = (request: IncomingMessage, response: ServerResponse) => boolean;

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
 * A published page this process already holds, answered before Fastify's routing, hooks and
 * reply: a visit to a site is most of the traffic, and that machinery was half the cost of one
 * (the serving bench, README). The answer is the one the site route gives (pageAnswer, the same
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
    const requestId = requestIdOf(request);
    // writeHead sends the head at once: without a length given, Node would chunk the body.
    const length = answer.bytes ? { 'content-length': String(answer.bytes.length) } : {};
    response.writeHead(answer.status, { [REQUEST_ID_HEADER]: requestId, ...answer.headers, ...EVERY_ANSWER_HEADERS, ...length });
    response.end(answer.bytes);
    if ((levels.values[log.level] ?? Infinity) <= levels.values.info!) {
      const req = { method: request.method, url, host: request.headers.host, remoteAddress: address };
      log.info({ reqId: requestId, req, res: { statusCode: answer.status }, responseTime: performance.now() - started }, 'request completed');
    }
    return true;
  };
}

/**
 * Fastify's HTTP server with a lane in front, set once the app has made it (`lane.current`);
 * the server's settings are the ones Fastify gives its own.
 */
export function serverWithFastLane(lane: { current?: FastLane }) {
  return (handler: (request: IncomingMessage, response: ServerResponse) => void, options: FastifyServerOptions): Server => {
    const server = createServer((request, response) => {
      if (!lane.current?.(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

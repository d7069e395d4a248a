import { findInputProblem, unsafeTextMessage } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_HTML } from '../modules/sites/not-found-page.ts';
import { SITES_PREFIX } from '../modules/sites/site-hosts.ts';
import { API_PREFIX } from './access-control.ts';
import { HttpError, validationFailed } from './http-error.ts';

function decodedOrUndefined(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** A path that does not decode, or holds a character no page or lookup can take: nothing exists there. */
export function pathRefused(path: string): boolean {
  const decoded = decodedOrUndefined(path);
  return decoded === undefined || unsafeTextMessage(decoded) !== undefined;
}

/**
 * U+0000 (and the other control characters PostgreSQL or a page lookup cannot take) in a
 * request's address, refused before any route, site page or query reads it: in the path, or a
 * path that does not decode, nothing exists there (404; a site's own page on a site's host); in
 * a query value of the API, 422 naming the field. Registered before the access check, so the
 * answer is the same signed in or not.
 */
export function useUrlTextGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const refused = pathRefused(path);
    const queryProblem = refused ? undefined : findInputProblem(request.query);
    if (!refused && !queryProblem) return;
    if (queryProblem && path.startsWith(API_PREFIX)) throw validationFailed({ [queryProblem.field]: [queryProblem.message] });
    if (path.startsWith(SITES_PREFIX)) {
      return reply.status(404).headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).send(NOT_FOUND_HTML);
    }
    throw new HttpError('not_found', 'Nothing exists at this address.');
  });
}

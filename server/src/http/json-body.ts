import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies, where an empty body counts as none: many clients send
 * `content-type: application/json` on a POST that carries nothing (publish, logout).
 * Anything else goes to Fastify's own parser, with its prototype-poisoning protection.
 */
export function useJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, undefined);
    parseJson(request, String(body), done);
  });
}

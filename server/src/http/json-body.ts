import { findInputProblem, MAX_NESTING_DEPTH } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { validationFailed } from './http-error.ts';

const OPENING = new Set([0x5b, 0x7b]);
const CLOSING = new Set([0x5d, 0x7d]);
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether JSON text nests arrays and objects deeper than `limit`: read in one pass, before JSON.parse spends seconds on it. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === BACKSLASH) at++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENING.has(code)) {
      if (++depth > limit) return true;
    } else if (CLOSING.has(code)) depth--;
  }
  return false;
}

/**
 * JSON bodies, where an empty body counts as none: many clients send
 * `content-type: application/json` on a POST that carries nothing (publish, logout).
 * Anything else goes to Fastify's own parser, with its prototype-poisoning protection.
 * A body nested past MAX_NESTING_DEPTH, or with text PostgreSQL would refuse (U+0000, other
 * control characters, lone surrogates), is refused with 422 naming the field, for every route.
 */
export function useJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, MAX_NESTING_DEPTH)) {
      return done(validationFailed({ _: [`The request body is nested too deeply (more than ${MAX_NESTING_DEPTH} levels).`] }));
    }
    parseJson(request, text, (error, value) => {
      if (error) return done(error);
      const problem = findInputProblem(value);
      done(problem ? validationFailed({ [problem.field]: [problem.message] }) : null, value);
    });
  });
}

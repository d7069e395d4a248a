import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { registerRoutes, type AnyRouteSpec } from '../../http/route-definition.ts';
import { escapeMarkup } from '../sites/escape-markup.ts';

/** What a browser without JavaScript shows after posting a form: the outcome and the way back. */
export function formResultPage(title: string, messages: readonly string[], backHref: string): string {
  const items = messages.length > 1 ? `<ul>${messages.map((message) => `<li>${escapeMarkup(message)}</li>`).join('')}</ul>` : `<p>${escapeMarkup(messages[0] ?? '')}</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeMarkup(title)}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;color:#1f2937;background:#f8fafc}main{max-width:560px;padding:24px}h1{font-size:24px;margin:0 0 12px}a{color:#1d4ed8}</style></head><body><main><h1>${escapeMarkup(title)}</h1>${items}<p><a href="${escapeMarkup(backHref)}">Back to the page</a></p></main></body></html>`;
}

export const FORM_ENCODED = 'application/x-www-form-urlencoded';

/** A browser without JavaScript posted the form: it is answered with a page, not JSON. */
export const isFormPost = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_ENCODED);

/** The page the form was posted from when it is on this site, else `fallback`. */
export function backHref(request: FastifyRequest, fallback: string): string {
  const referer = request.headers.referer;
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    return url.host === request.headers.host ? `${url.pathname}${url.search}` : fallback;
  } catch {
    return fallback;
  }
}

export function sendFormResultPage(reply: FastifyReply, title: string, messages: readonly string[], back: string, status = 200) {
  return reply.status(status).headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).send(formResultPage(title, messages, back));
}

/** A refused form post, told as a page with each message and the way back. */
export function sendFormErrorPage(request: FastifyRequest, reply: FastifyReply, error: HttpError) {
  const messages = error.errors ? Object.values(error.errors).flat() : [error.message];
  const title = error.status === 422 ? 'Please check your answers' : 'Your message was not sent';
  return sendFormResultPage(reply.headers(error.headers ?? {}), title, messages.length ? messages : [error.message], backHref(request, '/'), error.status);
}

type FormParser = (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => void;

/**
 * Routes that visitors' browsers post to on a site's host: JSON from a script, or a plain
 * form post (`parseForm` reads it into the JSON shape), each body at most `bodyLimit` bytes.
 */
export async function registerFormPostRoutes(api: FastifyInstance, options: { bodyLimit: number; parseForm: FormParser }, routes: AnyRouteSpec[]): Promise<void> {
  await api.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: options.bodyLimit }, scope.getDefaultJsonParser('error', 'error'));
    scope.addContentTypeParser(FORM_ENCODED, { parseAs: 'string', bodyLimit: options.bodyLimit }, options.parseForm);
    registerRoutes(scope, routes);
  });
}

/**
 * Runs a visitor's post and answers it as it came: JSON for a script (errors as the API's), a
 * page for a plain form post (its refusal as a page too, with the way back).
 */
export async function answerFormPost<T>(request: FastifyRequest, reply: FastifyReply, submit: () => Promise<T>, answers: { json(result: T): unknown; page(result: T): unknown }) {
  if (!isFormPost(request)) return answers.json(await submit());
  try {
    return answers.page(await submit());
  } catch (error) {
    if (error instanceof HttpError) return sendFormErrorPage(request, reply, error);
    throw error;
  }
}

import { siteFormSubmissionSchema } from '@tessera/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route-definition.ts';
import { hostnameOf } from '../sites/site-hosts.ts';
import { answerFormPost, backHref, registerFormPostRoutes, sendFormResultPage } from './form-result-page.ts';
import type { SiteForms } from './site-forms.service.ts';

/** A form holds a few fields; nothing a visitor types comes near this. */
const BODY_LIMIT = 64 * 1024;
const ENVELOPE_KEYS = new Set(['elementId', 'pageUrl', 'website']);
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Only a path on this site or an http(s) address is followed after sending (as in the browser runtime). */
const SAFE_REDIRECT = /^(https?:\/\/|\/(?!\/))/i;

/** A Form element posted without JavaScript: elementId, website and its fields by name, read into the JSON shape. */
function parseFormEncoded(_request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void): void {
  const envelope: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    if (UNSAFE_KEYS.has(key)) continue;
    if (ENVELOPE_KEYS.has(key)) envelope[key] = value;
    else fields[key] = value;
  }
  done(null, { ...envelope, fields });
}

/**
 * The endpoint published pages post their forms to, on the site's own host. The form runtime
 * sends JSON and reads JSON; a browser without JavaScript posts form-encoded and is answered
 * with a page (or sent on to the element's after-submit address).
 */
export async function registerSiteFormRoutes(api: FastifyInstance, forms: SiteForms): Promise<void> {
  await registerFormPostRoutes(api, { bodyLimit: BODY_LIMIT, parseForm: parseFormEncoded }, [
    defineRoute({
      method: 'POST',
      url: '/site/forms/submit',
      summary: 'Send a published form (on the site host): answers checked with the element’s own rules, stored as a contact, sent to webhooks',
      tags: ['site forms'],
      access: { roles: 'public', tenant: 'none', hosts: 'sites' },
      body: siteFormSubmissionSchema,
      response: { 200: z.object({ message: z.string(), success: z.boolean() }) },
      handler: async (request, reply) => {
        const context = {
          hostname: hostnameOf(request.headers.host),
          ip: request.ip,
          referer: request.headers.referer,
        };
        return answerFormPost(request, reply, () => forms.submit(request.body, context), {
          json: (result) => ({ message: result.successMessage, success: true }),
          page: (result) =>
            result.redirect && SAFE_REDIRECT.test(result.redirect)
              ? reply.redirect(result.redirect, 303)
              : sendFormResultPage(reply, 'Thank you', [result.successMessage], backHref(request, request.body.pageUrl ?? '/')),
        });
      },
    }),
  ]);
}

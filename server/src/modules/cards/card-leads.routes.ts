import { cardLeadSubmissionSchema, idSchema } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route-definition.ts';
import type { AnyCardDesign } from '@tessera/sdk';
import { answerFormPost, backHref, registerFormPostRoutes, sendFormResultPage } from '../site-forms/form-result-page.ts';
import { hostnameOf } from '../sites/site-hosts.ts';
import { submitCardLead, type CardLeadsDeps, type SentLead } from './card-leads.ts';
import { renderCardThanksPage } from './card-thanks-page.tsx';

/** A lead form holds six short fields; nothing a visitor types comes near this. */
const BODY_LIMIT = 16 * 1024;
const OWN_KEYS = new Set(['consent', 'website']);

/** The card's form posted without JavaScript (the public card has none): field ids by name, read into the JSON shape. */
function parseFormEncoded(_request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void): void {
  const fields: Record<string, string> = {};
  const own: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    if (OWN_KEYS.has(key)) own[key] = value;
    else if (/^[a-z]{1,20}$/.test(key)) fields[key] = value;
  }
  done(null, { ...own, fields });
}

/** The thanks after a plain form post: in the card's theme, or the plain page if its design is no longer installed. */
function sendThanks(request: FastifyRequest, reply: FastifyReply, designs: readonly AnyCardDesign[], sent: SentLead) {
  const back = backHref(request, sent.cardPath);
  const design = designs.find((entry) => entry.id === sent.card.design);
  if (!design) return sendFormResultPage(reply, 'Thank you', [sent.message], back);
  return reply
    .headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .send(renderCardThanksPage(design, sent.card, { lang: sent.lang, message: sent.message, backHref: back }));
}

/** Where a card's lead form posts, on the card's own site host; a plain form post is answered with a page. */
export async function registerCardLeadRoutes(api: FastifyInstance, deps: CardLeadsDeps & { designs: readonly AnyCardDesign[] }): Promise<void> {
  await registerFormPostRoutes(api, { bodyLimit: BODY_LIMIT, parseForm: parseFormEncoded }, [
    defineRoute({
      method: 'POST',
      url: '/site/cards/:cardId/leads',
      summary: "Send one's details through a card's lead form (on the site host): kept as a card contact, sent to the card.lead webhooks",
      tags: ['cards'],
      access: { roles: 'public', tenant: 'none', hosts: 'sites' },
      params: z.object({ cardId: idSchema }),
      body: cardLeadSubmissionSchema,
      response: { 200: z.object({ message: z.string(), success: z.boolean() }) },
      handler: async (request, reply) => {
        const context = { hostname: hostnameOf(request.headers.host), ip: request.ip };
        return answerFormPost(request, reply, () => submitCardLead(deps, request.params.cardId, request.body, context), {
          json: (result) => ({ message: result.message, success: true }),
          page: (result) => sendThanks(request, reply, deps.designs, result),
        });
      },
    }),
  ]);
}

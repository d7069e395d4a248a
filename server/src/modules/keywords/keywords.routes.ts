import {
  addKeywordsBodySchema,
  AGENCY_ROLES,
  generatedKeywordsSchema,
  generatedTitleSchema,
  generateKeywordsBodySchema,
  generateTitleBodySchema,
  idSchema,
  keywordParamsSchema,
  keywordSchema,
  listEnvelope,
  messageSchema,
} from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireLanding } from '../../http/access-control.ts';
import { notFound } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { aiKeyFor, askAi } from '../ai/ai-key.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const access = { roles: ROLES, tenant: 'landing', permission: 'keywords.edit' } as const;
const params = z.object({ id: idSchema });

async function keywordList(db: Db, landingId: number) {
  const rows = await db.selectFrom('landing_keywords').select(['id', 'name', 'created_at']).where('landing_id', '=', landingId).orderBy('id').execute();
  return { data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })), meta: { total: rows.length } };
}

/** SEO keywords of a website; the AI suggests keywords and titles, which the agency then adds as it likes. */
export function keywordsRoutes(deps: DashboardDeps) {
  const { db } = deps;
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/keywords',
      summary: "The website's keywords",
      tags: ['keywords'],
      access,
      params,
      response: { 200: listEnvelope(keywordSchema) },
      handler: async (request) => keywordList(db, requireLanding(request).id),
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/keywords',
      summary: 'Add keywords by name; names the website already has (in any case) are skipped',
      tags: ['keywords'],
      access,
      params,
      body: addKeywordsBodySchema,
      response: { 200: listEnvelope(keywordSchema) },
      handler: async (request) => {
        const landing = requireLanding(request);
        const names = request.body.names.filter((name, index, all) => all.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index);
        const existing = new Set(
          (await db.selectFrom('landing_keywords').select('name').where('landing_id', '=', landing.id).execute()).map((row) => row.name.toLowerCase()),
        );
        const fresh = names.filter((name) => !existing.has(name.toLowerCase()));
        if (fresh.length > 0) await db.insertInto('landing_keywords').values(fresh.map((name) => ({ landing_id: landing.id, name }))).execute();
        return keywordList(db, landing.id);
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/keywords/:name',
      summary: 'Delete a keyword by name (any case)',
      tags: ['keywords'],
      access,
      params: keywordParamsSchema,
      response: { 200: messageSchema },
      handler: async (request) => {
        const landing = requireLanding(request);
        const deleted = await db
          .deleteFrom('landing_keywords')
          .where('landing_id', '=', landing.id)
          .where((eb) => eb(eb.fn('lower', ['name']), '=', request.params.name.toLowerCase()))
          .executeTakeFirst();
        if (deleted.numDeletedRows === 0n) throw notFound('Keyword');
        return { message: 'Keyword deleted.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/keywords/generate-keywords',
      alsoAt: ['/landings/:id/generate-keywords'],
      summary: 'Keyword ideas from a prompt, written by the AI (needs an OpenAI key); nothing is stored',
      tags: ['keywords'],
      access,
      params,
      body: generateKeywordsBodySchema,
      response: { 200: generatedKeywordsSchema },
      handler: async (request) => {
        const apiKey = await aiKeyFor(db, deps.config, requireLanding(request).agency_id);
        const keywords = await askAi(() => deps.aiText.keywords({ apiKey, prompt: request.body.prompt, count: request.body.count }));
        return { data: { keywords } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/keywords/generate-title',
      alsoAt: ['/landings/:id/generate-title'],
      summary: 'An SEO title for a topic, written by the AI (needs an OpenAI key)',
      tags: ['keywords'],
      access,
      params,
      body: generateTitleBodySchema,
      response: { 200: generatedTitleSchema },
      handler: async (request) => {
        const apiKey = await aiKeyFor(db, deps.config, requireLanding(request).agency_id);
        return { data: { title: await askAi(() => deps.aiText.title({ apiKey, name: request.body.name })) } };
      },
    }),
  ];
}

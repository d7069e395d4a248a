import { AGENCY_ROLES, dataEnvelope, idSchema, listEnvelope, redirectBodySchema, redirectSchema } from '@tessera/core';
import { z } from 'zod';
import { dbNow, type Db } from '../../db/database.ts';
import { requireLanding } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { PublishedSites } from '../sites/published-sites.ts';
import type { SiteHosts } from '../sites/site-hosts.ts';
import type { RedirectHits } from './redirect-hits.ts';
import { toRedirect } from './redirect-view.ts';
import { listRedirects } from './redirects.queries.ts';
import { createRedirect, requireRedirect, updateRedirect } from './redirects.service.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const access = { roles: ROLES, tenant: 'landing', permission: 'redirects.edit' } as const;
const landingParams = z.object({ id: idSchema });
const redirectParams = z.object({ id: idSchema, redirectId: idSchema });
const saved = z.object({ data: redirectSchema, message: z.string(), success: z.boolean() });
const done = z.object({ message: z.string(), success: z.boolean() });

export interface RedirectsDeps {
  db: Db;
  hosts: SiteHosts;
  sites: PublishedSites;
  hits: RedirectHits;
}

export function redirectsRoutes({ db, hosts, sites, hits }: RedirectsDeps) {
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/redirects/all',
      summary: "The website's redirects, by source path",
      tags: ['redirects'],
      access,
      params: landingParams,
      response: { 200: listEnvelope(redirectSchema) },
      handler: async (request) => {
        await hits.flush();
        const rows = await listRedirects(db, requireLanding(request).id);
        return { data: rows.map(toRedirect), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/redirects/:redirectId',
      summary: 'One redirect',
      tags: ['redirects'],
      access,
      params: redirectParams,
      response: { 200: dataEnvelope(redirectSchema) },
      handler: async (request) => {
        await hits.flush();
        return { data: toRedirect(await requireRedirect(db, requireLanding(request), request.params.redirectId)) };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/redirects',
      summary: 'Add a redirect (301 or 302) from a path to a path or an address; loops are refused',
      tags: ['redirects'],
      access,
      params: landingParams,
      body: redirectBodySchema,
      response: { 201: saved },
      handler: async (request, reply) => {
        const landing = requireLanding(request);
        const row = await createRedirect(db, hosts, landing, request.body);
        sites.invalidateLanding(landing.id);
        return reply.status(201).send({ data: toRedirect(row), message: 'Redirect created.', success: true });
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/redirects/:redirectId',
      summary: 'Change a redirect; loops are refused',
      tags: ['redirects'],
      access,
      params: redirectParams,
      body: redirectBodySchema,
      response: { 200: saved },
      handler: async (request) => {
        const landing = requireLanding(request);
        const row = await updateRedirect(db, hosts, landing, request.params.redirectId, request.body);
        sites.invalidateLanding(landing.id);
        return { data: toRedirect(row), message: 'Redirect updated.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/redirects/:redirectId',
      summary: 'Remove a redirect',
      tags: ['redirects'],
      access,
      params: redirectParams,
      response: { 200: done },
      handler: async (request) => {
        const landing = requireLanding(request);
        const redirect = await requireRedirect(db, landing, request.params.redirectId);
        hits.forget(redirect.id);
        await db.deleteFrom('redirects').where('id', '=', redirect.id).execute();
        sites.invalidateLanding(landing.id);
        return { message: 'Redirect deleted.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/redirects/:redirectId/reset',
      summary: "Set a redirect's hit counter back to zero",
      tags: ['redirects'],
      access,
      params: redirectParams,
      response: { 200: saved },
      handler: async (request) => {
        const landing = requireLanding(request);
        const redirect = await requireRedirect(db, landing, request.params.redirectId);
        hits.forget(redirect.id);
        const row = await db
          .updateTable('redirects')
          .set({ hits: 0, last_hit_at: null, updated_at: dbNow() })
          .where('id', '=', redirect.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { data: toRedirect(row), message: 'Hit counter reset.', success: true };
      },
    }),
  ];
}

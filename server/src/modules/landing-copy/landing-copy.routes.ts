import {
  copyLandingBodySchema,
  idSchema,
  importLandingParamsSchema,
  landingSavedSchema,
  SHARE_ROTATED_MESSAGE,
  shareStateEnvelopeSchema,
  shareStateOf,
  shareStateSavedSchema,
  shareSwitchBodySchema,
  shareSwitchedMessage,
  sharedLandingSchema,
} from '@tessera/core';
import { sql } from 'kysely';
import { z } from 'zod';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { notFound } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';
import { toLanding } from '../landings/landing-view.ts';
import { CREATOR_ROLES } from '../landings/landings.routes.ts';
import { whitelabelDomainOfAgency } from '../landings/landings.queries.ts';
import { rotateShareId, switchSharing } from '../sharing/share-links.ts';
import { copyLanding, type CopyKind } from './landing-copy.service.ts';

const params = z.object({ id: idSchema });

/**
 * Copying websites, and sharing one by its unique id (the share link's secret) for another agency
 * to import: only while its sharing is switched on, by who may create websites (§6 'share').
 */
export function landingCopyRoutes(deps: DashboardDeps) {
  const { db, config } = deps;
  const copied = async (landing: Parameters<typeof toLanding>[0], message: string) => ({
    data: toLanding(landing, config, await whitelabelDomainOfAgency(db, landing.agency_id)),
    message,
    success: true,
  });
  const copyRoute = (kind: Exclude<CopyKind, 'import'>, summary: string) =>
    defineRoute({
      method: 'POST',
      url: `/landings/:id/${kind}`,
      summary,
      tags: ['landings'],
      access: { roles: CREATOR_ROLES, tenant: 'landing', creatorsOnly: true },
      params,
      body: copyLandingBodySchema,
      response: { 201: landingSavedSchema },
      handler: async (request, reply) => {
        const copy = await copyLanding(deps, requireUser(request), requireLanding(request), kind, request.body);
        return reply.status(201).send(await copied(copy, kind === 'clone' ? 'Website cloned.' : 'Website duplicated.'));
      },
    });
  return [
    copyRoute('clone', 'A full copy of the website (pages with fresh ids, forms, menus, files, settings) under a new subdomain; an admin may choose its agency'),
    copyRoute('duplicate', 'The same full copy, always in the same agency and titled "… (copy)"'),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/unique-id',
      summary: "The website's share state: `sharing` and, only while it is on, the share id (`unique_id`, null while off) whoever holds may import a copy by",
      tags: ['landings'],
      access: { roles: CREATOR_ROLES, tenant: 'landing', creatorsOnly: true },
      params,
      response: { 200: shareStateEnvelopeSchema },
      handler: async (request) => ({ data: shareStateOf(requireLanding(request)) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/sharing',
      summary: 'Switch sharing by link on or off; while off, imports by its id answer 404 (switching on again brings the same id back)',
      tags: ['landings'],
      access: { roles: CREATOR_ROLES, tenant: 'landing', creatorsOnly: true },
      params,
      body: shareSwitchBodySchema,
      response: { 200: shareStateSavedSchema },
      handler: async (request) => {
        const { sharing } = request.body;
        return { data: await switchSharing(db, 'landings', requireLanding(request).id, sharing), message: shareSwitchedMessage(sharing), success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/sharing/rotate',
      summary: 'A new share id for the website: the old link answers 404 from now on; 409 while sharing is off',
      tags: ['landings'],
      access: { roles: CREATOR_ROLES, tenant: 'landing', creatorsOnly: true },
      params,
      response: { 200: shareStateSavedSchema },
      handler: async (request) => ({ data: await rotateShareId(db, 'landings', requireLanding(request).id), message: SHARE_ROTATED_MESSAGE, success: true }),
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/shared/:uniqueId',
      summary: 'What a share link offers (title, pages count), for whoever may import it to look at before importing',
      tags: ['landings'],
      access: { roles: CREATOR_ROLES, tenant: 'agency', creatorsOnly: true },
      params: importLandingParamsSchema,
      response: { 200: sharedLandingSchema },
      handler: async (request) => {
        const shared = await db
          .selectFrom('landings as l')
          .select(['l.title', sql<number>`(select count(*) from pages p where p.landing_id = l.id)::int`.as('pages_count')])
          .where('l.unique_id', '=', request.params.uniqueId)
          .where('l.sharing', '=', true)
          .executeTakeFirst();
        if (!shared) throw notFound('Shared website');
        return { data: shared };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/import/landing/:uniqueId/unique-id',
      summary: "Import a shared website (by its share id) into the caller's agency as a new website",
      tags: ['landings'],
      access: { roles: CREATOR_ROLES, tenant: 'agency', creatorsOnly: true },
      params: importLandingParamsSchema,
      body: copyLandingBodySchema,
      response: { 201: landingSavedSchema },
      handler: async (request, reply) => {
        const user = requireUser(request);
        const source = await db.selectFrom('landings').selectAll().where('unique_id', '=', request.params.uniqueId).where('sharing', '=', true).executeTakeFirst();
        if (!source) throw notFound('Shared website');
        const copy = await copyLanding(deps, user, source, 'import', request.body);
        return reply.status(201).send(await copied(copy, 'Website imported.'));
      },
    }),
  ];
}

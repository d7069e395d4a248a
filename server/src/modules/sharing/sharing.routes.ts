import { grantsFor } from '../agencies/agency-grants.ts';
import { AGENCY_ROLES, importPageParamsSchema, landingPageParamsSchema, pageSchema, pageShareSchema, validateDesign } from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { toPage } from '../pages/page-view.ts';
import { copyPage, requirePage } from '../pages/pages.service.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;

/**
 * Sharing a page: its unique id (a UUID nobody can guess) is the share link's secret. Whoever
 * holds it may copy the page into a website of their own; the copy is a draft with fresh ids,
 * checked against the importer's own premium elements.
 */
export function sharingRoutes(db: Db, registry: ElementRegistry) {
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/pages/:pageId/unique-id',
      summary: "The page's share id, for the link that lets another website import a copy",
      tags: ['sharing'],
      access: { roles: ROLES, tenant: 'landing', permission: 'pages.view' },
      params: landingPageParamsSchema,
      response: { 200: pageShareSchema },
      handler: async (request) => {
        const page = await requirePage(db, requireLanding(request), request.params.pageId);
        return { data: { unique_id: page.unique_id } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/import/agency-page/:uniqueId/unique-id',
      summary: 'Copy a shared page (by its share id) into this website as a new draft page',
      tags: ['sharing'],
      access: { roles: ROLES, tenant: 'landing', permission: 'pages.create' },
      params: importPageParamsSchema,
      response: { 201: z.object({ data: pageSchema, message: z.string(), success: z.boolean() }) },
      handler: async (request, reply) => {
        const target = requireLanding(request);
        const source = await db.selectFrom('pages').selectAll().where('unique_id', '=', request.params.uniqueId).executeTakeFirst();
        if (!source) throw notFound('Shared page');
        const checked = validateDesign(source.design, { registry, grants: await grantsFor(db, requireUser(request), target.agency_id), fieldPrefix: 'design' });
        if (!checked.ok) throw validationFailed(checked.errors);
        const copy = await copyPage(db, source, target, checked.document);
        return reply.status(201).send({ data: toPage(copy, target), message: 'Page imported.', success: true });
      },
    }),
  ];
}

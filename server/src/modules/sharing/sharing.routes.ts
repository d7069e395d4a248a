import { createWebsiteReach } from '../../apps/website-reach.ts';
import { grantsFor } from '../agencies/agency-grants.ts';
import {
  AGENCY_ROLES,
  idSchema,
  importPageParamsSchema,
  landingPageParamsSchema,
  pageSchema,
  pageShareSchema,
  validateDesign,
} from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { notFound, validationFailed } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import { toPage } from '../pages/page-view.ts';
import { copyPage, requirePage } from '../pages/pages.service.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
/** The share id of a page named by its own id: 404 out of the caller's reach, 403 without the pages' view permission there. */
async function pageShareIdInReach(db: Db, user: AuthUser, id: number): Promise<string> {
  const row = await db.selectFrom('pages').select(['landing_id', 'unique_id']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Page');
  await createWebsiteReach(db).require(user, row.landing_id, 'pages.view', 'Page');
  return row.unique_id;
}

/** A design checked against the importing website's agency's premium grants. */
async function importedDesign(db: Db, registry: ElementRegistry, user: AuthUser, target: LandingRow, design: unknown) {
  const checked = validateDesign(design, { registry, grants: await grantsFor(db, user, target.agency_id), fieldPrefix: 'design' });
  if (!checked.ok) throw validationFailed(checked.errors);
  return checked.document;
}

/**
 * Sharing pages: their unique id (a UUID nobody can guess) is the share link's secret. Whoever
 * holds it may copy the page into a website of their own; the copy is a draft with fresh ids,
 * checked against the importer's own premium elements. The blog app shares posts itself.
 */
export function sharingRoutes(db: Db, registry: ElementRegistry) {
  const posted = z.object({ data: pageSchema, message: z.string(), success: z.boolean() });
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
      method: 'GET',
      url: '/agency-page/:id/unique-id',
      summary: "A page's share id by the page's own id (its website must be in the caller's reach)",
      tags: ['sharing'],
      access: { roles: ROLES, tenant: 'none' },
      params: z.object({ id: idSchema }),
      response: { 200: pageShareSchema },
      handler: async (request) => ({ data: { unique_id: await pageShareIdInReach(db, requireUser(request), request.params.id) } }),
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/import/agency-page/:uniqueId/unique-id',
      summary: 'Copy a shared page (by its share id) into this website as a new draft page',
      tags: ['sharing'],
      access: { roles: ROLES, tenant: 'landing', permission: 'pages.create' },
      params: importPageParamsSchema,
      response: { 201: posted },
      handler: async (request, reply) => {
        const target = requireLanding(request);
        const source = await db.selectFrom('pages').selectAll().where('unique_id', '=', request.params.uniqueId).executeTakeFirst();
        if (!source) throw notFound('Shared page');
        const copy = await copyPage(db, source, target, await importedDesign(db, registry, requireUser(request), target, source.design));
        return reply.status(201).send({ data: toPage(copy, target), message: 'Page imported.', success: true });
      },
    }),
  ];
}

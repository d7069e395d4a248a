import { createWebsiteReach } from '../../apps/website-reach.ts';
import { grantsFor } from '../agencies/agency-grants.ts';
import {
  AGENCY_ROLES,
  idSchema,
  importPageParamsSchema,
  landingPageParamsSchema,
  pageSchema,
  SHARE_ROTATED_MESSAGE,
  shareStateEnvelopeSchema,
  shareStateOf,
  shareStateSavedSchema,
  shareSwitchBodySchema,
  shareSwitchedMessage,
  validateDesign,
  type ShareState,
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
import { rotateShareId, switchSharing } from './share-links.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
/** The share state of a page named by its own id: 404 out of the caller's reach, 403 without the share permission there. */
async function pageShareStateInReach(db: Db, user: AuthUser, id: number): Promise<ShareState> {
  const row = await db.selectFrom('pages').select(['landing_id', 'unique_id', 'sharing']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Page');
  await createWebsiteReach(db).require(user, row.landing_id, 'pages.share', 'Page');
  return shareStateOf(row);
}

/** A design checked against the importing website's agency's premium grants. */
async function importedDesign(db: Db, registry: ElementRegistry, user: AuthUser, target: LandingRow, design: unknown) {
  const checked = validateDesign(design, { registry, grants: await grantsFor(db, user, target.agency_id), fieldPrefix: 'design' });
  if (!checked.ok) throw validationFailed(checked.errors);
  return checked.document;
}

/**
 * Sharing pages: their unique id (a UUID nobody can guess) is the share link's secret. Whoever
 * holds it may copy the page into a website of their own while its sharing is on; the copy is a
 * draft with fresh ids, checked against the importer's own premium elements. Only who holds
 * 'pages.share' reads the id or switches sharing. The blog app shares posts itself.
 */
export function sharingRoutes(db: Db, registry: ElementRegistry, reservedAddresses: readonly string[]) {
  const posted = z.object({ data: pageSchema, message: z.string(), success: z.boolean() });
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/pages/:pageId/unique-id',
      summary: "The page's share state: `sharing` and, only while it is on, the share id (`unique_id`, null while off) another website imports a copy by",
      tags: ['sharing'],
      access: { roles: ROLES, tenant: 'landing', permission: 'pages.share' },
      params: landingPageParamsSchema,
      response: { 200: shareStateEnvelopeSchema },
      handler: async (request) => ({ data: shareStateOf(await requirePage(db, requireLanding(request), request.params.pageId)) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/agency-page/:id/unique-id',
      summary: "A page's share state by the page's own id (its website must be in the caller's reach); the id only while sharing is on",
      tags: ['sharing'],
      access: { roles: ROLES, tenant: 'none' },
      params: z.object({ id: idSchema }),
      response: { 200: shareStateEnvelopeSchema },
      handler: async (request) => ({ data: await pageShareStateInReach(db, requireUser(request), request.params.id) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/pages/:pageId/sharing',
      summary: 'Switch sharing the page by link on or off; while off, imports by its id answer 404 (switching on again brings the same id back)',
      tags: ['sharing'],
      access: { roles: ROLES, tenant: 'landing', permission: 'pages.share' },
      params: landingPageParamsSchema,
      body: shareSwitchBodySchema,
      response: { 200: shareStateSavedSchema },
      handler: async (request) => {
        const page = await requirePage(db, requireLanding(request), request.params.pageId);
        const { sharing } = request.body;
        return { data: await switchSharing(db, 'pages', page.id, sharing), message: shareSwitchedMessage(sharing), success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/pages/:pageId/sharing/rotate',
      summary: 'A new share id for the page: the old link answers 404 from now on; 409 while sharing is off',
      tags: ['sharing'],
      access: { roles: ROLES, tenant: 'landing', permission: 'pages.share' },
      params: landingPageParamsSchema,
      response: { 200: shareStateSavedSchema },
      handler: async (request) => {
        const page = await requirePage(db, requireLanding(request), request.params.pageId);
        return { data: await rotateShareId(db, 'pages', page.id), message: SHARE_ROTATED_MESSAGE, success: true };
      },
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
        const source = await db.selectFrom('pages').selectAll().where('unique_id', '=', request.params.uniqueId).where('sharing', '=', true).executeTakeFirst();
        if (!source) throw notFound('Shared page');
        const copy = await copyPage(db, source, target, await importedDesign(db, registry, requireUser(request), target, source.design), reservedAddresses);
        return reply.status(201).send({ data: toPage(copy, target), message: 'Page imported.', success: true });
      },
    }),
  ];
}

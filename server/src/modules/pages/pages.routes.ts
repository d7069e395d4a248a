import { grantsFor } from '../agencies/agency-grants.ts';
import {
  AGENCY_ROLES,
  dataEnvelope,
  idSchema,
  landingPageParamsSchema,
  listEnvelope,
  pageDocumentSchema,
  pageSchema,
  pageWithDesignSchema,
  publishResponseSchema,
  putDesignBodySchema,
  putDesignResponseSchema,
  uniqueNameAvailabilitySchema,
  uniqueNameParamsSchema,
  uniqueNameQuerySchema,
  publishedMessage,
  publishSiteBodySchema,
  publishSiteResponseSchema,
} from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import type { Queue } from '../../services/queue.ts';
import { queuePublishBackup } from '../backups/publish-backups.ts';
import { toPage, toPageWithDesign } from './page-view.ts';
import { realtimeConnectionOf, type RealtimePublisher } from '../realtime/realtime-hub.ts';
import { designAuthorName } from './pages.queries.ts';
import { publishSite, sitePublishMessage } from './site-publish.ts';
import { listPages } from './pages.queries.ts';
import {
  copyPage,
  publishPage,
  requirePage,
  saveDesign,
  setHomePage,
  uniqueNameAvailability,
  unpublishPage,
  type PublishingDeps,
} from './pages.service.ts';

const PAGE_ROLES = ['Admin', ...AGENCY_ROLES] as const;
const pageSaved = z.object({ data: pageSchema, message: z.string(), success: z.boolean() });

export function pagesRoutes(db: Db, registry: ElementRegistry, publishing: PublishingDeps, realtime: RealtimePublisher, queue: Queue, reservedAddresses: readonly string[]) {
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/pages',
      summary: "A website's pages",
      tags: ['pages'],
      access: { roles: PAGE_ROLES, tenant: 'landing', permission: 'pages.view' },
      params: z.object({ id: idSchema }),
      response: { 200: listEnvelope(pageSchema) },
      handler: async (request) => {
        const landing = requireLanding(request);
        const rows = await listPages(db, landing.id);
        return { data: rows.map((row) => toPage(row, landing)), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/pages/:pageId',
      summary: 'A page with its design and version',
      tags: ['pages'],
      access: { roles: PAGE_ROLES, tenant: 'landing', permission: 'pages.view' },
      params: landingPageParamsSchema,
      response: { 200: dataEnvelope(pageWithDesignSchema) },
      handler: async (request) => {
        const landing = requireLanding(request);
        const page = await requirePage(db, landing, request.params.pageId);
        return { data: toPageWithDesign(page, landing, await designAuthorName(db, page.design_updated_by)) };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/pages/:pageId/design',
      summary: "Save a page's design; refused with 409 when `version` is not the stored one",
      tags: ['pages'],
      access: { roles: PAGE_ROLES, tenant: 'landing', permission: 'pages.design' },
      params: landingPageParamsSchema,
      body: putDesignBodySchema,
      response: { 200: putDesignResponseSchema },
      handler: async (request) => {
        const user = requireUser(request);
        const landing = requireLanding(request);
        const grants = await grantsFor(db, user, landing.agency_id);
        const { version, shouldReload, otherPages } = await saveDesign(db, registry, grants, landing, request.params.pageId, request.body, user.id);
        // Everyone else with this page open hears of it at once (their designer shows the conflict banner), and so does
        // anyone with another page open whose shared header or footer this save changed.
        const savedBy = user.name || user.email;
        for (const saved of [{ id: request.params.pageId, version }, ...otherPages]) {
          const event = { type: 'page.saved' as const, landing_id: landing.id, page_id: saved.id, version: saved.version, saved_by: savedBy };
          realtime.publish({ kind: 'landing', landingId: landing.id, agencyId: landing.agency_id }, event, realtimeConnectionOf(request));
        }
        return { data: { version }, shouldReload };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/pages/:pageId/publish',
      summary: "Publish the page's current design",
      tags: ['pages'],
      access: { roles: PAGE_ROLES, tenant: 'landing', permission: 'pages.publish' },
      params: landingPageParamsSchema,
      response: { 200: publishResponseSchema },
      handler: async (request) => {
        const landing = requireLanding(request);
        const { page, leftOut } = await publishPage(publishing, landing, request.params.pageId);
        // Every publish is a restore point, taken by a job; the page is live either way, so a backup that cannot be queued is only logged.
        await queuePublishBackup(queue, { landingId: landing.id, userId: requireUser(request).id, publishedAt: page.published_at!.toISOString() }).catch((error: unknown) =>
          request.log.error({ err: error }, 'publish backup not queued'),
        );
        return {
          data: { published_version: page.published_version!, published_at: page.published_at!.toISOString() },
          message: publishedMessage('Page published.', leftOut),
          success: true,
          left_out: leftOut,
        };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/publish',
      summary:
        'Publish site: every page with unpublished changes (never published, or saved since), or those of `page_ids` that have them; each page goes live on its own, and the answer tells each one\'s outcome',
      tags: ['pages'],
      access: { roles: PAGE_ROLES, tenant: 'landing', permission: 'pages.publish' },
      params: z.object({ id: idSchema }),
      body: publishSiteBodySchema.optional(),
      response: { 200: publishSiteResponseSchema },
      handler: async (request) => {
        const landing = requireLanding(request);
        const result = await publishSite(publishing, landing, request.body?.page_ids, (pageId, error) =>
          request.log.error({ err: error, landingId: landing.id, pageId }, 'page not published with its site'),
        );
        const latest = result.pages.flatMap((page) => (page.status === 'published' && page.published_at ? [page.published_at] : [])).sort().at(-1);
        // One restore point for the whole publish, as for a page's; the pages are live either way.
        if (latest) {
          await queuePublishBackup(queue, { landingId: landing.id, userId: requireUser(request).id, publishedAt: latest }).catch((error: unknown) =>
            request.log.error({ err: error }, 'publish backup not queued'),
          );
        }
        return { data: result, message: sitePublishMessage(result), success: result.pages.every((page) => page.status === 'published') };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/pages/:pageId/unpublish',
      summary: 'Take the page off the site; its address answers 404 until it is published again',
      tags: ['pages'],
      access: { roles: PAGE_ROLES, tenant: 'landing', permission: 'pages.publish' },
      params: landingPageParamsSchema,
      response: { 200: pageSaved },
      handler: async (request) => {
        const landing = requireLanding(request);
        const page = await unpublishPage(publishing, landing, request.params.pageId);
        return { data: toPage(page, landing), message: 'Page unpublished.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/pages/:pageId/set-home',
      summary: 'Make the page the home page, served at /',
      tags: ['pages'],
      access: { roles: PAGE_ROLES, tenant: 'landing', permission: 'pages.edit' },
      params: landingPageParamsSchema,
      response: { 200: pageSaved },
      handler: async (request) => {
        const { landing, page } = await setHomePage(publishing, requireLanding(request), request.params.pageId);
        return { data: toPage(page, landing), message: 'Home page changed.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/pages/:pageId/clone',
      summary: 'Copy the page (design with fresh ids, a free address, unpublished)',
      tags: ['pages'],
      access: { roles: PAGE_ROLES, tenant: 'landing', permission: 'pages.create' },
      params: landingPageParamsSchema,
      response: { 201: pageSaved },
      handler: async (request, reply) => {
        const landing = requireLanding(request);
        const source = await requirePage(db, landing, request.params.pageId);
        const copy = await copyPage(db, source, landing, pageDocumentSchema.parse(source.design), reservedAddresses);
        return reply.status(201).send({ data: toPage(copy, landing), message: 'Page cloned.', success: true });
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/pages/unique-names/:name',
      alsoAt: ['/landings/:id/unique-names/:name'],
      summary: 'Whether a page address is free on this website (`except` a page that may keep its own)',
      tags: ['pages'],
      access: { roles: PAGE_ROLES, tenant: 'landing', permission: 'pages.view' },
      params: uniqueNameParamsSchema,
      query: uniqueNameQuerySchema,
      response: { 200: uniqueNameAvailabilitySchema },
      handler: async (request) => ({
        data: await uniqueNameAvailability(db, requireLanding(request), request.params.name, reservedAddresses, request.query.except),
      }),
    }),
  ];
}

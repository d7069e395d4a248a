import {
  AGENCY_ROLES,
  dataEnvelope,
  idSchema,
  landingPageParamsSchema,
  listEnvelope,
  pageSchema,
  pageWithDesignSchema,
  publishResponseSchema,
  putDesignBodySchema,
  putDesignResponseSchema,
} from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import type { PageRenderer } from '../sites/render-page.tsx';
import { toPage, toPageWithDesign } from './page-view.ts';
import { listPages } from './pages.queries.ts';
import { premiumGrantsFor, publishPage, requirePage, saveDesign } from './pages.service.ts';

const PAGE_ROLES = ['Admin', ...AGENCY_ROLES] as const;

export function pagesRoutes(db: Db, registry: ElementRegistry, render: PageRenderer) {
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
        return { data: toPageWithDesign(await requirePage(db, landing, request.params.pageId), landing) };
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
        const grants = await premiumGrantsFor(db, user, landing);
        const { version, shouldReload } = await saveDesign(db, registry, grants, landing, request.params.pageId, request.body);
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
        const page = await publishPage(db, render, landing, request.params.pageId);
        return {
          data: { published_version: page.published_version!, published_at: page.published_at!.toISOString() },
          message: 'Page published.',
          success: true,
        };
      },
    }),
  ];
}

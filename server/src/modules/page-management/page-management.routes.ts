import {
  AGENCY_ROLES,
  createPageBodySchema,
  idSchema,
  landingPageParamsSchema,
  listEnvelope,
  messageSchema,
  pageAllItemSchema,
  pageListEntrySchema,
  pageRelationSchema,
  pageSchema,
  updatePageBodySchema,
} from '@tessera/core';
import { z } from 'zod';
import { requireLanding } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';
import { toPage } from '../pages/page-view.ts';
import { pageRelations } from '../pages/page-relations.ts';
import { pagePath } from '../sites/publisher.ts';
import { createPage, deletePage, updatePage } from './page-management.service.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const params = z.object({ id: idSchema });
const saved = z.object({ data: pageSchema, message: z.string(), success: z.boolean() });

/** Pages as the dashboard manages them; publishing, home page, clone and design have their own calls. */
export function pageManagementRoutes(deps: DashboardDeps) {
  const { db } = deps;
  const pickerRows = (landingId: number) =>
    db.selectFrom('pages').select(['id', 'name', 'unique_name', 'title', 'published_at']).where('landing_id', '=', landingId).orderBy('id').execute();
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/pages/list',
      summary: "Pages for a picker: id, name, address, path, whether it is the home page; then the virtual entries: the installed apps' list pages (such as 'blog' and 'episodes') while they exist",
      tags: ['pages'],
      access: { roles: ROLES, tenant: 'landing', permission: 'pages.view' },
      params,
      response: { 200: listEnvelope(pageListEntrySchema) },
      handler: async (request) => {
        const landing = requireLanding(request);
        const [rows, virtual] = await Promise.all([pickerRows(landing.id), deps.virtualPages(landing)]);
        const pages = rows.map((row) => ({
          id: row.id,
          name: row.name,
          unique_name: row.unique_name,
          is_home: row.id === landing.home_page_id,
          path: pagePath(row, landing.home_page_id),
        }));
        const data = [...pages, ...virtual];
        return { data, meta: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/pages/page-relations',
      summary: 'For each page, the pages it links to and the pages linking to it (what deleting or renaming one would break)',
      tags: ['pages'],
      access: { roles: ROLES, tenant: 'landing', permission: 'pages.view' },
      params,
      response: { 200: listEnvelope(pageRelationSchema) },
      handler: async (request) => {
        const pages = await db.selectFrom('pages').select(['id', 'design']).where('landing_id', '=', requireLanding(request).id).orderBy('id').execute();
        const data = pageRelations(deps.registry, pages);
        return { data, meta: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/pages/all',
      summary: 'Every page with its title and whether it is published, without designs',
      tags: ['pages'],
      access: { roles: ROLES, tenant: 'landing', permission: 'pages.view' },
      params,
      response: { 200: listEnvelope(pageAllItemSchema) },
      handler: async (request) => {
        const landing = requireLanding(request);
        const rows = await pickerRows(landing.id);
        const data = rows.map(({ published_at, ...row }) => ({ ...row, is_home: row.id === landing.home_page_id, published: published_at !== null }));
        return { data, meta: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/pages',
      summary: 'Create a draft page: blank, from a page template (`page_template_id`), or written by the AI from `prompt`',
      tags: ['pages'],
      access: { roles: ROLES, tenant: 'landing', permission: 'pages.create' },
      params,
      body: createPageBodySchema,
      response: { 201: saved },
      handler: async (request, reply) => {
        const landing = requireLanding(request);
        const page = await createPage(deps, landing, request.body);
        return reply.status(201).send({ data: toPage(page, landing), message: 'Page created.', success: true });
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/pages/:pageId',
      summary: "Change a page's name, address (unique on the website), title or description",
      tags: ['pages'],
      access: { roles: ROLES, tenant: 'landing', permission: 'pages.edit' },
      params: landingPageParamsSchema,
      body: updatePageBodySchema,
      response: { 200: saved },
      handler: async (request) => {
        const landing = requireLanding(request);
        const page = await updatePage(deps, landing, request.params.pageId, request.body);
        return { data: toPage(page, landing), message: 'Page saved.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/pages/:pageId',
      summary: 'Delete a page; the home page cannot be deleted',
      tags: ['pages'],
      access: { roles: ROLES, tenant: 'landing', permission: 'pages.delete' },
      params: landingPageParamsSchema,
      response: { 200: messageSchema },
      handler: async (request) => {
        await deletePage(deps, requireLanding(request), request.params.pageId);
        return { message: 'Page deleted.', success: true };
      },
    }),
  ];
}

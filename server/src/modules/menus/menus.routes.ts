import { AGENCY_ROLES, dataEnvelope, idSchema, listEnvelope, menuBodySchema, menuParamsSchema, menuSchema, messageSchema } from '@tessera/core';
import { z } from 'zod';
import { requireLanding } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';
import { requireMenu, saveMenu, toMenu } from './menus.service.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const access = { roles: ROLES, tenant: 'landing', permission: 'menus.edit' } as const;
const saved = z.object({ data: menuSchema, message: z.string(), success: z.boolean() });

/**
 * Navigation elements show their website's menus on published pages, so editing or deleting a
 * menu renders the website's published pages again (a new menu is on none of them yet).
 */
export function menusRoutes(deps: DashboardDeps) {
  const { db } = deps;
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/menus',
      summary: "The website's menus in their order",
      tags: ['menus'],
      access,
      params: z.object({ id: idSchema }),
      response: { 200: listEnvelope(menuSchema) },
      handler: async (request) => {
        const rows = await db.selectFrom('menus').selectAll().where('landing_id', '=', requireLanding(request).id).orderBy('position').orderBy('id').execute();
        return { data: rows.map(toMenu), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/menus/:menuId',
      summary: 'One menu',
      tags: ['menus'],
      access,
      params: menuParamsSchema,
      response: { 200: dataEnvelope(menuSchema) },
      handler: async (request) => ({ data: toMenu(await requireMenu(db, requireLanding(request).id, request.params.menuId)) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/menus',
      summary: 'Create a menu: items leading to a page, a section or an address (§5 link normalisation), one level of children',
      tags: ['menus'],
      access,
      params: z.object({ id: idSchema }),
      body: menuBodySchema,
      response: { 201: saved },
      handler: async (request, reply) => {
        const landing = requireLanding(request);
        const row = await saveMenu(db, landing.id, request.body);
        await deps.siteChanged(landing, { rerender: false });
        return reply.status(201).send({ data: toMenu(row), message: 'Menu created.', success: true });
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/menus/:menuId',
      summary: 'Replace a menu',
      tags: ['menus'],
      access,
      params: menuParamsSchema,
      body: menuBodySchema,
      response: { 200: saved },
      handler: async (request) => {
        const landing = requireLanding(request);
        const row = await saveMenu(db, landing.id, request.body, request.params.menuId);
        await deps.siteChanged(landing);
        return { data: toMenu(row), message: 'Menu saved.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/menus/:menuId',
      summary: 'Delete a menu',
      tags: ['menus'],
      access,
      params: menuParamsSchema,
      response: { 200: messageSchema },
      handler: async (request) => {
        const landing = requireLanding(request);
        const menu = await requireMenu(db, landing.id, request.params.menuId);
        await db.deleteFrom('menus').where('id', '=', menu.id).execute();
        await deps.siteChanged(landing);
        return { message: 'Menu deleted.', success: true };
      },
    }),
  ];
}

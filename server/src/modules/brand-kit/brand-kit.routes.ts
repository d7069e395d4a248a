import { brandKitOf, brandKitSchema, dataEnvelope, idSchema } from '@tessera/core';
import { z } from 'zod';
import { dbNow } from '../../db/database.ts';
import { requireLanding } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';
import { LANDING_ROLES } from '../landings/landings.routes.ts';

const params = z.object({ id: idSchema });
const kitSaved = z.object({ data: brandKitSchema, message: z.string(), success: z.boolean() });

/**
 * A website's brand kit, read by whoever sees the website and changed by whoever may edit its
 * settings. A saved kit re-renders every published page of the website through the job
 * queue; the pages' designs are left as they are.
 */
export function brandKitRoutes(deps: DashboardDeps) {
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/brand-kit',
      summary: "The website's brand kit: colours, fonts, button shape and spacing (the default kit until one is saved)",
      tags: ['landings'],
      access: { roles: LANDING_ROLES, tenant: 'landing' },
      params,
      response: { 200: dataEnvelope(brandKitSchema) },
      handler: async (request) => ({ data: brandKitOf(requireLanding(request).brand_kit) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/brand-kit',
      summary: "Save the website's brand kit; its published pages are rendered again with it",
      tags: ['landings'],
      access: { roles: LANDING_ROLES, tenant: 'landing', permission: 'settings.edit' },
      params,
      body: brandKitSchema,
      response: { 200: kitSaved },
      handler: async (request) => {
        const updated = await deps.db
          .updateTable('landings')
          .set({ brand_kit: JSON.stringify(request.body), brand_kit_saved_at: dbNow(), updated_at: dbNow() })
          .where('id', '=', requireLanding(request).id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await deps.siteChanged(updated, { rerender: true });
        return { data: brandKitOf(updated.brand_kit), message: 'Brand kit saved.', success: true };
      },
    }),
  ];
}

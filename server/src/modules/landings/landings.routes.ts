import { AGENCY_ROLES, dataEnvelope, idSchema, isSubUserRole, landingSchema, listEnvelope } from '@tessera/core';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { toLanding } from './landing-view.ts';

const LANDING_ROLES = ['Admin', ...AGENCY_ROLES] as const;

export function landingsRoutes(db: Db, config: AppConfig) {
  return [
    defineRoute({
      method: 'GET',
      url: '/landings',
      summary: "The caller's websites: an agency's all, a sub-user's those granted to it, an admin's all",
      tags: ['landings'],
      access: { roles: LANDING_ROLES, tenant: 'agency' },
      response: { 200: listEnvelope(landingSchema) },
      handler: async (request) => {
        const user = requireUser(request);
        let query = db.selectFrom('landings').selectAll().orderBy('id');
        if (user.role !== 'Admin') query = query.where('agency_id', '=', user.agencyId ?? -1);
        if (isSubUserRole(user.role)) {
          query = query.where('id', 'in', (eb) => eb.selectFrom('user_landings').select('landing_id').where('user_id', '=', user.id));
        }
        const rows = await query.execute();
        return { data: rows.map((row) => toLanding(row, config)), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id',
      summary: 'One website',
      tags: ['landings'],
      access: { roles: LANDING_ROLES, tenant: 'landing' },
      params: z.object({ id: idSchema }),
      response: { 200: dataEnvelope(landingSchema) },
      handler: async (request) => ({ data: toLanding(requireLanding(request), config) }),
    }),
  ];
}

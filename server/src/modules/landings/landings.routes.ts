import { AGENCY_ROLES, dataEnvelope, idSchema, landingSchema, listEnvelope } from '@tessera/core';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { toLanding } from './landing-view.ts';
import { listVisibleLandings, whitelabelDomainOfAgency } from './landings.queries.ts';

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
        const rows = await listVisibleLandings(db, requireUser(request));
        return { data: rows.map(({ whitelabel_domain, ...row }) => toLanding(row, config, whitelabel_domain)), meta: { total: rows.length } };
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
      handler: async (request) => {
        const landing = requireLanding(request);
        return { data: toLanding(landing, config, await whitelabelDomainOfAgency(db, landing.agency_id)) };
      },
    }),
  ];
}

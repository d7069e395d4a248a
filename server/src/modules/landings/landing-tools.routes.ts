import { autoLandingBodySchema, convertEditorResultSchema, CURRENT_SCHEMA_VERSION, idSchema, landingSavedSchema } from '@tessera/core';
import { z } from 'zod';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';
import { createAutoLanding } from './landing-auto.ts';
import { convertToCurrentEditor } from './landing-convert.ts';
import { toLanding } from './landing-view.ts';
import { CREATOR_ROLES, LANDING_ROLES } from './landings.routes.ts';
import { whitelabelDomainOfAgency } from './landings.queries.ts';

export function landingToolsRoutes(deps: DashboardDeps) {
  return [
    defineRoute({
      method: 'POST',
      url: '/landings/auto',
      summary: 'Create a starter website written by the AI from a short business description (needs an OpenAI key: the agency’s or the server’s)',
      tags: ['landings'],
      access: { roles: CREATOR_ROLES, tenant: 'agency', creatorsOnly: true },
      body: autoLandingBodySchema,
      response: { 201: landingSavedSchema },
      handler: async (request, reply) => {
        const landing = await createAutoLanding(deps, requireUser(request), request.body);
        const data = toLanding(landing, deps.config, await whitelabelDomainOfAgency(deps.db, landing.agency_id));
        return reply.status(201).send({ data, message: 'Website created.', success: true });
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/convert-new-editor',
      summary: 'Upgrade every page design to the current document schema, migrating element props through their plugins',
      tags: ['landings'],
      access: { roles: LANDING_ROLES, tenant: 'landing', permission: 'pages.design' },
      params: z.object({ id: idSchema }),
      response: { 200: convertEditorResultSchema },
      handler: async (request) => {
        const converted = await convertToCurrentEditor(deps, requireLanding(request));
        return { data: { pages_converted: converted, schema_version: CURRENT_SCHEMA_VERSION }, message: 'Website converted to the current editor.', success: true };
      },
    }),
  ];
}

import { AGENCY_ROLES, importXmlQuerySchema, importXmlResultSchema } from '@tessera/core';
import { requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';
import { readUpload } from '../files/multipart-upload.ts';
import { toLanding } from '../landings/landing-view.ts';
import { whitelabelDomainOfAgency } from '../landings/landings.queries.ts';
import { importWxr } from './wxr-import.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;

/** Imports from files: multipart routes, registered where @fastify/multipart parses their bodies. */
export function landingImportRoutes(deps: DashboardDeps) {
  return [
    defineRoute({
      method: 'POST',
      url: '/landings/import-xml',
      summary:
        'Import a WordPress export (multipart `file`, WXR): pages and posts become draft pages; into `?landing_id=` (needs pages.create), else into a new website (needs the right to create one; optional `subdomain` field)',
      tags: ['landings'],
      access: { roles: ROLES, tenant: 'landing', landingIdIn: 'query', permission: 'pages.create' },
      query: importXmlQuerySchema,
      response: { 201: importXmlResultSchema },
      handler: async (request, reply) => {
        const result = await importWxr(deps, requireUser(request), await readUpload(request), request.tenant.landing);
        const landing = toLanding(result.landing, deps.config, await whitelabelDomainOfAgency(deps.db, result.landing.agency_id));
        return reply.status(201).send({
          data: { landing, pages_created: result.pagesCreated, skipped: result.skipped },
          message: `${result.pagesCreated} page${result.pagesCreated === 1 ? '' : 's'} imported.`,
          success: true,
        });
      },
    }),
  ];
}

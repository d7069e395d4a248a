import { AGENCY_ROLES, ALL_PREMIUM, importXmlQuerySchema, importXmlResultSchema, savedAdminTemplateSchema } from '@tessera/core';
import { requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { realtimeConnectionOf } from '../realtime/realtime-hub.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';
import { readUpload } from '../files/multipart-upload.ts';
import { toLanding } from '../landings/landing-view.ts';
import { whitelabelDomainOfAgency } from '../landings/landings.queries.ts';
import { importWxr, readWxrUpload, wxrEntryDesign } from './wxr-import.ts';
import { toAdminTemplate } from '../admin-templates/admin-templates.service.ts';
import { templateContentSchema } from '../admin-templates/template-content.ts';
import { PageNames } from '@tessera/core/rules';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;

/** Imports from files into websites and site templates: multipart routes, registered where @fastify/multipart parses their bodies. */
export function landingImportRoutes(deps: DashboardDeps) {
  return [
    defineRoute({
      method: 'POST',
      url: '/landings/import-xml',
      summary:
        'Import a WordPress export (multipart `file`, WXR): pages and posts become draft pages; into `?landing_id=` (needs pages.create), else into a new website (needs the right to create one; optional `subdomain` field)',
      tags: ['landings'],
      access: { roles: ROLES, tenant: 'landing', landingIdIn: 'query', permission: 'pages.create', withoutLanding: 'new-website' },
      query: importXmlQuerySchema,
      response: { 201: importXmlResultSchema },
      handler: async (request, reply) => {
        const user = requireUser(request);
        const result = await importWxr(deps, user, await readUpload(request), request.tenant.landing);
        const landing = toLanding(result.landing, deps.config, await whitelabelDomainOfAgency(deps.db, result.landing.agency_id));
        deps.realtime.publish(
          { kind: 'landing', landingId: result.landing.id, agencyId: result.landing.agency_id },
          { type: 'import.finished', landing_id: result.landing.id, pages_created: result.pagesCreated, imported_by: user.name || user.email },
          realtimeConnectionOf(request),
        );
        return reply.status(201).send({
          data: { landing, pages_created: result.pagesCreated, skipped: result.skipped },
          message: `${result.pagesCreated} page${result.pagesCreated === 1 ? '' : 's'} imported.`,
          success: true,
        });
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/admin-templates/import-xml',
      summary: "Make a new (unpublished) site template from a WordPress export (multipart `file`, WXR): its pages and posts become the template's pages, the first one its home",
      tags: ['admin-templates'],
      access: { roles: ['Admin'], tenant: 'none' },
      response: { 201: savedAdminTemplateSchema },
      handler: async (request, reply) => {
        const wxr = readWxrUpload(await readUpload(request));
        const names = new PageNames(deps.reservedAddresses);
        const content = templateContentSchema.parse({
          title: wxr.title,
          description: wxr.description.slice(0, 1000),
          pages: wxr.entries.map((entry, index) => ({
            ref: index + 1,
            name: entry.title.slice(0, 200),
            unique_name: names.claim(entry.slug || entry.title),
            title: entry.title.slice(0, 200),
            home: index === 0,
            design: wxrEntryDesign(deps.registry, ALL_PREMIUM, entry),
          })),
        });
        const row = await deps.db
          .insertInto('site_templates')
          .values({ name: (wxr.title || 'Imported template').slice(0, 120), description: wxr.description.slice(0, 1000), published: false, content: JSON.stringify(content), created_by: requireUser(request).id })
          .returningAll()
          .executeTakeFirstOrThrow();
        const count = content.pages.length;
        return reply.status(201).send({ data: toAdminTemplate(row), message: `Template created with ${count} page${count === 1 ? '' : 's'}.`, success: true });
      },
    }),
  ];
}

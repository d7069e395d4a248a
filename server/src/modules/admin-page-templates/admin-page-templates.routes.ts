import { importPageParamsSchema, pageDocumentSchema, savedAdminPageTemplateSchema } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/access-control.ts';
import { notFound } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { designedLibraryRoutes } from '../designed-library/designed-library.routes.ts';
import { createLibraryItem, toLibraryItem, type DesignedLibrary } from '../designed-library/designed-library.service.ts';
import { withFreshIds } from '../pages/pages.service.ts';

const PAGE_TEMPLATES: DesignedLibrary = { table: 'page_templates', noun: 'Page template' };

/** The admin's page templates (spec §7 /admin-page-templates); published ones are what GET /page-templates offers agencies. */
export function adminPageTemplatesRoutes(db: Db, registry: ElementRegistry) {
  return [
    ...designedLibraryRoutes(db, registry, {
      ...PAGE_TEMPLATES,
      url: '/admin-page-templates',
      param: 'pageTemplateId',
      tags: ['admin-page-templates'],
      publishes: 'Offer a page template to every agency',
    }),
    defineRoute({
      method: 'POST',
      url: '/admin-page-templates/import/page/:uniqueId/unique-id',
      summary: "Make a new (unpublished) page template from a shared page, by the page's share id (404 unless its sharing is on): its design with fresh ids",
      tags: ['admin-page-templates'],
      access: { roles: ['Admin'], tenant: 'none' },
      params: importPageParamsSchema.pick({ uniqueId: true }),
      response: { 201: savedAdminPageTemplateSchema },
      handler: async (request, reply) => {
        const source = await db.selectFrom('pages').select(['name', 'design']).where('unique_id', '=', request.params.uniqueId).where('sharing', '=', true).executeTakeFirst();
        if (!source) throw notFound('Shared page');
        const design = withFreshIds(pageDocumentSchema.parse(source.design));
        const row = await createLibraryItem(db, registry, PAGE_TEMPLATES, requireUser(request).id, { name: source.name.slice(0, 120), category: '', design });
        return reply.status(201).send({ data: toLibraryItem(row), message: 'Page template created from the page.', success: true });
      },
    }),
  ];
}

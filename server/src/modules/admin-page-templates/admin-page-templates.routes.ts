import {
  adminPageTemplateSchema,
  adminPageTemplateWithDesignSchema,
  createPageTemplateBodySchema,
  dataEnvelope,
  listEnvelope,
  pageTemplateParamsSchema,
  publishBlockBodySchema,
  putDesignBodySchema,
  putDesignResponseSchema,
  savedAdminPageTemplateSchema,
  updatePageTemplateBodySchema,
} from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import {
  clonePageTemplate,
  createPageTemplate,
  requirePageTemplate,
  savePageTemplateDesign,
  toAdminPageTemplate,
  toAdminPageTemplateWithDesign,
} from './admin-page-templates.service.ts';

const access = { roles: ['Admin'], tenant: 'none' } as const;
const tags = ['admin-page-templates'];
const deleted = z.object({ message: z.string(), success: z.boolean() });

/** The admin's page templates (spec §7 /admin-page-templates); published ones are what GET /page-templates offers agencies. */
export function adminPageTemplatesRoutes(db: Db, registry: ElementRegistry) {
  return [
    defineRoute({
      method: 'GET',
      url: '/admin-page-templates',
      summary: 'Every page template, published or not, newest first',
      tags,
      access,
      response: { 200: listEnvelope(adminPageTemplateSchema) },
      handler: async () => {
        const rows = await db.selectFrom('page_templates').selectAll().orderBy('id', 'desc').execute();
        return { data: rows.map(toAdminPageTemplate), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/admin-page-templates/:pageTemplateId',
      summary: 'A page template with its design and version',
      tags,
      access,
      params: pageTemplateParamsSchema,
      response: { 200: dataEnvelope(adminPageTemplateWithDesignSchema) },
      handler: async (request) => ({ data: toAdminPageTemplateWithDesign(await requirePageTemplate(db, request.params.pageTemplateId)) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/admin-page-templates',
      summary: 'Create a page template (unpublished; blank unless a design is sent)',
      tags,
      access,
      body: createPageTemplateBodySchema,
      response: { 201: savedAdminPageTemplateSchema },
      handler: async (request, reply) => {
        const row = await createPageTemplate(db, registry, requireUser(request).id, request.body);
        return reply.status(201).send({ data: toAdminPageTemplate(row), message: 'Page template created.', success: true });
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/admin-page-templates/:pageTemplateId',
      summary: "Rename a page template or change its category (the design is saved by …/design)",
      tags,
      access,
      params: pageTemplateParamsSchema,
      body: updatePageTemplateBodySchema,
      response: { 200: savedAdminPageTemplateSchema },
      handler: async (request) => {
        const row = await requirePageTemplate(db, request.params.pageTemplateId);
        const { name, category } = request.body;
        const updated = await db.updateTable('page_templates').set({ name, category, updated_at: new Date() }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
        return { data: toAdminPageTemplate(updated), message: 'Page template saved.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/admin-page-templates/:pageTemplateId/design',
      summary: "Save the template's design from the designer; refused with 409 when `version` is not the template's",
      tags,
      access,
      params: pageTemplateParamsSchema,
      body: putDesignBodySchema,
      response: { 200: putDesignResponseSchema },
      handler: async (request) => {
        const { version, shouldReload } = await savePageTemplateDesign(db, registry, request.params.pageTemplateId, request.body);
        return { data: { version }, shouldReload };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/admin-page-templates/:pageTemplateId',
      summary: 'Delete a page template (pages made from it keep their copy)',
      tags,
      access,
      params: pageTemplateParamsSchema,
      response: { 200: deleted },
      handler: async (request) => {
        const row = await requirePageTemplate(db, request.params.pageTemplateId);
        await db.deleteFrom('page_templates').where('id', '=', row.id).execute();
        return { message: 'Page template deleted.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/admin-page-templates/:pageTemplateId/publish',
      summary: 'Offer a page template to every agency (`published: false` withdraws it)',
      tags,
      access,
      params: pageTemplateParamsSchema,
      body: publishBlockBodySchema.optional(),
      response: { 200: savedAdminPageTemplateSchema },
      handler: async (request) => {
        const row = await requirePageTemplate(db, request.params.pageTemplateId);
        const published = request.body?.published ?? true;
        const updated = await db
          .updateTable('page_templates')
          .set({ published, published_at: published ? new Date() : null })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { data: toAdminPageTemplate(updated), message: published ? 'Page template published.' : 'Page template unpublished.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/admin-page-templates/:pageTemplateId/clone',
      summary: 'Copy a page template (fresh node ids, unpublished)',
      tags,
      access,
      params: pageTemplateParamsSchema,
      response: { 201: savedAdminPageTemplateSchema },
      handler: async (request, reply) => {
        const copy = await clonePageTemplate(db, await requirePageTemplate(db, request.params.pageTemplateId), requireUser(request).id);
        return reply.status(201).send({ data: toAdminPageTemplate(copy), message: 'Page template cloned.', success: true });
      },
    }),
  ];
}

import {
  adminTemplatePageSchema,
  adminTemplatePageWithDesignSchema,
  adminTemplateDetailSchema,
  adminTemplateSchema,
  createTemplateBodySchema,
  createTemplatePageBodySchema,
  dataEnvelope,
  listEnvelope,
  publicTemplatePageParamsSchema,
  publicTemplatePageSchema,
  publishBlockBodySchema,
  putDesignBodySchema,
  putDesignResponseSchema,
  savedAdminTemplatePageSchema,
  savedAdminTemplateSchema,
  templatePageParamsSchema,
  templateParamsSchema,
  updatePageBodySchema,
  updateTemplateBodySchema,
} from '@tessera/core';
import { z } from 'zod';
import { dbNow, type Db } from '../../db/database.ts';
import { requireUser } from '../../http/access-control.ts';
import { ensureCategory } from '../template-categories/template-categories.service.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import {
  addTemplatePage,
  changeContent,
  contentOf,
  deleteTemplatePage,
  newTemplateContent,
  requireTemplate,
  requireTemplatePage,
  saveTemplatePageDesign,
  setTemplateHome,
  toAdminTemplate,
  toTemplatePage,
  toTemplatePageWithDesign,
  updateTemplatePage,
} from './admin-templates.service.ts';

const access = { roles: ['Admin'], tenant: 'none' } as const;
const tags = ['admin-templates'];
const done = z.object({ message: z.string(), success: z.boolean() });

/** The admin's site templates and their pages (spec §7 /admin-templates); published ones are what GET /templates offers. */
export function adminTemplatesRoutes(db: Db, registry: ElementRegistry, reservedAddresses: readonly string[]) {
  return [
    defineRoute({
      method: 'GET',
      url: '/admin-templates',
      summary: 'Every site template, published or not, newest first',
      tags,
      access,
      response: { 200: listEnvelope(adminTemplateSchema) },
      handler: async () => {
        const rows = await db.selectFrom('site_templates').selectAll().orderBy('id', 'desc').execute();
        return { data: rows.map(toAdminTemplate), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/admin-templates/:templateId',
      summary: 'A site template',
      tags,
      access,
      params: templateParamsSchema,
      response: { 200: dataEnvelope(adminTemplateDetailSchema) },
      handler: async (request) => {
        const row = await requireTemplate(db, request.params.templateId);
        const content = contentOf(row);
        return { data: { ...toAdminTemplate(row), site: { title: content.title ?? row.name, description: content.description ?? row.description, settings: content.settings } } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/admin-templates',
      summary: 'Create a site template (unpublished, with one blank home page)',
      tags,
      access,
      body: createTemplateBodySchema,
      response: { 201: savedAdminTemplateSchema },
      handler: async (request, reply) => {
        await ensureCategory(db, 'site', request.body.category);
        const row = await db
          .insertInto('site_templates')
          .values({ ...request.body, published: false, content: JSON.stringify(newTemplateContent()), created_by: requireUser(request).id })
          .returningAll()
          .executeTakeFirstOrThrow();
        return reply.status(201).send({ data: toAdminTemplate(row), message: 'Template created.', success: true });
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/admin-templates/:templateId',
      summary: "Change a site template's name, description or category",
      tags,
      access,
      params: templateParamsSchema,
      body: updateTemplateBodySchema,
      response: { 200: savedAdminTemplateSchema },
      handler: async (request) => {
        const row = await requireTemplate(db, request.params.templateId);
        await ensureCategory(db, 'site', request.body.category);
        const updated = await db.updateTable('site_templates').set({ ...request.body, updated_at: dbNow() }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
        return { data: toAdminTemplate(updated), message: 'Template saved.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/admin-templates/:templateId',
      summary: 'Delete a site template (websites made from it keep their pages)',
      tags,
      access,
      params: templateParamsSchema,
      response: { 200: done },
      handler: async (request) => {
        const row = await requireTemplate(db, request.params.templateId);
        await db.deleteFrom('site_templates').where('id', '=', row.id).execute();
        return { message: 'Template deleted.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/admin-templates/:templateId/publish',
      summary: 'Offer a site template to every agency creating a website (`published: false` withdraws it)',
      tags,
      access,
      params: templateParamsSchema,
      body: publishBlockBodySchema.optional(),
      response: { 200: savedAdminTemplateSchema },
      handler: async (request) => {
        const row = await requireTemplate(db, request.params.templateId);
        const published = request.body?.published ?? true;
        const updated = await db
          .updateTable('site_templates')
          .set({ published, published_at: published ? dbNow() : null })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { data: toAdminTemplate(updated), message: published ? 'Template published.' : 'Template unpublished.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/admin-templates/:templateId/clone',
      summary: 'Copy a site template with its pages (unpublished)',
      tags,
      access,
      params: templateParamsSchema,
      response: { 201: savedAdminTemplateSchema },
      handler: async (request, reply) => {
        const row = await requireTemplate(db, request.params.templateId);
        const copy = await db
          .insertInto('site_templates')
          .values({
            name: `${row.name} (copy)`.slice(0, 120),
            description: row.description,
            category: row.category,
            published: false,
            content: JSON.stringify(contentOf(row)),
            created_by: requireUser(request).id,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return reply.status(201).send({ data: toAdminTemplate(copy), message: 'Template cloned.', success: true });
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/admin-templates/:templateId/pages',
      summary: "The template's pages, in order",
      tags,
      access,
      params: templateParamsSchema,
      response: { 200: listEnvelope(adminTemplatePageSchema) },
      handler: async (request) => {
        const pages = contentOf(await requireTemplate(db, request.params.templateId)).pages.map(toTemplatePage);
        return { data: pages, meta: { total: pages.length } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/admin-templates/:templateId/pages',
      summary: 'Add a blank page to the template (its address from the name unless given)',
      tags,
      access,
      params: templateParamsSchema,
      body: createTemplatePageBodySchema,
      response: { 201: savedAdminTemplatePageSchema },
      handler: async (request, reply) => {
        const page = await changeContent(db, request.params.templateId, (content) => addTemplatePage(content, request.body, reservedAddresses));
        return reply.status(201).send({ data: toTemplatePage(page), message: 'Page created.', success: true });
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/admin-templates/:templateId/pages/:pageId',
      summary: 'A page of the template with its design and version',
      tags,
      access,
      params: templatePageParamsSchema,
      response: { 200: dataEnvelope(adminTemplatePageWithDesignSchema) },
      handler: async (request) => {
        const content = contentOf(await requireTemplate(db, request.params.templateId));
        return { data: toTemplatePageWithDesign(requireTemplatePage(content, request.params.pageId)) };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/admin-templates/:templateId/pages/:pageId',
      summary: "Change a template page's name, address, title or description",
      tags,
      access,
      params: templatePageParamsSchema,
      body: updatePageBodySchema,
      response: { 200: savedAdminTemplatePageSchema },
      handler: async (request) => {
        const page = await changeContent(db, request.params.templateId, (content) => updateTemplatePage(content, request.params.pageId, request.body, reservedAddresses));
        return { data: toTemplatePage(page), message: 'Page saved.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/admin-templates/:templateId/pages/:pageId/design',
      summary: "Save a template page's design from the designer; refused with 409 when `version` is not the page's",
      tags,
      access,
      params: templatePageParamsSchema,
      body: putDesignBodySchema,
      response: { 200: putDesignResponseSchema },
      handler: async (request) => {
        const { version, shouldReload } = await changeContent(db, request.params.templateId, (content) =>
          saveTemplatePageDesign(registry, content, request.params.pageId, request.body),
        );
        return { data: { version }, shouldReload };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/admin-templates/:templateId/pages/:pageId/set-home',
      summary: "Make the page the template's home page",
      tags,
      access,
      params: templatePageParamsSchema,
      response: { 200: savedAdminTemplatePageSchema },
      handler: async (request) => {
        const page = await changeContent(db, request.params.templateId, (content) => setTemplateHome(content, request.params.pageId));
        return { data: toTemplatePage(page), message: 'Home page set.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/admin-templates/:templateId/pages/:pageId',
      summary: 'Delete a page of the template (not its home page)',
      tags,
      access,
      params: templatePageParamsSchema,
      response: { 200: done },
      handler: async (request) => {
        await changeContent(db, request.params.templateId, (content) => deleteTemplatePage(content, request.params.pageId));
        return { message: 'Page deleted.', success: true };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/public/admin-templates/:id/pages/:pageId',
      summary: "A published template's page with its design (no token: what its previews draw)",
      tags,
      access: { roles: 'public', tenant: 'none' },
      params: publicTemplatePageParamsSchema,
      response: { 200: dataEnvelope(publicTemplatePageSchema) },
      handler: async (request) => {
        const row = await requireTemplate(db, request.params.id, { publishedOnly: true });
        const { version: _version, ...page } = toTemplatePageWithDesign(requireTemplatePage(contentOf(row), request.params.pageId));
        return { data: page };
      },
    }),
  ];
}

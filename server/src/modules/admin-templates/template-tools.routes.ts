import {
  ALL_PREMIUM,
  CURRENT_SCHEMA_VERSION,
  convertEditorResultSchema,
  dataEnvelope,
  importPageParamsSchema,
  landingSettingsBodySchema,
  listEnvelope,
  pageAllItemSchema,
  pageListItemSchema,
  pageRelationSchema,
  savedAdminTemplateSchema,
  templateFormSchema,
  templateMenuSchema,
  templateParamsSchema,
  templateSettingsSchema,
  UNIQUE_NAME_TAKEN_MESSAGE,
  uniqueNameAvailabilitySchema,
  uniqueNameMessage,
  uniqueNameQuerySchema,
} from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/access-control.ts';
import { notFound } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { upgradedDesign } from '../landings/landing-convert.ts';
import { pageRelations } from '../pages/page-relations.ts';
import { readSiteContent } from '../site-content/read-content.ts';
import { changeContent, contentOf, requireTemplate, toAdminTemplate } from './admin-templates.service.ts';
import { templateContentSchema } from './template-content.ts';

const access = { roles: ['Admin'], tenant: 'none' } as const;
const tags = ['admin-templates'];
const params = templateParamsSchema;
const list = <T>(data: T[]) => ({ data, meta: { total: data.length } });
const pathOf = (page: { unique_name: string; home: boolean }) => (page.home ? '/' : `/${page.unique_name}`);

/** The site template's sub-resources the admin's screens read, and the tools that change a template as a whole (spec §7 /admin-templates). */
export function templateToolsRoutes(db: Db, registry: ElementRegistry, reservedAddresses: readonly string[]) {
  const template = async (templateId: number) => contentOf(await requireTemplate(db, templateId));
  return [
    defineRoute({
      method: 'GET',
      url: '/admin-templates/:templateId/pages/all',
      summary: "The template's pages with their titles, without designs",
      tags,
      access,
      params,
      response: { 200: listEnvelope(pageAllItemSchema) },
      handler: async (request) => {
        const row = await requireTemplate(db, request.params.templateId);
        return list(contentOf(row).pages.map((page) => ({ id: page.ref, name: page.name, unique_name: page.unique_name, is_home: page.home, title: page.title, published: row.published })));
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/admin-templates/:templateId/pages/list',
      summary: "The template's pages for a picker: id, name, address, path, whether it is the home page",
      tags,
      access,
      params,
      response: { 200: listEnvelope(pageListItemSchema) },
      handler: async (request) =>
        list((await template(request.params.templateId)).pages.map((page) => ({ id: page.ref, name: page.name, unique_name: page.unique_name, is_home: page.home, path: pathOf(page) }))),
    }),
    defineRoute({
      method: 'GET',
      url: '/admin-templates/:templateId/page-relations',
      summary: "For each of the template's pages, the pages it links to and the pages linking to it",
      tags,
      access,
      params,
      response: { 200: listEnvelope(pageRelationSchema) },
      handler: async (request) => list(pageRelations(registry, (await template(request.params.templateId)).pages.map((page) => ({ id: page.ref, design: page.design })))),
    }),
    defineRoute({
      method: 'GET',
      url: '/admin-templates/:templateId/unique-names/:name',
      summary: 'Whether a page address is free in the template (`except` a page that may keep its own)',
      tags,
      access,
      params: params.extend({ name: z.string().max(200) }),
      query: uniqueNameQuerySchema,
      response: { 200: uniqueNameAvailabilitySchema },
      handler: async (request) => {
        const { name } = request.params;
        const formatMessage = uniqueNameMessage(name, reservedAddresses);
        if (formatMessage) return { data: { name, available: false, message: formatMessage } };
        const taken = (await template(request.params.templateId)).pages.some((page) => page.unique_name === name && page.ref !== request.query.except);
        return { data: taken ? { name, available: false, message: UNIQUE_NAME_TAKEN_MESSAGE } : { name, available: true, message: null } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/admin-templates/:templateId/forms',
      summary: "The template's forms, which a website made from it starts with",
      tags,
      access,
      params,
      response: { 200: listEnvelope(templateFormSchema) },
      handler: async (request) => list((await template(request.params.templateId)).forms.map((form, index) => ({ id: form.ref ?? index + 1, name: form.name, config: form.config }))),
    }),
    defineRoute({
      method: 'GET',
      url: '/admin-templates/:templateId/menus',
      summary: "The template's menus, which a website made from it starts with",
      tags,
      access,
      params,
      response: { 200: listEnvelope(templateMenuSchema) },
      handler: async (request) =>
        list((await template(request.params.templateId)).menus.map((menu, index) => ({ id: menu.ref ?? index + 1, name: menu.name, position: menu.position, items: menu.items }))),
    }),
    defineRoute({
      method: 'PUT',
      url: '/admin-templates/:templateId/settings',
      summary: 'Save the settings a website made from the template starts with (title, description, language, favicon, owner, business, socials, legal links)',
      tags,
      access,
      params,
      body: landingSettingsBodySchema,
      response: { 200: dataEnvelope(templateSettingsSchema).extend({ message: z.string(), success: z.boolean() }) },
      handler: async (request) => {
        const { title, description, ...settings } = request.body;
        const saved = await changeContent(db, request.params.templateId, (content) => {
          content.title = title;
          content.description = description;
          content.settings = { ...content.settings, ...settings };
          return { title, description, settings: content.settings };
        });
        return { data: saved, message: 'Settings saved.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/admin-templates/:templateId/convert',
      summary: "Upgrade every page design of the template to the current document schema, migrating element props through their plugins",
      tags,
      access,
      params,
      response: { 200: convertEditorResultSchema },
      handler: async (request) => {
        const converted = await changeContent(db, request.params.templateId, (content) => {
          let count = 0;
          for (const page of content.pages) {
            const upgraded = upgradedDesign(registry, ALL_PREMIUM, page);
            if (!upgraded) continue;
            page.design = upgraded;
            page.version += 1;
            count += 1;
          }
          return count;
        });
        return { data: { pages_converted: converted, schema_version: CURRENT_SCHEMA_VERSION }, message: 'Template converted to the current editor.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/admin-templates/import/landing/:uniqueId/unique-id',
      summary: "Make a new (unpublished) site template from a shared website, by the website's share id (404 unless its sharing is on): its pages, forms, menus and settings",
      tags,
      access,
      params: importPageParamsSchema.pick({ uniqueId: true }),
      response: { 201: savedAdminTemplateSchema },
      handler: async (request, reply) => {
        const source = await db.selectFrom('landings').selectAll().where('unique_id', '=', request.params.uniqueId).where('sharing', '=', true).executeTakeFirst();
        if (!source) throw notFound('Shared website');
        const content = templateContentSchema.parse(await readSiteContent(db, source));
        const row = await db
          .insertInto('site_templates')
          .values({ name: source.title.slice(0, 120), description: source.description.slice(0, 1000), published: false, content: JSON.stringify(content), created_by: requireUser(request).id })
          .returningAll()
          .executeTakeFirstOrThrow();
        return reply.status(201).send({ data: toAdminTemplate(row), message: 'Template created from the website.', success: true });
      },
    }),
  ];
}

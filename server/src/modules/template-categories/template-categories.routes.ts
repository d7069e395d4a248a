import {
  dataEnvelope,
  listEnvelope,
  publicTemplateCategorySchema,
  publishBlockBodySchema,
  ROLES,
  templateCategoryBodySchema,
  templateCategoryParamsSchema,
  templateCategorySchema,
  type TemplateCategoryKind,
} from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { defineRoute } from '../../http/route-definition.ts';
import {
  categoryView,
  cloneCategory,
  createCategory,
  deleteCategory,
  listCategories,
  listPublicCategories,
  publishCategory,
  renameCategory,
} from './template-categories.service.ts';

const ADMIN = { roles: ['Admin'], tenant: 'none' } as const;
const saved = dataEnvelope(templateCategorySchema).extend({ message: z.string(), success: z.boolean() });
const done = z.object({ message: z.string(), success: z.boolean() });

/** One kind's category routes: the admin's list and changes, and the agencies' published list. */
function categoryRoutes(db: Db, kind: TemplateCategoryKind, adminUrl: string, agencyUrl: string) {
  const noun = kind === 'site' ? 'site template' : 'page template';
  const tags = ['template-categories'];
  const one = `${adminUrl}/:id`;
  return [
    defineRoute({
      method: 'GET',
      url: adminUrl,
      summary: `Every ${noun} category, with how many templates each holds`,
      tags,
      access: ADMIN,
      response: { 200: listEnvelope(templateCategorySchema) },
      handler: async () => {
        const data = await listCategories(db, kind);
        return { data, meta: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: adminUrl,
      summary: `Add a ${noun} category (published)`,
      tags,
      access: ADMIN,
      body: templateCategoryBodySchema,
      response: { 201: saved },
      handler: async (request, reply) => {
        const id = await createCategory(db, kind, request.body.name);
        reply.status(201);
        return { data: await categoryView(db, kind, id), message: 'Category created.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: one,
      summary: `Rename a ${noun} category (its templates follow)`,
      tags,
      access: ADMIN,
      params: templateCategoryParamsSchema,
      body: templateCategoryBodySchema,
      response: { 200: saved },
      handler: async (request) => {
        await renameCategory(db, kind, request.params.id, request.body.name);
        return { data: await categoryView(db, kind, request.params.id), message: 'Category saved.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: one,
      summary: `Delete a ${noun} category (its templates stay, under no category)`,
      tags,
      access: ADMIN,
      params: templateCategoryParamsSchema,
      response: { 200: done },
      handler: async (request) => {
        await deleteCategory(db, kind, request.params.id);
        return { message: 'Category deleted.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: `${one}/publish`,
      summary: `Show a ${noun} category to agencies (\`published: false\` hides it)`,
      tags,
      access: ADMIN,
      params: templateCategoryParamsSchema,
      body: publishBlockBodySchema.optional(),
      response: { 200: saved },
      handler: async (request) => {
        const published = request.body?.published ?? true;
        await publishCategory(db, kind, request.params.id, published);
        return { data: await categoryView(db, kind, request.params.id), message: published ? 'Category published.' : 'Category unpublished.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: `${one}/clone`,
      summary: `Copy a ${noun} category's name and state (no templates move)`,
      tags,
      access: ADMIN,
      params: templateCategoryParamsSchema,
      response: { 201: saved },
      handler: async (request, reply) => {
        const id = await cloneCategory(db, kind, request.params.id);
        reply.status(201);
        return { data: await categoryView(db, kind, id), message: 'Category copied.', success: true };
      },
    }),
    defineRoute({
      method: 'GET',
      url: agencyUrl,
      summary: `The published ${noun} categories with how many published templates each holds, for the template pickers`,
      tags,
      // The same readers as the template lists they filter.
      access: { roles: ROLES, tenant: 'none' },
      response: { 200: listEnvelope(publicTemplateCategorySchema) },
      handler: async () => {
        const data = await listPublicCategories(db, kind);
        return { data, meta: { total: data.length } };
      },
    }),
  ];
}

/** Spec §7 /admin-template-categories, /admin-page-template-categories, /template-categories, /page-template-categories. */
export function templateCategoriesRoutes(db: Db) {
  return [
    ...categoryRoutes(db, 'site', '/admin-template-categories', '/template-categories'),
    ...categoryRoutes(db, 'page', '/admin-page-template-categories', '/page-template-categories'),
  ];
}

import {
  createBlogPostBodySchema,
  dataEnvelope,
  listEnvelope,
  publicTemplateBlogSchema,
  publicTemplatePageParamsSchema,
  publicTemplatePageSchema,
  publicTemplateParamsSchema,
  putDesignBodySchema,
  putDesignResponseSchema,
  savedTemplateBlogSchema,
  templateBlogParamsSchema,
  templateBlogSchema,
  templateBlogWithDesignSchema,
  templateParamsSchema,
  updateBlogPostBodySchema,
} from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import {
  addTemplateBlog,
  changeContent,
  contentOf,
  deleteTemplateBlog,
  requireTemplate,
  requireTemplateBlog,
  requireTemplatePage,
  saveTemplateBlogDesign,
  toTemplateBlog,
  toTemplateBlogWithDesign,
  toTemplatePageWithDesign,
  updateTemplateBlog,
} from './admin-templates.service.ts';

const access = { roles: ['Admin'], tenant: 'none' } as const;
const tags = ['admin-templates'];
const done = z.object({ message: z.string(), success: z.boolean() });

/** A published template's content, or 404 for a draft as for a template that does not exist. */
async function publishedContent(db: Db, id: number) {
  const row = await db.selectFrom('site_templates').selectAll().where('id', '=', id).where('published', '=', true).executeTakeFirst();
  if (!row) throw notFound('Template');
  return contentOf(row);
}

/**
 * A site template's blog posts (spec §2 /admin/templates/{templateId}/blog, §7 /admin-templates/…/blogs):
 * a website made from the template starts with them as drafts. And the public reads of a
 * published template that its previews use (§7 /public/admin-templates).
 */
export function templateBlogsRoutes(db: Db, registry: ElementRegistry) {
  const blogsOf = async (templateId: number) => contentOf(await requireTemplate(db, templateId)).blogs;
  return [
    defineRoute({
      method: 'GET',
      url: '/admin-templates/:templateId/blogs',
      summary: "The template's blog posts, in order",
      tags,
      access,
      params: templateParamsSchema,
      response: { 200: listEnvelope(templateBlogSchema) },
      handler: async (request) => {
        const data = (await blogsOf(request.params.templateId)).map(toTemplateBlog);
        return { data, meta: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/admin-templates/:templateId/blogs',
      summary: 'Add a blog post to the template (empty design; its address from the title unless given)',
      tags,
      access,
      params: templateParamsSchema,
      body: createBlogPostBodySchema,
      response: { 201: savedTemplateBlogSchema },
      handler: async (request, reply) => {
        const blog = await changeContent(db, request.params.templateId, (content) => addTemplateBlog(content, request.body));
        return reply.status(201).send({ data: toTemplateBlog(blog), message: 'Blog post created.', success: true });
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/admin-templates/:templateId/blogs/:blogId',
      summary: "A template's blog post with its design and version",
      tags,
      access,
      params: templateBlogParamsSchema,
      response: { 200: dataEnvelope(templateBlogWithDesignSchema) },
      handler: async (request) => ({
        data: toTemplateBlogWithDesign(requireTemplateBlog(contentOf(await requireTemplate(db, request.params.templateId)), request.params.blogId)),
      }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/admin-templates/:templateId/blogs/:blogId',
      summary: "Change a template post's title, address, excerpt, image or author",
      tags,
      access,
      params: templateBlogParamsSchema,
      body: updateBlogPostBodySchema,
      response: { 200: savedTemplateBlogSchema },
      handler: async (request) => {
        const blog = await changeContent(db, request.params.templateId, (content) => updateTemplateBlog(content, request.params.blogId, request.body));
        return { data: toTemplateBlog(blog), message: 'Blog post saved.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/admin-templates/:templateId/blogs/:blogId/design',
      summary: "Save a template post's design from the designer; refused with 409 when `version` is not the post's",
      tags,
      access,
      params: templateBlogParamsSchema,
      body: putDesignBodySchema,
      response: { 200: putDesignResponseSchema },
      handler: async (request) => {
        const { version, shouldReload } = await changeContent(db, request.params.templateId, (content) =>
          saveTemplateBlogDesign(registry, content, request.params.blogId, request.body),
        );
        return { data: { version }, shouldReload };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/admin-templates/:templateId/blogs/:blogId',
      summary: "Delete a template's blog post",
      tags,
      access,
      params: templateBlogParamsSchema,
      response: { 200: done },
      handler: async (request) => {
        await changeContent(db, request.params.templateId, (content) => deleteTemplateBlog(content, request.params.blogId));
        return { message: 'Blog post deleted.', success: true };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/public/admin-templates/:id/blogs',
      summary: "A published template's blog posts, without designs (no token: what its previews list)",
      tags,
      access: { roles: 'public', tenant: 'none' },
      params: publicTemplateParamsSchema,
      response: { 200: listEnvelope(publicTemplateBlogSchema) },
      handler: async (request) => {
        const data = (await publishedContent(db, request.params.id)).blogs.map((blog) => {
          const { version: _version, ...shown } = toTemplateBlog(blog);
          return shown;
        });
        return { data, meta: { total: data.length } };
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
        const { version: _version, ...page } = toTemplatePageWithDesign(requireTemplatePage(await publishedContent(db, request.params.id), request.params.pageId));
        return { data: page };
      },
    }),
  ];
}

import {
  AGENCY_ROLES,
  blogPostParamsSchema,
  blogPostSavedSchema,
  blogPostSchema,
  blogPostWithDesignSchema,
  contentListQuerySchema,
  createBlogPostBodySchema,
  dataEnvelope,
  idSchema,
  listEnvelope,
  messageSchema,
  putDesignBodySchema,
  putDesignResponseSchema,
  updateBlogPostBodySchema,
  blogPostPublishedSchema,
  publishedMessage,
} from '@tessera/core';
import { listContentItems } from '@tessera/sdk';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { BlogPostRow } from '../../db/schema-site-content.ts';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { grantsFor } from '../agencies/agency-grants.ts';
import type { PublishingDeps } from '../pages/pages.service.ts';
import { toBlogPost, toBlogPostWithDesign } from './blog-post-view.ts';
import {
  createBlogPost,
  deleteBlogPost,
  publishBlogPost,
  requireBlogPost,
  saveBlogPostDesign,
  unpublishBlogPost,
  updateBlogPost,
} from './blog.service.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const access = (permission: 'blog.view' | 'blog.create' | 'blog.publish' | 'blog.delete') => ({ roles: ROLES, tenant: 'landing', permission }) as const;

/** A website's blog posts: written and designed in the dashboard, served at /blog and /blog/{unique_name} once published. */
export function blogRoutes(db: Db, registry: ElementRegistry, publishing: PublishingDeps) {
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/blogs',
      summary: "A website's blog posts, newest first, a page at a time; `search` matches title or address",
      tags: ['blog'],
      access: access('blog.view'),
      params: z.object({ id: idSchema }),
      query: contentListQuerySchema,
      response: { 200: listEnvelope(blogPostSchema) },
      handler: async (request) => {
        const { rows, total } = await listContentItems<BlogPostRow>(db, 'blog_posts', requireLanding(request).id, request.query);
        return { data: rows.map(toBlogPost), meta: { total } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/blogs',
      summary: 'Write a draft post; its address comes from the title when `unique_name` is left out',
      tags: ['blog'],
      access: access('blog.create'),
      params: z.object({ id: idSchema }),
      body: createBlogPostBodySchema,
      response: { 201: blogPostSavedSchema },
      handler: async (request, reply) => {
        const post = await createBlogPost(db, requireLanding(request), request.body);
        return reply.status(201).send({ data: toBlogPost(post), message: 'Blog post created.', success: true });
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/blogs/:blogId',
      summary: 'A blog post with its draft design and version',
      tags: ['blog'],
      access: access('blog.view'),
      params: blogPostParamsSchema,
      response: { 200: dataEnvelope(blogPostWithDesignSchema) },
      handler: async (request) => ({ data: toBlogPostWithDesign(await requireBlogPost(db, requireLanding(request), request.params.blogId)) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/blogs/:blogId',
      summary: "Change a post's title, address (unique on the website), excerpt, image or author",
      tags: ['blog'],
      access: access('blog.create'),
      params: blogPostParamsSchema,
      body: updateBlogPostBodySchema,
      response: { 200: blogPostSavedSchema },
      handler: async (request) => {
        const post = await updateBlogPost(publishing, requireLanding(request), request.params.blogId, request.body);
        return { data: toBlogPost(post), message: 'Blog post saved.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/blogs/:blogId',
      summary: 'Delete a post; a published one leaves the blog at once',
      tags: ['blog'],
      access: access('blog.delete'),
      params: blogPostParamsSchema,
      response: { 200: messageSchema },
      handler: async (request) => {
        await deleteBlogPost(publishing, requireLanding(request), request.params.blogId);
        return { message: 'Blog post deleted.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/blogs/:blogId/design',
      summary: "Save a post's draft design; refused with 409 when `version` is not the stored one",
      tags: ['blog'],
      access: access('blog.create'),
      params: blogPostParamsSchema,
      body: putDesignBodySchema,
      response: { 200: putDesignResponseSchema },
      handler: async (request) => {
        const landing = requireLanding(request);
        const grants = await grantsFor(db, requireUser(request), landing.agency_id);
        const { version, shouldReload } = await saveBlogPostDesign(db, registry, grants, landing, request.params.blogId, request.body);
        return { data: { version }, shouldReload };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/blogs/:blogId/publish',
      summary: "Publish the post's current design at /blog/{unique_name} and list it on /blog",
      tags: ['blog'],
      access: access('blog.publish'),
      params: blogPostParamsSchema,
      response: { 200: blogPostPublishedSchema },
      handler: async (request) => {
        const { post, leftOut } = await publishBlogPost(publishing, requireLanding(request), request.params.blogId);
        return { data: toBlogPost(post), message: publishedMessage('Blog post published.', leftOut), success: true, left_out: leftOut };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/blogs/:blogId/unpublish',
      summary: 'Take the post off the blog; its address answers 404 until it is published again',
      tags: ['blog'],
      access: access('blog.publish'),
      params: blogPostParamsSchema,
      response: { 200: blogPostSavedSchema },
      handler: async (request) => {
        const post = await unpublishBlogPost(publishing, requireLanding(request), request.params.blogId);
        return { data: toBlogPost(post), message: 'Blog post unpublished.', success: true };
      },
    }),
  ];
}

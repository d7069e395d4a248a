import {
  createBlogPostBodySchema,
  defineAppRoute,
  putDesignBodySchema,
  putDesignResponseSchema,
  SiteTemplatesToken,
  updateBlogPostBodySchema,
  z,
  type AnyAppRoute,
  type AppRouteAccess,
  type AppServerContext,
} from '@tessera/sdk';
import {
  publicTemplateParamsSchema,
  publicTemplatePostSchema,
  templateParamsSchema,
  templatePostListSchema,
  templatePostParamsSchema,
  templatePostSavedSchema,
  templatePostWithDesignSchema,
} from '../template-post-schemas.ts';
import {
  addTemplatePost,
  deleteTemplatePost,
  requireTemplatePost,
  saveTemplatePostDesign,
  templatePostsPart,
  toTemplatePost,
  updateTemplatePost,
  type TemplatePosts,
} from './template-posts.ts';

const admin: AppRouteAccess = { roles: ['Admin'], tenant: 'none' };
const message = z.object({ message: z.string(), success: z.boolean() });
const templates = (context: AppServerContext) => context.services.resolve(SiteTemplatesToken);
const postsOf = (context: AppServerContext, templateId: number, options?: { publishedOnly: boolean }) => templates(context).read(templatePostsPart, templateId, options);
const changePosts = <R>(context: AppServerContext, templateId: number, change: (part: TemplatePosts) => R | Promise<R>) => templates(context).change(templatePostsPart, templateId, change);

/**
 * A site template's blog posts (spec §2 /admin/templates/{templateId}/blog, §7 /admin-templates/…/blogs):
 * a website made from the template starts with them as drafts. And the public read of a
 * published template's posts that its previews list (§7 /public/admin-templates/{id}/blogs).
 */
export const templatePostRoutes: readonly AnyAppRoute[] = [
  defineAppRoute({
    method: 'GET',
    url: '/admin-templates/:templateId/blogs',
    summary: "The template's blog posts, in order",
    access: admin,
    params: templateParamsSchema,
    response: { 200: templatePostListSchema },
    handler: async ({ params }, context) => {
      const data = (await postsOf(context, params.templateId)).posts.map(toTemplatePost);
      return { data, meta: { total: data.length } };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/admin-templates/:templateId/blogs',
    summary: 'Add a blog post to the template (empty design; its address from the title unless given)',
    access: admin,
    params: templateParamsSchema,
    body: createBlogPostBodySchema,
    response: { 201: templatePostSavedSchema },
    handler: async ({ params, body, reply }, context) => {
      const post = await changePosts(context, params.templateId, (part) => addTemplatePost(context, part, body));
      reply.status(201);
      return { data: toTemplatePost(post), message: 'Blog post created.', success: true };
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/admin-templates/:templateId/blogs/:blogId',
    summary: "A template's blog post with its design and version",
    access: admin,
    params: templatePostParamsSchema,
    response: { 200: z.object({ data: templatePostWithDesignSchema }) },
    handler: async ({ params }, context) => {
      const post = requireTemplatePost(await postsOf(context, params.templateId), params.blogId);
      return { data: { ...toTemplatePost(post), design: post.design } };
    },
  }),
  defineAppRoute({
    method: 'PUT',
    url: '/admin-templates/:templateId/blogs/:blogId',
    summary: "Change a template post's title, address, excerpt, image or author",
    access: admin,
    params: templatePostParamsSchema,
    body: updateBlogPostBodySchema,
    response: { 200: templatePostSavedSchema },
    handler: async ({ params, body }, context) => {
      const post = await changePosts(context, params.templateId, (part) => updateTemplatePost(part, params.blogId, body));
      return { data: toTemplatePost(post), message: 'Blog post saved.', success: true };
    },
  }),
  defineAppRoute({
    method: 'PUT',
    url: '/admin-templates/:templateId/blogs/:blogId/design',
    summary: "Save a template post's design from the designer; refused with 409 when `version` is not the post's",
    access: admin,
    params: templatePostParamsSchema,
    body: putDesignBodySchema,
    response: { 200: putDesignResponseSchema },
    handler: async ({ params, body }, context) => {
      const { version, shouldReload } = await changePosts(context, params.templateId, (part) => saveTemplatePostDesign(context, part, params.blogId, body));
      return { data: { version }, shouldReload };
    },
  }),
  defineAppRoute({
    method: 'DELETE',
    url: '/admin-templates/:templateId/blogs/:blogId',
    summary: "Delete a template's blog post",
    access: admin,
    params: templatePostParamsSchema,
    response: { 200: message },
    handler: async ({ params }, context) => {
      await changePosts(context, params.templateId, (part) => deleteTemplatePost(part, params.blogId));
      return { message: 'Blog post deleted.', success: true };
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/public/admin-templates/:id/blogs',
    summary: "A published template's blog posts, without designs (no token: what its previews list)",
    access: { roles: 'public', tenant: 'none' },
    params: publicTemplateParamsSchema,
    response: { 200: z.object({ data: z.array(publicTemplatePostSchema), meta: z.object({ total: z.number().int() }) }) },
    handler: async ({ params }, context) => {
      const data = (await postsOf(context, params.id, { publishedOnly: true })).posts.map((post) => {
        const { version: _version, ...shown } = toTemplatePost(post);
        return shown;
      });
      return { data, meta: { total: data.length } };
    },
  }),
];

import {
  AGENCY_ROLES,
  blogPostSavedSchema,
  blogPostWithDesignSchema,
  createBlogPostBodySchema,
  defineAppRoute,
  DesignedDocumentsToken,
  importPageParamsSchema,
  leftOutElementSchema,
  putDesignBodySchema,
  putDesignResponseSchema,
  updateBlogPostBodySchema,
  z,
  type AnyAppRoute,
  type AppLanding,
  type AppRouteAccess,
} from '@tessera/sdk';
import { adminPostParamsSchema, adminPostSavedSchema, adminPostSchema, publicAdminPostSchema, shareParamsSchema } from '../admin-post-schemas.ts';
import {
  cloneAdminPost,
  copyIntoAdminPosts,
  createAdminPost,
  deleteAdminPost,
  listAdminPosts,
  requireAdminPost,
  requireSharedAdminPost,
  saveAdminPostDesign,
  setAdminPostPublished,
  toAdminPost,
  updateAdminPost,
} from './admin-post-store.ts';
import { copyBlogPost, requireSharedBlogPost, toBlogPost } from './blog-store.ts';

const admin: AppRouteAccess = { roles: ['Admin'], tenant: 'none' };
const message = z.object({ message: z.string(), success: z.boolean() });
const checked = (landing: AppLanding | null): AppLanding => landing!;
const saved = (data: Parameters<typeof toAdminPost>[0], words: string) => ({ data: toAdminPost(data), message: words, success: true });

/** The admin's own posts (spec §7 /admin-blogs): written and designed like a website's, shared with agencies by their share id. */
export const adminPostRoutes: readonly AnyAppRoute[] = [
  defineAppRoute({
    method: 'GET',
    url: '/admin-blogs',
    summary: "The admin's posts, newest first",
    access: admin,
    response: { 200: z.object({ data: z.array(adminPostSchema) }) },
    handler: async (_call, context) => ({ data: (await listAdminPosts(context)).map(toAdminPost) }),
  }),
  defineAppRoute({
    method: 'POST',
    url: '/admin-blogs',
    summary: 'Write a draft admin post',
    access: admin,
    body: createBlogPostBodySchema.omit({ unique_name: true }),
    response: { 201: adminPostSavedSchema },
    handler: async ({ body, reply }, context) => {
      reply.status(201);
      return saved(await createAdminPost(context, body), 'Blog post created.');
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/admin-blogs/:blogId',
    summary: 'An admin post with its draft design and version',
    access: admin,
    params: adminPostParamsSchema,
    response: { 200: z.object({ data: adminPostSchema.extend({ design: blogPostWithDesignSchema.shape.design }) }) },
    handler: async ({ params }, context) => {
      const post = await requireAdminPost(context, params.blogId);
      return { data: { ...toAdminPost(post), design: post.design as z.infer<typeof blogPostWithDesignSchema>['design'] } };
    },
  }),
  defineAppRoute({
    method: 'PUT',
    url: '/admin-blogs/:blogId',
    summary: "Change an admin post's title, excerpt, image or author",
    access: admin,
    params: adminPostParamsSchema,
    body: updateBlogPostBodySchema.omit({ unique_name: true }),
    response: { 200: adminPostSavedSchema },
    handler: async ({ params, body }, context) => saved(await updateAdminPost(context, params.blogId, body), 'Blog post saved.'),
  }),
  defineAppRoute({
    method: 'DELETE',
    url: '/admin-blogs/:blogId',
    summary: 'Delete an admin post; copies agencies imported stay theirs',
    access: admin,
    params: adminPostParamsSchema,
    response: { 200: message },
    handler: async ({ params }, context) => {
      await deleteAdminPost(context, params.blogId);
      return { message: 'Blog post deleted.', success: true };
    },
  }),
  defineAppRoute({
    method: 'PUT',
    url: '/admin-blogs/:blogId/design',
    summary: "Save an admin post's draft design; refused with 409 when `version` is not the stored one",
    access: admin,
    params: adminPostParamsSchema,
    body: putDesignBodySchema,
    response: { 200: putDesignResponseSchema },
    handler: async ({ params, body }, context) => {
      const { version, shouldReload } = await saveAdminPostDesign(context, params.blogId, body);
      return { data: { version }, shouldReload };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/admin-blogs/:blogId/publish',
    summary: 'Share the post as it is designed now: agencies may import it and anyone may read it',
    access: admin,
    params: adminPostParamsSchema,
    response: { 200: adminPostSavedSchema.extend({ left_out: z.array(leftOutElementSchema) }) },
    handler: async ({ params }, context) => ({ ...saved(await setAdminPostPublished(context, params.blogId, true), 'Blog post published.'), left_out: [] }),
  }),
  defineAppRoute({
    method: 'POST',
    url: '/admin-blogs/:blogId/unpublish',
    summary: 'Stop sharing the post; copies agencies imported stay theirs',
    access: admin,
    params: adminPostParamsSchema,
    response: { 200: adminPostSavedSchema },
    handler: async ({ params }, context) => saved(await setAdminPostPublished(context, params.blogId, false), 'Blog post unpublished.'),
  }),
  defineAppRoute({
    method: 'POST',
    url: '/admin-blogs/:blogId/clone',
    summary: 'Copy an admin post as a new draft',
    access: admin,
    params: adminPostParamsSchema,
    response: { 201: adminPostSavedSchema },
    handler: async ({ params, reply }, context) => {
      reply.status(201);
      return saved(await cloneAdminPost(context, params.blogId), 'Blog post copied.');
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/admin-blog/:blogId/unique-id',
    summary: "An admin post's share id, for the link agencies import it by",
    access: admin,
    params: adminPostParamsSchema,
    response: { 200: z.object({ data: z.object({ unique_id: z.string() }) }) },
    handler: async ({ params }, context) => ({ data: { unique_id: (await requireAdminPost(context, params.blogId)).unique_id } }),
  }),
  defineAppRoute({
    method: 'GET',
    url: '/public/admin-blogs/:uniqueId',
    summary: 'A shared admin post as anyone may read it: its words and its page (for an `<iframe srcDoc sandbox>`)',
    access: { roles: 'public', tenant: 'none' },
    params: shareParamsSchema,
    response: { 200: publicAdminPostSchema },
    handler: async ({ params }, context) => {
      const post = await requireSharedAdminPost(context, params.uniqueId);
      const html = context.services.resolve(DesignedDocumentsToken).renderHtml(post.published_design, { title: post.title });
      return { data: { title: post.title, description: post.description, image: post.image, author: post.author, published_at: post.published_at!.toISOString(), html } };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/landings/:id/import/admin-blog/:uniqueId/unique-id',
    summary: "Copy a shared admin post (by its share id) into this website's blog as a draft",
    access: { roles: ['Admin', ...AGENCY_ROLES], tenant: 'landing', permission: 'blog.create' },
    params: importPageParamsSchema,
    response: { 201: blogPostSavedSchema },
    handler: async ({ landing, caller, params, reply }, context) => {
      const source = await requireSharedAdminPost(context, params.uniqueId);
      const copy = await copyBlogPost(context, { ...source, design: source.published_design }, checked(landing), caller);
      reply.status(201);
      return { data: toBlogPost(copy), message: 'Blog post imported.', success: true };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/admin-blogs/import/agency-blog/:uniqueId',
    summary: "Copy an agency's shared post (by its share id) into the platform's blog as a draft",
    access: admin,
    params: shareParamsSchema,
    response: { 201: adminPostSavedSchema },
    handler: async ({ params, reply }, context) => {
      const copy = await copyIntoAdminPosts(context, await requireSharedBlogPost(context, params.uniqueId));
      reply.status(201);
      return saved(copy, 'Blog post imported.');
    },
  }),
];

import {
  AGENCY_ROLES,
  blogPostParamsSchema,
  blogPostPublishedSchema,
  blogPostSavedSchema,
  blogPostSchema,
  blogPostWithDesignSchema,
  contentListQuerySchema,
  createBlogPostBodySchema,
  defineAppRoute,
  importPageParamsSchema,
  publishedMessage,
  putDesignBodySchema,
  putDesignResponseSchema,
  SHARE_ROTATED_MESSAGE,
  shareStateEnvelopeSchema,
  shareStateSavedSchema,
  shareSwitchBodySchema,
  shareSwitchedMessage,
  updateBlogPostBodySchema,
  z,
  type AnyAppRoute,
  type AppLanding,
  type AppRouteAccess,
  type PermissionKey,
} from '@tessera/sdk';
import {
  copyBlogPost,
  createBlogPost,
  deleteBlogPost,
  listBlogPosts,
  publishBlogPost,
  requireBlogPost,
  requireSharedBlogPost,
  rotatePostShareId,
  saveBlogPostDesign,
  shareStateOfPost,
  switchPostSharing,
  toBlogPost,
  toBlogPostWithDesign,
  unpublishBlogPost,
  updateBlogPost,
} from './blog-store.ts';
import { shareParamsSchema, sharedPostEnvelope } from '../admin-post-schemas.ts';

const access = (permission: PermissionKey): AppRouteAccess => ({ roles: ['Admin', ...AGENCY_ROLES], tenant: 'landing', permission });
const landingParams = z.object({ id: z.coerce.number().int().positive() });
const message = z.object({ message: z.string(), success: z.boolean() });

// Tenant 'landing' routes are handed the checked website.
const checked = (landing: AppLanding | null): AppLanding => landing!;

/** A website's blog posts: written and designed in the dashboard, served at /blog and /blog/{unique_name} once published. */
export const blogRoutes: readonly AnyAppRoute[] = [
  defineAppRoute({
    method: 'GET',
    url: '/landings/:id/blogs',
    summary: "A website's blog posts, newest first, a page at a time; `search` matches title or address",
    access: access('blog.view'),
    params: landingParams,
    query: contentListQuerySchema,
    response: { 200: z.object({ data: z.array(blogPostSchema), meta: z.object({ total: z.number() }) }) },
    handler: async ({ landing, query }, context) => {
      const { rows, total } = await listBlogPosts(context, checked(landing).id, query);
      return { data: rows.map(toBlogPost), meta: { total } };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/landings/:id/blogs',
    summary: 'Write a draft post; its address comes from the title when `unique_name` is left out',
    access: access('blog.create'),
    params: landingParams,
    body: createBlogPostBodySchema,
    response: { 201: blogPostSavedSchema },
    handler: async ({ landing, body, reply }, context) => {
      const post = await createBlogPost(context, checked(landing), body);
      reply.status(201);
      return { data: toBlogPost(post), message: 'Blog post created.', success: true };
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/landings/:id/blogs/:blogId',
    summary: 'A blog post with its draft design and version',
    access: access('blog.view'),
    params: blogPostParamsSchema,
    response: { 200: z.object({ data: blogPostWithDesignSchema }) },
    handler: async ({ landing, params }, context) => ({ data: toBlogPostWithDesign(await requireBlogPost(context, checked(landing), params.blogId)) }),
  }),
  defineAppRoute({
    method: 'PUT',
    url: '/landings/:id/blogs/:blogId',
    summary: "Change a post's title, address (unique on the website), excerpt, image or author",
    access: access('blog.create'),
    params: blogPostParamsSchema,
    body: updateBlogPostBodySchema,
    response: { 200: blogPostSavedSchema },
    handler: async ({ landing, params, body }, context) => {
      const post = await updateBlogPost(context, checked(landing), params.blogId, body);
      return { data: toBlogPost(post), message: 'Blog post saved.', success: true };
    },
  }),
  defineAppRoute({
    method: 'DELETE',
    url: '/landings/:id/blogs/:blogId',
    summary: 'Delete a post; a published one leaves the blog at once',
    access: access('blog.delete'),
    params: blogPostParamsSchema,
    response: { 200: message },
    handler: async ({ landing, params }, context) => {
      await deleteBlogPost(context, checked(landing), params.blogId);
      return { message: 'Blog post deleted.', success: true };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/landings/:id/blog/:blogId/clone',
    summary: 'Copy a blog post of this website as a new draft (its draft design, a title and address of its own)',
    access: access('blog.create'),
    params: blogPostParamsSchema,
    response: { 201: blogPostSavedSchema },
    handler: async ({ landing, caller, params, reply }, context) => {
      const source = await requireBlogPost(context, checked(landing), params.blogId);
      const copy = await copyBlogPost(context, source, checked(landing), caller);
      reply.status(201);
      return { data: toBlogPost(copy), message: 'Blog post copied.', success: true };
    },
  }),
  defineAppRoute({
    method: 'GET',
    url: '/agency-blog/:id/unique-id',
    summary: "A blog post's share state by the post's own id (its website must be in the caller's reach): `sharing` and, only while it is on, the share id (`unique_id`, null while off)",
    access: { roles: ['Admin', ...AGENCY_ROLES], tenant: 'none' },
    params: landingParams,
    response: { 200: shareStateEnvelopeSchema },
    handler: async ({ caller, params }, context) => ({ data: await shareStateOfPost(context, caller!, params.id) }),
  }),
  defineAppRoute({
    method: 'PUT',
    url: '/landings/:id/blogs/:blogId/sharing',
    summary: 'Switch sharing the post by link on or off; while off, imports by its id answer 404 (switching on again brings the same id back)',
    access: access('blog.share'),
    params: blogPostParamsSchema,
    body: shareSwitchBodySchema,
    response: { 200: shareStateSavedSchema },
    handler: async ({ landing, params, body }, context) => ({
      data: await switchPostSharing(context, checked(landing), params.blogId, body.sharing),
      message: shareSwitchedMessage(body.sharing),
      success: true,
    }),
  }),
  defineAppRoute({
    method: 'POST',
    url: '/landings/:id/blogs/:blogId/sharing/rotate',
    summary: 'A new share id for the post: the old link answers 404 from now on; 409 while sharing is off',
    access: access('blog.share'),
    params: blogPostParamsSchema,
    response: { 200: shareStateSavedSchema },
    handler: async ({ landing, params }, context) => ({ data: await rotatePostShareId(context, checked(landing), params.blogId), message: SHARE_ROTATED_MESSAGE, success: true }),
  }),
  defineAppRoute({
    method: 'GET',
    url: '/agency-blog/shared/:uniqueId',
    summary: 'What a share link of a blog post offers while its sharing is on, to anyone holding the link: its title, excerpt, image and author (the share id is the secret)',
    access: { roles: 'public', tenant: 'none' },
    params: shareParamsSchema,
    response: { 200: sharedPostEnvelope },
    handler: async ({ params }, context) => {
      const { title, description, image, author } = await requireSharedBlogPost(context, params.uniqueId);
      return { data: { title, description, image, author } };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/landings/:id/import/agency-blog/:uniqueId/unique-id',
    summary: 'Copy a shared blog post (by its share id) into this website as a new draft post',
    access: access('blog.create'),
    params: importPageParamsSchema,
    response: { 201: blogPostSavedSchema },
    handler: async ({ landing, caller, params, reply }, context) => {
      const source = await requireSharedBlogPost(context, params.uniqueId);
      const copy = await copyBlogPost(context, source, checked(landing), caller);
      reply.status(201);
      return { data: toBlogPost(copy), message: 'Blog post imported.', success: true };
    },
  }),
  defineAppRoute({
    method: 'PUT',
    url: '/landings/:id/blogs/:blogId/design',
    summary: "Save a post's draft design; refused with 409 when `version` is not the stored one",
    access: access('blog.create'),
    params: blogPostParamsSchema,
    body: putDesignBodySchema,
    response: { 200: putDesignResponseSchema },
    handler: async ({ landing, caller, params, body }, context) => {
      const { version, shouldReload } = await saveBlogPostDesign(context, checked(landing), caller, params.blogId, body);
      return { data: { version }, shouldReload };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/landings/:id/blogs/:blogId/publish',
    summary: "Publish the post's current design at /blog/{unique_name} and list it on /blog",
    access: access('blog.publish'),
    params: blogPostParamsSchema,
    response: { 200: blogPostPublishedSchema },
    handler: async ({ landing, params }, context) => {
      const { post, leftOut } = await publishBlogPost(context, checked(landing), params.blogId);
      return { data: toBlogPost(post), message: publishedMessage('Blog post published.', leftOut), success: true, left_out: leftOut };
    },
  }),
  defineAppRoute({
    method: 'POST',
    url: '/landings/:id/blogs/:blogId/unpublish',
    summary: 'Take the post off the blog; its address answers 404 until it is published again',
    access: access('blog.publish'),
    params: blogPostParamsSchema,
    response: { 200: blogPostSavedSchema },
    handler: async ({ landing, params }, context) => {
      const post = await unpublishBlogPost(context, checked(landing), params.blogId);
      return { data: toBlogPost(post), message: 'Blog post unpublished.', success: true };
    },
  }),
];

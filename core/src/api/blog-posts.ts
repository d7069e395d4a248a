import { z } from 'zod';
import { leftOutElementSchema } from './left-out-elements.ts';
import { pageDocumentSchema } from '../document/page-document.ts';
import { contentImageSchema, contentSlugSchema } from './site-content-fields.ts';

/** A website's blog posts (spec §7 "blogs"): designed like pages, published to /blog/{unique_name}. */

export const blogPostSchema = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  title: z.string(),
  unique_name: z.string(),
  /** The excerpt shown on the blog index and in the post's description meta. */
  description: z.string(),
  image: z.string(),
  author: z.string(),
  version: z.number().int(),
  published_version: z.number().int().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A post as POST, PUT, publish and unpublish answer it. */
export const blogPostSavedSchema = z.object({ data: blogPostSchema, message: z.string(), success: z.boolean() });
/** A publish answer also names the elements left out because their plugin failed to render them. */
export const blogPostPublishedSchema = blogPostSavedSchema.extend({ left_out: z.array(leftOutElementSchema) });

export const blogPostWithDesignSchema = blogPostSchema.extend({ design: pageDocumentSchema });
export type BlogPostWithDesign = z.infer<typeof blogPostWithDesignSchema>;

export const blogPostParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  blogId: z.coerce.number().int().positive(),
});

export const createBlogPostBodySchema = z.object({
  title: z.string({ error: 'The title field is required.' }).trim().min(1, 'The title field is required.').max(200, 'The title may not be longer than 200 characters.'),
  /** The post's address under /blog/; derived from the title when left out. */
  unique_name: contentSlugSchema.optional(),
  description: z.string().trim().max(1000, 'The description may not be longer than 1000 characters.').default(''),
  image: contentImageSchema.default(''),
  author: z.string().trim().max(200, 'The author may not be longer than 200 characters.').default(''),
});
export type CreateBlogPostBody = z.infer<typeof createBlogPostBodySchema>;

export const updateBlogPostBodySchema = z.object({
  title: z.string().trim().min(1, 'The title field is required.').max(200, 'The title may not be longer than 200 characters.').optional(),
  unique_name: contentSlugSchema.optional(),
  description: z.string().trim().max(1000, 'The description may not be longer than 1000 characters.').optional(),
  image: contentImageSchema.optional(),
  author: z.string().trim().max(200, 'The author may not be longer than 200 characters.').optional(),
});
export type UpdateBlogPostBody = z.infer<typeof updateBlogPostBodySchema>;

export const BLOG_SLUG_TAKEN_MESSAGE = 'Another post of this website already has this address.';

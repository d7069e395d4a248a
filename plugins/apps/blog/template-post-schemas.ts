import { blogPostWithDesignSchema, idSchema, z } from '@tessera/sdk';

/**
 * A blog post of a site template (spec §2 /admin/templates/{templateId}/blog): a website made
 * from the template starts with it as a draft post. Its id is its number within the template.
 */
export const templatePostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  unique_name: z.string(),
  description: z.string(),
  image: z.string(),
  author: z.string(),
  version: z.number().int(),
});
export type TemplatePost = z.infer<typeof templatePostSchema>;
export const templatePostWithDesignSchema = templatePostSchema.extend({ design: blogPostWithDesignSchema.shape.design });
export const templatePostSavedSchema = z.object({ data: templatePostSchema, message: z.string(), success: z.boolean() });
export const templatePostListSchema = z.object({ data: z.array(templatePostSchema), meta: z.object({ total: z.number().int() }) });
export const templateParamsSchema = z.object({ templateId: idSchema });
export const templatePostParamsSchema = z.object({ templateId: idSchema, blogId: idSchema });

/** GET /public/admin-templates/{id}/blogs: a published template's posts, without their designs. */
export const publicTemplatePostSchema = templatePostSchema.omit({ version: true });
export const publicTemplateParamsSchema = z.object({ id: idSchema });

import { blogPostSchema, blogPostWithDesignSchema, idSchema, z } from '@tessera/sdk';

/**
 * A blog post of a site template (spec §2 /admin/templates/{templateId}/blog): a website made
 * from the template starts with it as a draft post. Its id is its number within the template.
 */
export const templatePostSchema = blogPostSchema.pick({ id: true, title: true, unique_name: true, description: true, image: true, author: true, version: true });
export type TemplatePost = z.infer<typeof templatePostSchema>;
export const templatePostWithDesignSchema = templatePostSchema.extend({ design: blogPostWithDesignSchema.shape.design });
export const templatePostSavedSchema = z.object({ data: templatePostSchema, message: z.string(), success: z.boolean() });
export const templatePostListSchema = z.object({ data: z.array(templatePostSchema), meta: z.object({ total: z.number().int() }) });
export const templateParamsSchema = z.object({ templateId: idSchema });
export const templatePostParamsSchema = z.object({ templateId: idSchema, blogId: idSchema });

/** GET /public/admin-templates/{id}/blogs: a published template's posts, without their designs. */
export const publicTemplatePostSchema = templatePostSchema.omit({ version: true });
export const publicTemplateParamsSchema = z.object({ id: idSchema });

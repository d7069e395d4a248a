import { blogPostSchema, importPageParamsSchema, z } from '@tessera/sdk';

/** An admin's post as lists show it: a blog post of no website, with its share id. */
export const adminPostSchema = blogPostSchema.omit({ landing_id: true, unique_name: true, published_version: true }).extend({ unique_id: z.string() });
export type AdminPost = z.infer<typeof adminPostSchema>;
export const adminPostSavedSchema = z.object({ data: adminPostSchema, message: z.string(), success: z.boolean() });
export const adminPostParamsSchema = z.object({ blogId: z.coerce.number().int().positive() });
/** A share id alone in the path, checked as the imports check theirs. */
export const shareParamsSchema = importPageParamsSchema.pick({ uniqueId: true });
/** A shared post as its share link shows it before it is copied. */
export const sharedPostSchema = z.object({ title: z.string(), description: z.string(), image: z.string(), author: z.string() });
export const sharedPostEnvelope = z.object({ data: sharedPostSchema });
/** A published admin post as anyone may read it: its words and the page drawn from its design. */
export const publicAdminPostSchema = z.object({ data: sharedPostSchema.extend({ published_at: z.string(), html: z.string() }) });

import { z } from 'zod';
import { pageDocumentSchema } from '../document/page-document.ts';

/**
 * The admin's page templates (spec §7 /admin-page-templates): designed in the designer, offered
 * to every agency's "create page from template" once published (GET /page-templates).
 */

export const PAGE_TEMPLATE_NAME_REQUIRED_MESSAGE = 'The name field is required.';

const name = z
  .string({ error: PAGE_TEMPLATE_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, PAGE_TEMPLATE_NAME_REQUIRED_MESSAGE)
  .max(120, 'The name may not be longer than 120 characters.');
/** The label of its category (GET /page-template-categories); a new label adds the category. */
const category = z.string({ error: 'The category must be text.' }).trim().max(60, 'The category may not be longer than 60 characters.');

export const adminPageTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type AdminPageTemplate = z.infer<typeof adminPageTemplateSchema>;

export const adminPageTemplateWithDesignSchema = adminPageTemplateSchema.extend({ design: pageDocumentSchema });
export type AdminPageTemplateWithDesign = z.infer<typeof adminPageTemplateWithDesignSchema>;

export const savedAdminPageTemplateSchema = z.object({ data: adminPageTemplateSchema, message: z.string(), success: z.boolean() });

export const pageTemplateParamsSchema = z.object({ pageTemplateId: z.coerce.number().int().positive().max(2 ** 31 - 1) });

/** A new template starts blank (or from `design`, checked like a page's) and unpublished. */
export const createPageTemplateBodySchema = z.object({ name, category: category.default(''), design: z.unknown().optional() });
export type CreatePageTemplateBody = z.input<typeof createPageTemplateBodySchema>;

export const updatePageTemplateBodySchema = z.object({ name: name.optional(), category: category.optional() });
export type UpdatePageTemplateBody = z.infer<typeof updatePageTemplateBodySchema>;

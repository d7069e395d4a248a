import { z } from 'zod';
import { pageDocumentSchema } from '../document/page-document.ts';
import { pageSchema } from './pages.ts';

/**
 * The admin's site templates (spec §7 /admin-templates): websites agencies start from, with
 * pages designed in the designer. Once published they are offered by GET /templates.
 */

const required = 'The name field is required.';
const name = z.string({ error: required }).trim().min(1, required).max(120, 'The name may not be longer than 120 characters.');
const category = z.string({ error: 'The category must be text.' }).trim().max(60, 'The category may not be longer than 60 characters.');
const description = z.string({ error: 'The description must be text.' }).trim().max(1000, 'The description may not be longer than 1000 characters.');
const id = z.coerce.number().int().positive().max(2 ** 31 - 1);

export const adminTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  pages_count: z.number().int(),
  updated_at: z.string(),
});
export type AdminTemplate = z.infer<typeof adminTemplateSchema>;

/** PUT /admin-templates/{id}/settings: what a website made from the template starts with. */
export const templateSettingsSchema = z.object({
  title: z.string(),
  description: z.string(),
  settings: z.record(z.string(), z.unknown()),
});
export type TemplateSettings = z.infer<typeof templateSettingsSchema>;

/** GET /admin-templates/{id}: the template with the settings its websites start with. */
export const adminTemplateDetailSchema = adminTemplateSchema.extend({ site: templateSettingsSchema.optional() });

export const savedAdminTemplateSchema = z.object({ data: adminTemplateSchema, message: z.string(), success: z.boolean() });

export const templateParamsSchema = z.object({ templateId: id });
export const templatePageParamsSchema = z.object({ templateId: id, pageId: id });

/** A new template starts unpublished with one blank home page. */
export const createTemplateBodySchema = z.object({ name, description: description.default(''), category: category.default('') });
export type CreateTemplateBody = z.input<typeof createTemplateBodySchema>;

export const updateTemplateBodySchema = z.object({ name: name.optional(), description: description.optional(), category: category.optional() });
export type UpdateTemplateBody = z.infer<typeof updateTemplateBodySchema>;

/** A page of a template; its id is the page's number within the template (what links and menus name). */
export const adminTemplatePageSchema = pageSchema.pick({ id: true, name: true, unique_name: true, title: true, description: true, is_home: true, version: true });
export type AdminTemplatePage = z.infer<typeof adminTemplatePageSchema>;

export const adminTemplatePageWithDesignSchema = adminTemplatePageSchema.extend({ design: pageDocumentSchema });
export type AdminTemplatePageWithDesign = z.infer<typeof adminTemplatePageWithDesignSchema>;

export const savedAdminTemplatePageSchema = z.object({ data: adminTemplatePageSchema, message: z.string(), success: z.boolean() });

/** A new page of a template: its address comes from the name unless given. Changing one takes updatePageBodySchema, as a website's page does. */
export const createTemplatePageBodySchema = z.object({
  name: z.string({ error: required }).trim().min(1, required).max(200, 'The name may not be longer than 200 characters.'),
  unique_name: z.string().trim().max(100).optional(),
  title: z.string().trim().max(200).default(''),
  description: z.string().trim().max(1000).default(''),
});
export type CreateTemplatePageBody = z.input<typeof createTemplatePageBodySchema>;

/** A template's form and menu as GET /admin-templates/{id}/forms and /menus list them (ids are the template's own refs). */
export const templateFormSchema = z.object({ id: z.number().int(), name: z.string(), config: z.record(z.string(), z.unknown()) });
export const templateMenuSchema = z.object({ id: z.number().int(), name: z.string(), position: z.number().int(), items: z.array(z.record(z.string(), z.unknown())) });

/** GET /public/admin-templates/{id}/pages/{pageId}: a published template's page as its previews draw it. */
export const publicTemplatePageSchema = adminTemplatePageWithDesignSchema.omit({ version: true });
export const publicTemplateParamsSchema = z.object({ id });
export const publicTemplatePageParamsSchema = z.object({ id, pageId: id });

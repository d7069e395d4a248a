import { z } from 'zod';

/**
 * The admin's template categories (spec §7 /admin-template-categories and
 * /admin-page-template-categories): a list per kind. A template names its category by label;
 * an unpublished category is hidden from agencies with its templates still listed under "All".
 */
export const TEMPLATE_CATEGORY_KINDS = ['site', 'page'] as const;
export type TemplateCategoryKind = (typeof TEMPLATE_CATEGORY_KINDS)[number];

export const CATEGORY_NAME_TAKEN_MESSAGE = 'A category with this name already exists.';

const name = z
  .string({ error: 'The name field is required.' })
  .trim()
  .min(1, 'The name field is required.')
  .max(60, 'The name may not be longer than 60 characters.');

export const templateCategoryBodySchema = z.object({ name });
export type TemplateCategoryBody = z.infer<typeof templateCategoryBodySchema>;

export const templateCategoryParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

export const templateCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  published: z.boolean(),
  /** Templates of the kind filed under it, published or not. */
  templates_count: z.number().int(),
  updated_at: z.string(),
});
export type TemplateCategory = z.infer<typeof templateCategorySchema>;

/** A published category as agencies see it: the count is of the published templates in it. */
export const publicTemplateCategorySchema = z.object({ id: z.number().int(), name: z.string(), templates_count: z.number().int() });
export type PublicTemplateCategory = z.infer<typeof publicTemplateCategorySchema>;

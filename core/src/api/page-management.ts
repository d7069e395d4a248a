import { z } from 'zod';

/** Creating, renaming and deleting pages from the dashboard (publishing has its own calls). */

export const PAGE_SOURCES = ['blank', 'template', 'ai'] as const;

export const createPageBodySchema = z
  .object({
    name: z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(200),
    /** The page address; derived from the name when left out. */
    unique_name: z.string().trim().max(100).optional(),
    title: z.string().trim().max(200).default(''),
    description: z.string().trim().max(1000).default(''),
    source: z.enum(PAGE_SOURCES).default('blank'),
    page_template_id: z.number().int().positive().optional(),
    /** What the page is about, for `source: 'ai'` (spec §5: a non-empty prompt). */
    prompt: z.string().trim().max(2000).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.source === 'template' && body.page_template_id === undefined) ctx.addIssue({ code: 'custom', path: ['page_template_id'], message: 'Choose a page template.' });
    if (body.source === 'ai' && !body.prompt) ctx.addIssue({ code: 'custom', path: ['prompt'], message: 'The prompt field is required.' });
  });
export type CreatePageBody = z.infer<typeof createPageBodySchema>;

export const updatePageBodySchema = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(200).optional(),
  unique_name: z.string().trim().min(1, 'The unique name field is required.').max(100).optional(),
  title: z.string().trim().max(200).optional(),
  description: z.string().trim().max(1000).optional(),
});
export type UpdatePageBody = z.infer<typeof updatePageBodySchema>;

/** GET /pages/list: what a page picker needs. */
export const pageListItemSchema = z.object({ id: z.number().int(), name: z.string(), unique_name: z.string(), is_home: z.boolean() });
/** GET /pages/all: the picker entries plus whether each is on the site. */
export const pageAllItemSchema = pageListItemSchema.extend({ title: z.string(), published: z.boolean() });

export const HOME_PAGE_DELETE_MESSAGE = 'The home page cannot be deleted. Make another page the home page first.';

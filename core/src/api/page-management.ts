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

/**
 * Addresses of the site that are not pages but are listed with them for links (spec §3): the
 * blog when a post is published, and the list pages of installed apps (the episodes) while they exist.
 */
export const virtualPageSchema = z.object({
  /** The path without its slash ("blog", "episodes"). */
  id: z.string(),
  name: z.string(),
  unique_name: z.string(),
  path: z.string(),
  virtual: z.literal(true),
});
export type VirtualPage = z.infer<typeof virtualPageSchema>;

/** The picker entry of a site address such as "/episodes". */
export function virtualPage(entry: { name: string; path: string }): VirtualPage {
  const id = entry.path.replace(/^\//, '');
  return { id, name: entry.name, unique_name: id, path: entry.path, virtual: true };
}

/** GET /pages/list: what a page picker needs: each page with its path on the site, then the virtual entries. */
export const pageListItemSchema = z.object({ id: z.number().int(), name: z.string(), unique_name: z.string(), is_home: z.boolean(), path: z.string() });
export const pageListEntrySchema = z.union([pageListItemSchema, virtualPageSchema]);
export type PageListEntry = z.infer<typeof pageListEntrySchema>;
/** GET /pages/all: every page with its title and whether it is on the site. */
export const pageAllItemSchema = pageListItemSchema.omit({ path: true }).extend({ title: z.string(), published: z.boolean() });

export const HOME_PAGE_DELETE_MESSAGE = 'The home page cannot be deleted. Make another page the home page first.';

/** GET …/pages/page-relations: for each page, the pages it links to and the pages linking to it. */
export const pageRelationSchema = z.object({ page_id: z.number().int(), links_to: z.array(z.number().int()), linked_from: z.array(z.number().int()) });
export type PageRelation = z.infer<typeof pageRelationSchema>;

import { z } from 'zod';

/**
 * A website's content apart from its identity (subdomain, domain, agency): what a site
 * template holds, what a backup keeps, and what a clone or an import copies. Pages are known
 * by `ref` (their id in the source website, or a template's own numbering); menus, forms and
 * page links (PageId props) name pages by that ref. Forms and menus may have a `ref` too (their
 * id in the source website), by which Form and Navigation elements (formId, menuId props) name them.
 */
const siteItemRef = z.number().int().optional();

export const siteContentSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  settings: z.record(z.string(), z.unknown()).default({}),
  prompts: z.record(z.string(), z.unknown()).default({}),
  pages: z
    .array(
      z.object({
        ref: z.number().int(),
        name: z.string(),
        unique_name: z.string(),
        title: z.string().default(''),
        description: z.string().default(''),
        type: z.string().default('page'),
        home: z.boolean().default(false),
        design: z.unknown(),
      }),
    )
    .default([]),
  forms: z.array(z.object({ ref: siteItemRef, name: z.string(), config: z.record(z.string(), z.unknown()) })).default([]),
  menus: z.array(z.object({ ref: siteItemRef, name: z.string(), position: z.number().int().default(0), items: z.array(z.record(z.string(), z.unknown())) })).default([]),
  /** Blog posts a new website starts with, as drafts (a site template's). */
  blogs: z
    .array(
      z.object({
        ref: z.number().int(),
        title: z.string(),
        unique_name: z.string(),
        description: z.string().default(''),
        image: z.string().default(''),
        author: z.string().default(''),
        design: z.unknown(),
      }),
    )
    .default([]),
  keywords: z.array(z.string()).default([]),
  /** Ids of the website's file rows, for a copy to reference the same stored objects. */
  file_ids: z.array(z.number().int()).default([]),
});
export type SiteContent = z.infer<typeof siteContentSchema>;
export type SiteContentPage = SiteContent['pages'][number];

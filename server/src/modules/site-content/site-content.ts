import { brandKitSchema } from '@tessera/core';
import { z } from 'zod';

/**
 * A website's content apart from its identity (subdomain, domain, agency): what a site
 * template holds, what a backup keeps, and what a clone or an import copies. Pages are known
 * by `ref` (their id in the source website, or a template's own numbering); menus, forms and
 * page links (PageId props) name pages by that ref. Forms and menus may have a `ref` too (their
 * id in the source website), by which Form and Navigation elements (formId, menuId props) name them.
 */
const siteItemRef = z.number().int().optional();
// Defaults are made afresh for each parse: a template's content is changed in place, and a shared default would carry one template's change into the next.

export const siteContentSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  settings: z.record(z.string(), z.unknown()).default(() => ({})),
  prompts: z.record(z.string(), z.unknown()).default(() => ({})),
  /** The brand kit (BrandKit of core); absent when the website keeps the default kit. */
  brand_kit: brandKitSchema.optional().catch(undefined),
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
    .default(() => []),
  forms: z.array(z.object({ ref: siteItemRef, name: z.string(), config: z.record(z.string(), z.unknown()) })).default(() => []),
  menus: z.array(z.object({ ref: siteItemRef, name: z.string(), position: z.number().int().default(0), items: z.array(z.record(z.string(), z.unknown())) })).default(() => []),
  /**
   * The apps' parts of a site template, by app id (a template's blog posts): each app reads its
   * own with its schema (see SiteTemplatePart). A website's copies and backups carry none.
   */
  apps: z.record(z.string(), z.unknown()).default(() => ({})),
  keywords: z.array(z.string()).default(() => []),
  /** Ids of the website's file rows, for a copy to reference the same stored objects. */
  file_ids: z.array(z.number().int()).default(() => []),
});
export type SiteContent = z.infer<typeof siteContentSchema>;
export type SiteContentPage = SiteContent['pages'][number];

import { z } from 'zod';

/** Site and page templates an agency starts from (the admin's template screens manage them). */

export const siteTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  pages_count: z.number().int(),
});
export type SiteTemplate = z.infer<typeof siteTemplateSchema>;

export const pageTemplateSchema = z.object({ id: z.number().int(), name: z.string(), category: z.string() });
export type PageTemplate = z.infer<typeof pageTemplateSchema>;

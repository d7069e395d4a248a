import { z } from 'zod';
import { idSchema } from './envelopes.ts';
import { leftOutElementSchema } from './left-out-elements.ts';

/** A website holds at most this many pages a publish names at once; the whole site needs no list. */
export const PUBLISH_SITE_MAX_PAGES = 500;

/**
 * Publish site (POST /landings/{id}/publish): every page with unpublished changes, or only the
 * ones named among them (the designer publishes one at a time to show its progress).
 */
export const publishSiteBodySchema = z.object({
  page_ids: z.array(idSchema).min(1, 'Name at least one page.').max(PUBLISH_SITE_MAX_PAGES, `Name at most ${PUBLISH_SITE_MAX_PAGES} pages.`).optional(),
});
export type PublishSiteBody = z.infer<typeof publishSiteBodySchema>;

/** One page's outcome: published (with what its plugins left out) or failed with why; a failed page kept what was live before. */
export const sitePagePublishSchema = z.object({
  page_id: z.number().int(),
  name: z.string(),
  /** The page's live address on the site's primary origin. */
  url: z.string(),
  status: z.enum(['published', 'failed']),
  message: z.string(),
  published_version: z.number().int().nullable(),
  published_at: z.string().nullable(),
  left_out: z.array(leftOutElementSchema),
});
export type SitePagePublish = z.infer<typeof sitePagePublishSchema>;

export const publishSiteResponseSchema = z.object({
  data: z.object({
    pages: z.array(sitePagePublishSchema),
    /** Pages left alone: already live as they are. */
    unchanged: z.number().int(),
  }),
  message: z.string(),
  success: z.boolean(),
});
export type PublishSiteResponse = z.infer<typeof publishSiteResponseSchema>;

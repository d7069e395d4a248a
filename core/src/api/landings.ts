import { z } from 'zod';

/** The share id is left out: only who may share the website reads it, from GET /landings/{id}/unique-id. */
export const landingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  subdomain: z.string(),
  domain: z.string().nullable(),
  home_page_id: z.number().int().nullable(),
  /** Where the published site answers. */
  url: z.string(),
  created_at: z.string(),
});
export type Landing = z.infer<typeof landingSchema>;

/** While its published pages are being rendered again after a change (settings, menus, forms, domain, plan): how many; null otherwise. */
export const landingRenderingSchema = z.object({ pages: z.number().int() }).nullable();
export type LandingRendering = z.infer<typeof landingRenderingSchema>;

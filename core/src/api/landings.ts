import { z } from 'zod';

export const landingSchema = z.object({
  id: z.number().int(),
  unique_id: z.string(),
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

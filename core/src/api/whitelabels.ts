import { z } from 'zod';

export const whitelabelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  domain_2: z.string().nullable(),
  logos: z.object({ light: z.string().nullable(), dark: z.string().nullable() }),
  created_at: z.string(),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

/** §9: whitelabel list page size 10, sorted by domain. */
export const WHITELABEL_PAGE_SIZE = 10;

export const whitelabelsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'The page must be at least 1.').default(1),
  per_page: z.coerce.number().int().min(1, 'The per page must be at least 1.').max(100, 'The per page may not be greater than 100.').default(WHITELABEL_PAGE_SIZE),
  search: z.string().trim().max(200, 'The search may not be longer than 200 characters.').optional(),
});
export type WhitelabelsQuery = z.infer<typeof whitelabelsQuerySchema>;

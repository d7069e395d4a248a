import { z } from 'zod';

/**
 * The agency's websites (the list's first hundred) for a screen that chooses among them:
 * `useQuery(agencyWebsites.path, { schema: agencyWebsites.schema })`.
 */
export const agencyWebsites = {
  path: '/landings?per_page=100',
  schema: z.object({ data: z.array(z.object({ id: z.number(), title: z.string() })) }),
} as const;

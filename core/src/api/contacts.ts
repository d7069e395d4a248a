import { z } from 'zod';

/** A form answer: text, or whether a checkbox was ticked. */
export const contactFieldValueSchema = z.union([z.string(), z.boolean()]);

export const contactSchema = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  /** Null once the page is deleted. */
  page_id: z.number().int().nullable(),
  page_name: z.string().nullable(),
  element_id: z.string(),
  fields: z.record(z.string(), contactFieldValueSchema),
  created_at: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** Matches any answer, case-insensitively. */
const contactSearch = z.string().trim().max(200, 'The search may not be longer than 200 characters.').optional();

export const contactsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'The page must be at least 1.').default(1),
  per_page: z.coerce.number().int().min(1, 'The per page must be at least 1.').max(100, 'The per page may not be greater than 100.').default(15),
  search: contactSearch,
});
export type ContactsQuery = z.infer<typeof contactsQuerySchema>;

/** The CSV export holds every contact the list's search matches, unpaged. */
export const contactsExportQuerySchema = z.object({ search: contactSearch });

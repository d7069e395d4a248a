import { z } from 'zod';

/** A published form's submission as the SDK's form runtime sends it (JSON), or as a form-encoded post is read. */
export const siteFormSubmissionSchema = z.object({
  elementId: z.string({ error: 'The elementId field is required.' }).regex(/^element-[A-Za-z0-9_-]{1,100}$/, 'The elementId is not an element id.'),
  /** The page's path; without it the Referer's path is used. */
  pageUrl: z.string().max(2048).optional(),
  fields: z
    .record(
      z.string().max(100),
      z.union([z.string().max(10_000, 'An answer may not be longer than 10000 characters.'), z.boolean(), z.number().transform(String)]),
    )
    .refine((fields) => Object.keys(fields).length <= 100, 'A submission holds at most 100 fields.')
    .default({}),
  /** The honeypot: only bots fill it in. */
  website: z.string().max(2000).optional(),
});
export type SiteFormSubmission = z.infer<typeof siteFormSubmissionSchema>;

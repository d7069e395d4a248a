import { z } from 'zod';

export const REDIRECT_STATUS_CODES = [301, 302] as const;
export type RedirectStatusCode = (typeof REDIRECT_STATUS_CODES)[number];

/**
 * A site path as the router compares it: percent-decoded where that is possible, without a
 * trailing slash except for the root. Redirect sources are stored in this form and request
 * paths are put in it before they are looked up.
 */
export function normalizeSitePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape stays as it was written; it can still match a source written the same way.
  }
  const trimmed = decoded.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const REDIRECT_SOURCE = /^\/[^\s?#]*$/;
const REDIRECT_TARGET = /^(\/(?!\/)\S*|https?:\/\/[^\s/?#]+\S*)$/i;

export const redirectBodySchema = z.object({
  from: z
    .string({ error: 'The from field is required.' })
    .trim()
    .max(2000, 'The from path may not be longer than 2000 characters.')
    .regex(REDIRECT_SOURCE, 'The from path must start with / and hold no spaces, query or #.')
    .transform(normalizeSitePath),
  to: z
    .string({ error: 'The to field is required.' })
    .trim()
    .max(2000, 'The to address may not be longer than 2000 characters.')
    .regex(REDIRECT_TARGET, 'The to field must be a path starting with / or an http(s) address.'),
  status_code: z
    .union([z.literal(301), z.literal(302)], { error: 'The status code must be 301 or 302.' })
    .default(301),
});
export type RedirectBody = z.infer<typeof redirectBodySchema>;

export const redirectSchema = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  status_code: z.union([z.literal(301), z.literal(302)]),
  /** Visits that followed this redirect since it was made or last reset. */
  hits: z.number().int(),
  last_hit_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Redirect = z.infer<typeof redirectSchema>;

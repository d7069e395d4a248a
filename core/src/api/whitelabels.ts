import { z } from 'zod';
import { validateDomainName } from '../rules/domain.ts';
import { imageOrNoneSchema } from './site-content-fields.ts';

/**
 * Where a white-label's certificates stand: never asked for, asked for and not yet served,
 * served for every domain, or the last check failed (its message says why).
 */
export const CERT_STATUSES = ['none', 'pending', 'issued', 'failed'] as const;
export type CertStatus = (typeof CERT_STATUSES)[number];

export const whitelabelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  domain_2: z.string().nullable(),
  logos: z.object({ light: z.string().nullable(), dark: z.string().nullable() }),
  created_at: z.string(),
  /** Optional for clients of the first shape; the server always sends them. */
  cert: z
    .object({
      status: z.enum(CERT_STATUSES),
      checked_at: z.string().nullable(),
      message: z.string().nullable(),
    })
    .optional(),
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

const domainOf = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .superRefine((value, ctx) => {
      const message = validateDomainName(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
const logo = imageOrNoneSchema.optional();

/** POST /whitelabels and PUT /whitelabels/{id}: the brand agencies under it are served with. */
export const whitelabelBodySchema = z.object({
  name: z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(120, 'The name may not be longer than 120 characters.'),
  domain: domainOf('The domain field is required.'),
  /** A second domain answering the same (e.g. a country domain); '' or null for none. */
  domain_2: z
    .union([z.literal(''), z.null(), domainOf('The second domain must be a domain name.')])
    .transform((value) => value || null)
    .optional(),
  logo_light: logo,
  logo_dark: logo,
});
export type WhitelabelBody = z.infer<typeof whitelabelBodySchema>;

/** GET /tls/allowed?domain=: the question a TLS front (Caddy's on-demand `ask`) puts before obtaining a certificate. */
export const tlsAllowedQuerySchema = z.object({
  domain: z.string({ error: 'The domain field is required.' }).trim().toLowerCase().min(1, 'The domain field is required.').max(253),
});

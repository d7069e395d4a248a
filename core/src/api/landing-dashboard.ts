import { z } from 'zod';
import { validateCustomDomain, validateSubdomain } from '../rules/domain.ts';
import { stripWhitespace } from '../rules/trimmed-text.ts';
import { landingRenderingSchema, landingSchema } from './landings.ts';

/** The websites list of the agency dashboard (spec §7 GET /landings, §9 list sizes). */

export const LANDING_SORT_FIELDS = ['id', 'title', 'subdomain', 'created_at', 'updated_at'] as const;
export const LANDING_STATUSES = ['published', 'draft'] as const;
export type LandingStatus = (typeof LANDING_STATUSES)[number];

/** `sort_desc` arrives as text in a query: 'true'/'1' sort descending. */
const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1')
  .default(false);

export const landingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'The page must be at least 1.').default(1),
  per_page: z.coerce.number().int().min(1, 'The per page must be at least 1.').max(100, 'The per page may not be greater than 100.').default(10),
  search: z.string().trim().max(200, 'The search may not be longer than 200 characters.').optional(),
  sort_by: z.enum(LANDING_SORT_FIELDS, { error: 'The sort by must be one of id, title, subdomain, created_at, updated_at.' }).default('id'),
  sort_desc: queryFlag,
  status: z.enum(LANDING_STATUSES, { error: 'The status must be published or draft.' }).optional(),
});
export type LandingsQuery = z.infer<typeof landingsQuerySchema>;

export const landingListItemSchema = landingSchema.extend({
  /** Published once any of its pages is on the site. */
  status: z.enum(LANDING_STATUSES),
  rendering: landingRenderingSchema,
  home_page: z.object({ id: z.number().int(), name: z.string(), unique_name: z.string() }).nullable(),
  pages_count: z.number().int(),
  /** Pages never published or saved since they were (core's `hasUnpublishedChanges`): what Publish site would put live. */
  pages_with_changes: z.number().int(),
  updated_at: z.string(),
  stats: z.object({
    /** Page views of the last 30 days; null to a sub-user without `stats.view` on the website. */
    views_30d: z.number().int().nullable(),
    /** Contacts the website's forms collected; null to a sub-user without `contacts.view` on it. */
    contacts: z.number().int().nullable(),
  }),
});
export type LandingListItem = z.infer<typeof landingListItemSchema>;

const title = z
  .string({ error: 'The title field is required.' })
  .trim()
  .min(1, 'The title field is required.')
  .max(200, 'The title may not be longer than 200 characters.');
const description = z.string().trim().max(1000, 'The description may not be longer than 1000 characters.');

/** The §5 subdomain rule with its exact messages, on text stripped of whitespace. */
export const landingSubdomainSchema = z
  .string({ error: 'Subdomain is required.' })
  .transform(stripWhitespace)
  .superRefine((value, ctx) => {
    const message = validateSubdomain(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** The §5 custom-domain rule; null or '' removes it. */
export const landingDomainSchema = z
  .string()
  .nullable()
  .transform((value) => (value === null ? null : stripWhitespace(value) || null))
  .superRefine((value, ctx) => {
    const message = value === null ? null : validateCustomDomain(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const createLandingBodySchema = z.object({
  title,
  description: description.default(''),
  subdomain: landingSubdomainSchema,
  /** A published site template to start from; blank without it. */
  template_id: z.number().int().positive().optional(),
  /** Admins only: the agency the website belongs to. Others always create in their own agency. */
  agency_id: z.number().int().positive().optional(),
});
export type CreateLandingBody = z.infer<typeof createLandingBodySchema>;

export const autoLandingBodySchema = z.object({
  business_name: title,
  /** A few sentences about the business; the AI writes the starter copy from it. */
  description: z
    .string({ error: 'The description field is required.' })
    .trim()
    .min(10, 'Describe the business in at least 10 characters.')
    .max(2000, 'The description may not be longer than 2000 characters.'),
  subdomain: landingSubdomainSchema,
  agency_id: z.number().int().positive().optional(),
});
export type AutoLandingBody = z.infer<typeof autoLandingBodySchema>;

export const updateLandingBodySchema = z.object({
  title: title.optional(),
  description: description.optional(),
  subdomain: landingSubdomainSchema.optional(),
  domain: landingDomainSchema.optional(),
});
export type UpdateLandingBody = z.infer<typeof updateLandingBodySchema>;

/**
 * Copying a website. Clone: a full copy; an admin may put it in another agency (`agency_id`).
 * Duplicate: the same copy, always in the website's own agency, titled "… (copy)".
 * Both get a new subdomain: the one given, else a free one derived from the original.
 */
export const copyLandingBodySchema = z.object({
  title: title.optional(),
  subdomain: landingSubdomainSchema.optional(),
  agency_id: z.number().int().positive().optional(),
});
export type CopyLandingBody = z.infer<typeof copyLandingBodySchema>;

export const importLandingParamsSchema = z.object({ uniqueId: z.string().uuid('The share id is not valid.') });

export const importXmlQuerySchema = z.object({ landing_id: z.coerce.number().int().positive().optional() });

export const landingSavedSchema = z.object({ data: landingSchema, message: z.string(), success: z.boolean() });

/** What a share link offers before it is imported: the shared website's title and how many pages a copy brings. */
export const sharedLandingSchema = z.object({ data: z.object({ title: z.string(), pages_count: z.number().int() }) });
export type SharedLanding = z.infer<typeof sharedLandingSchema>['data'];

export const importXmlResultSchema = z.object({
  data: z.object({ landing: landingSchema, pages_created: z.number().int(), skipped: z.number().int() }),
  message: z.string(),
  success: z.boolean(),
});

export const convertEditorResultSchema = z.object({
  data: z.object({ pages_converted: z.number().int(), schema_version: z.number().int() }),
  message: z.string(),
  success: z.boolean(),
});

export const messageSchema = z.object({ message: z.string(), success: z.boolean() });

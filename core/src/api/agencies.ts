import { z } from 'zod';
import { PLAN_FEATURES } from '../plugins/premium-grants.ts';
import { TIMEZONES } from '../style/timezones.ts';
import { emailSchema, passwordSchema } from './auth.ts';
import { imageOrNoneSchema } from './site-content-fields.ts';

/** Agencies as the platform admin manages them (spec §2 admin agencies, §7 "Agencies and whitelabels"). */

export const AGENCY_STATUSES = ['active', 'archived'] as const;
/** The list's columns it may be sorted by; §9: by id ascending unless asked otherwise. */
export const AGENCY_SORTS = ['id', 'name', 'created_at', 'landings_count', 'subscribed', 'plan_name'] as const;

const booleanFlag = z.enum(['true', 'false', '1', '0'], { error: 'Use true or false.' }).transform((value) => value === 'true' || value === '1');

export const agenciesQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'The page must be at least 1.').default(1),
  per_page: z.coerce.number().int().min(1, 'The per page must be at least 1.').max(100, 'The per page may not be greater than 100.').default(10),
  status: z.enum(AGENCY_STATUSES, { error: 'The status must be active or archived.' }).default('active'),
  /** Only agencies that registered for free (spec §2 agencies/free_register). */
  free_register: booleanFlag.optional(),
  search: z.string().trim().max(200, 'The search may not be longer than 200 characters.').optional(),
  sort_by: z.enum(AGENCY_SORTS, { error: `Sort by ${AGENCY_SORTS.join(', ')}.` }).default('id'),
  sort_desc: booleanFlag.default(false),
});
export type AgenciesQuery = z.infer<typeof agenciesQuerySchema>;

export const agencyOwnerSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const agencyListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The agency's Agency-role account; null if it was removed. */
  owner: agencyOwnerSchema.nullable(),
  subscribed: z.boolean(),
  free_fee: z.boolean(),
  free_register: z.boolean(),
  plan_name: z.string().nullable(),
  landings_count: z.number().int(),
  archived: z.boolean(),
  created_at: z.string(),
});
export type AgencyListItem = z.infer<typeof agencyListItemSchema>;

export const agencySchema = agencyListItemSchema.extend({
  premium_elements: z.array(z.string()),
  plan_features: z.array(z.enum(PLAN_FEATURES)),
  /** Websites the agency may have; null for no limit. */
  landing_limit: z.number().int().nullable(),
  card_limit: z.number().int(),
  /** Cards the agency's websites hold now, beside card_limit (§3). */
  card_count: z.number().int(),
  /** Whether the agency has its own AI key; the key itself is never sent back. */
  has_openai_key: z.boolean(),
  /** The §3 billing fields, kept in step with the agency's subscriptions at the payment provider (optional for clients of the first shape; the server always sends them). */
  billing: z
    .object({
    premium_apps: z.array(z.string()),
    stripe_status: z.string().nullable(),
    stripe_price: z.string().nullable(),
    app_plans: z.array(z.number().int()),
    reseller_plan: z.number().int().nullable(),
    reseller_subscribed: z.boolean(),
    reseller_status: z.string().nullable(),
    default_payment_method: z.string().nullable(),
    })
    .optional(),
});
export type Agency = z.infer<typeof agencySchema>;

const agencyName = z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(120, 'The name may not be longer than 120 characters.');

/** How many websites an agency may have (the admin's override on an agency, or a plan's); null for no limit. */
export const websiteLimitSchema = z
  .number({ error: 'The website limit must be a whole number.' })
  .int('The website limit must be a whole number.')
  .min(0, 'The website limit must be at least 0.')
  .max(100_000, 'The website limit may not be more than 100000.')
  .nullable();

export const updateAgencyBodySchema = z.object({
  name: agencyName.optional(),
  subscribed: z.boolean().optional(),
  free_fee: z.boolean().optional(),
  free_register: z.boolean().optional(),
  /** Ids of installed premium element plugins; the server refuses others. */
  premium_elements: z.array(z.string().trim().min(1).max(100)).max(200).optional(),
  /** Ids of installed premium apps the agency holds whatever its plans (the admin's override); the server refuses others. */
  premium_apps: z.array(z.string().trim().min(1).max(100)).max(200).optional(),
  plan_features: z.array(z.enum(PLAN_FEATURES, { error: 'Unknown plan feature.' })).max(PLAN_FEATURES.length).optional(),
  landing_limit: websiteLimitSchema.optional(),
  card_limit: z.number({ error: 'The card limit must be a whole number.' }).int('The card limit must be a whole number.').min(0, 'The card limit must be at least 0.').max(100_000).optional(),
});
export type UpdateAgencyBody = z.infer<typeof updateAgencyBodySchema>;

export const createAgencyBodySchema = z.object({
  name: agencyName,
  owner_name: z.string({ error: 'The owner name field is required.' }).trim().min(1, 'The owner name field is required.').max(120),
  email: emailSchema,
  password: passwordSchema,
  free_register: z.boolean().default(false),
});
export type CreateAgencyBody = z.infer<typeof createAgencyBodySchema>;

/** PUT /agencies/{id}/update-openai: the agency's own AI key; null or empty removes it. */
export const updateOpenAiBodySchema = z.object({
  openai_api_key: z
    .string()
    .trim()
    .max(200, 'The key may not be longer than 200 characters.')
    .nullable()
    .transform((key) => key || null),
});

/** What deleting an agency for good removes (GET /agencies/{id}/deletion), named in the admin's confirmation. */
export const agencyDeletionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Only an archived agency can be deleted for good. */
  archived: z.boolean(),
  websites: z.number().int(),
  pages: z.number().int(),
  cards: z.number().int(),
  files: z.number().int(),
  /** The agency's accounts: its owner, sub-users and card users. */
  users: z.number().int(),
  /** The plan of a subscription the payment provider still bills; deleting waits until it is cancelled. */
  live_subscription: z.string().nullable(),
});
export type AgencyDeletion = z.infer<typeof agencyDeletionSchema>;

/** DELETE /agencies/{id}: an active agency is archived; an archived one is deleted for good once its name is typed back. */
export const deleteAgencyBodySchema = z.object({
  confirm_name: z.string().trim().max(200, 'The name may not be longer than 200 characters.').optional(),
});
export type DeleteAgencyBody = z.infer<typeof deleteAgencyBodySchema>;

const TIMEZONE_IDS = TIMEZONES.map((zone) => zone.value) as [(typeof TIMEZONES)[number]['value'], ...(typeof TIMEZONES)[number]['value'][]];

/** The agency's own settings, which its owner edits (GET and PUT /agencies/edit-settings). */
export const agencySettingsSchema = z.object({
  name: z.string(),
  /** Shown beside the account in the dashboard's top bar for the agency's users. */
  logo: z.string().nullable(),
  /** The time zone new deadlines and schedules of the agency start in (§9 list). */
  timezone: z.enum(TIMEZONE_IDS),
  /** Where the agency's customers and sub-users write for help. */
  support_email: z.string().nullable(),
});
export type AgencySettings = z.infer<typeof agencySettingsSchema>;

export const updateAgencySettingsBodySchema = z.object({
  name: agencyName,
  logo: imageOrNoneSchema.default(null),
  timezone: z.enum(TIMEZONE_IDS, { error: 'Choose one of the listed time zones.' }),
  support_email: z
    .union([z.literal(''), z.null(), emailSchema])
    .transform((value) => value || null)
    .default(null),
});
export type UpdateAgencySettingsBody = z.infer<typeof updateAgencySettingsBodySchema>;

import { z } from 'zod';
import { isWebAddress } from '../rules/web-address.ts';

/**
 * A website's integrations (spec §3 integration, kept as integration-{id}; §4 toggled on and
 * off; §7 /landings/{id}/integrations): each forwards the website's form submissions and card
 * leads to a Mailchimp audience or a HubSpot pipeline through one of the agency's connections,
 * or calls a GET address built from the submitted fields ("call GET API").
 */
export const INTEGRATION_KINDS = ['mailchimp', 'hubspot', 'get-api'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

export const INTEGRATION_NAME_TAKEN_MESSAGE = 'An integration with this name already exists on this website.';

/** The fields every lead maps; a provider's own fields (Mailchimp merge tags, HubSpot properties) may be added by name. */
export const STANDARD_LEAD_FIELDS = ['email', 'first_name', 'last_name', 'phone'] as const;

const integrationName = z.string().trim().min(1, 'The name field is required.').max(100, 'The name may not be longer than 100 characters.');

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** The names of the submitted fields a GET address template uses, as `{{Field name}}`. */
export function templateFields(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * The GET address of a template for the submitted fields: each `{{Field name}}` becomes the
 * field's value (matched without regard to case), URL-encoded, or nothing when it was not sent.
 */
export function fillTemplate(template: string, fields: Record<string, string>): string {
  const byName = new Map(Object.entries(fields).map(([name, value]) => [name.trim().toLowerCase(), value]));
  return template.replace(PLACEHOLDER, (_match, name: string) => encodeURIComponent(byName.get(name.trim().toLowerCase()) ?? ''));
}

/** An http(s) address once its placeholders are filled. */
function isHttpTemplate(template: string): boolean {
  const url = isWebAddress(template.replace(PLACEHOLDER, 'x'));
  return url !== null && !/\{\{|\}\}/.test(url.hostname);
}

/** Provider field → the submitted field it takes its value from ("email" → "E-mail"). */
const fieldMapSchema = z
  .record(
    z.string().trim().regex(/^[A-Za-z][\w-]{0,49}$/, 'A field name is a letter then letters, digits, - or _ (50 at most).'),
    z.string().trim().max(200, 'A field name may not be longer than 200 characters.'),
  )
  .refine((map) => Object.keys(map).length <= 30, 'Map 30 fields at most.');

export const integrationBodySchema = z
  .object({
    /** Empty: integration-{id}. */
    name: z.string().trim().max(100, 'The name may not be longer than 100 characters.').default(''),
    kind: z.enum(INTEGRATION_KINDS, { error: 'Choose Mailchimp, HubSpot or Call GET API.' }),
    oauth_account_id: z.number().int().positive().max(2 ** 31 - 1).nullish(),
    /** The audience, pipeline stage (pipeline:stage) or HubSpot "contacts" the leads go to. */
    target_id: z.string().trim().max(200).default(''),
    target_name: z.string().trim().max(300).default(''),
    tags: z.array(z.string().trim().min(1, 'A tag may not be empty.').max(100, 'A tag may not be longer than 100 characters.')).max(20, 'Add 20 tags at most.').default([]),
    field_map: fieldMapSchema.default({}),
    url_template: z.string().trim().max(2000, 'The address may not be longer than 2000 characters.').default(''),
    on_forms: z.boolean().default(true),
    on_cards: z.boolean().default(true),
    active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.kind === 'get-api') {
      if (!body.url_template) issue('url_template', 'The address field is required.');
      else if (!isHttpTemplate(body.url_template)) issue('url_template', 'Use an http(s) address; fields go in as {{Field name}}.');
      return;
    }
    if (!body.oauth_account_id) issue('oauth_account_id', 'Choose a connection.');
    if (!body.target_id) issue('target_id', body.kind === 'mailchimp' ? 'Choose an audience.' : 'Choose a pipeline stage, or contacts only.');
  });
export type IntegrationBody = z.input<typeof integrationBodySchema>;
export type IntegrationInput = z.output<typeof integrationBodySchema>;

export const integrationParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2 ** 31 - 1),
  integrationId: z.coerce.number().int().positive().max(2 ** 31 - 1),
});

export const integrationNameBodySchema = z.object({ name: integrationName });
export const integrationCheckNameBodySchema = z.object({ name: integrationName, except_id: z.number().int().positive().max(2 ** 31 - 1).optional() });
export const integrationCheckNameSchema = z.object({ available: z.boolean(), message: z.string() });
export const integrationToggleBodySchema = z.object({ active: z.boolean().optional() }).optional();

/** Sample fields to call the GET address with. */
export const callGetApiBodySchema = z.object({
  fields: z.record(z.string().max(200), z.string().max(5000)).refine((fields) => Object.keys(fields).length <= 100, 'Send 100 fields at most.').default({}),
});
export const callGetApiResultSchema = z.object({
  url: z.string(),
  status_code: z.number().int().nullable(),
  success: z.boolean(),
  error: z.string().nullable(),
  /** The start of the answer, as text. */
  body: z.string(),
});
export type CallGetApiResult = z.infer<typeof callGetApiResultSchema>;

export const integrationSchema = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  name: z.string(),
  kind: z.enum(INTEGRATION_KINDS),
  oauth_account_id: z.number().int().nullable(),
  /** The connection's name, and whether it still works ('revoked': connect it again). */
  account: z.object({ name: z.string(), status: z.enum(['connected', 'revoked']) }).nullable(),
  target_id: z.string(),
  target_name: z.string(),
  tags: z.array(z.string()),
  field_map: z.record(z.string(), z.string()),
  url_template: z.string(),
  on_forms: z.boolean(),
  on_cards: z.boolean(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Integration = z.infer<typeof integrationSchema>;

export const integrationDeliverySchema = z.object({
  id: z.number().int(),
  source: z.string(),
  delivery_id: z.string(),
  attempt: z.number().int(),
  success: z.boolean(),
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
  created_at: z.string(),
});
export type IntegrationDelivery = z.infer<typeof integrationDeliverySchema>;

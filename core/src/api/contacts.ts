import { z } from 'zod';
import { idSchema } from './envelopes.ts';

/** A form answer: text, or whether a checkbox was ticked. */
export const contactFieldValueSchema = z.union([z.string(), z.boolean()]);

/** Where a contact came from: a site form, a card's lead form, or a paid checkout. */
export const CONTACT_SOURCES = ['form', 'card_lead', 'checkout'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];
export const CONTACT_SOURCE_LABELS: Record<ContactSource, string> = { form: 'Form', card_lead: 'Card lead', checkout: 'Checkout' };

export const contactSchema = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  /** Null once the page is deleted, and for card leads. */
  page_id: z.number().int().nullable(),
  page_name: z.string().nullable(),
  /** The form element that took it; empty for a card lead. */
  element_id: z.string(),
  fields: z.record(z.string(), contactFieldValueSchema),
  source: z.enum(CONTACT_SOURCES),
  /** Read from the answers (see contactIdentity), or null when none looks like one. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  tags: z.array(z.string()),
  created_at: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const CONTACT_TAG_MAX = 40;
/** The most tags one contact carries. */
export const CONTACT_TAGS_PER_CONTACT = 20;

export const contactTagSchema = z
  .string({ error: 'The tag field is required.' })
  .trim()
  .min(1, { error: 'The tag field is required.', abort: true })
  .max(CONTACT_TAG_MAX, `A tag may not be longer than ${CONTACT_TAG_MAX} characters.`)
  .regex(/^[^,\p{Cc}]+$/u, 'A tag may not hold commas or control characters.');

/** Matches any answer, case-insensitively. */
const contactSearch = z.string().trim().max(200, 'The search may not be longer than 200 characters.').optional();

/** A UTC calendar day; `from` and `to` both include their whole day. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date as YYYY-MM-DD.', abort: true })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Use a real date.');

/** What narrows the list, its CSV export and nothing else: search, source, tag and the date added. */
const contactFilters = {
  search: contactSearch,
  source: z.enum(CONTACT_SOURCES, { error: 'Choose form, card_lead or checkout.' }).optional(),
  tag: contactTagSchema.optional(),
  from: day.optional(),
  to: day.optional(),
};
const rangeInOrder = (range: { from?: string; to?: string }) => !range.from || !range.to || range.from <= range.to;
const rangeIssue = { path: ['to'], message: 'The end date must not be before the start date.' };

export const contactsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1, 'The page must be at least 1.').default(1),
    per_page: z.coerce.number().int().min(1, 'The per page must be at least 1.').max(100, 'The per page may not be greater than 100.').default(15),
    ...contactFilters,
  })
  .refine(rangeInOrder, rangeIssue);
export type ContactsQuery = z.infer<typeof contactsQuerySchema>;

/** The CSV export holds every contact the list's filters keep, unpaged. */
export const contactsExportQuerySchema = z.object(contactFilters).refine(rangeInOrder, rangeIssue);
export type ContactFilters = z.infer<typeof contactsExportQuerySchema>;

/** PUT /landings/{id}/contacts/{contactId}/tags: the contact's whole tag list. */
export const contactTagsBodySchema = z.object({
  tags: z
    .array(contactTagSchema, { error: 'The tags field is required.' })
    .max(CONTACT_TAGS_PER_CONTACT, `A contact may carry at most ${CONTACT_TAGS_PER_CONTACT} tags.`),
});

/** The most contacts one bulk action names: a page of the list at its largest, five times. */
export const CONTACTS_BULK_MAX = 500;
const contactIds = z
  .array(idSchema, { error: 'The ids field is required.' })
  .min(1, 'Choose at least one contact.')
  .max(CONTACTS_BULK_MAX, `Choose at most ${CONTACTS_BULK_MAX} contacts at a time.`)
  .transform((ids) => [...new Set(ids)]);

export const contactsBulkTagBodySchema = z.object({ ids: contactIds, tag: contactTagSchema });
export const contactsBulkDeleteBodySchema = z.object({ ids: contactIds });
export const contactsBulkResultSchema = z.object({ message: z.string(), count: z.number().int() });

/** An order the contact placed: the one its checkout made, or another paid with the same e-mail. */
export const contactOrderSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  description: z.string(),
  total: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
});

/** A lead taken by one of the website's cards from the contact. */
export const contactCardLeadSchema = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  card_name: z.string(),
  fields: z.record(z.string(), z.string()),
  created_at: z.string(),
});

/**
 * GET /landings/{id}/contacts/{contactId}: the contact, and what else the website holds from the
 * same person, matched by the contact's e-mail: other submissions, orders and card leads.
 */
export const contactDetailSchema = z.object({
  contact: contactSchema,
  submissions: z.array(contactSchema),
  orders: z.array(contactOrderSchema),
  card_leads: z.array(contactCardLeadSchema),
});
export type ContactDetail = z.infer<typeof contactDetailSchema>;

export const contactTagListSchema = z.object({ data: z.array(z.string()) });

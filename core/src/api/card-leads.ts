import { z } from 'zod';
import { isValidEmail } from '../rules/email.ts';
import { normalizePhone } from '../rules/phone.ts';

/** Spec §3: the lead form's field ids, in the order the builder offers them. */
export const CARD_LEAD_FIELDS = ['fullname', 'company', 'email', 'phone', 'note', 'job'] as const;
export type CardLeadField = (typeof CARD_LEAD_FIELDS)[number];

export const CARD_LEAD_FIELD_LABELS: Record<CardLeadField, string> = {
  fullname: 'Full name',
  company: 'Company',
  email: 'E-mail',
  phone: 'Phone',
  note: 'Note',
  job: 'Job title',
};

/** What a visitor may type into one field; a note is longer. */
const MAX_ANSWER = { fullname: 120, company: 120, email: 254, phone: 40, note: 1000, job: 120 } satisfies Record<CardLeadField, number>;

const copy = (max: number, fallback: string) => z.string().trim().max(max, `At most ${max} characters.`).default(fallback);

/**
 * LeadForm and FieldList (spec §3): the copy of the card's lead form and the fields it asks
 * for. A field added to the list is required unless unticked (§5: card field lists mark all
 * fields required by default); the preset list follows the §3 presets, where only the phone is optional.
 */
export const cardLeadFormSchema = z.object({
  title: copy(80, 'Connect'),
  button: copy(40, 'Connect'),
  disclaimer: copy(200, 'We do not sell or share your data.'),
  consent: copy(200, 'I agree to be contacted about this.'),
  fields: z
    .array(z.object({ id: z.enum(CARD_LEAD_FIELDS, { error: 'Choose one of the lead form fields.' }), required: z.boolean().default(true) }))
    .min(1, 'The lead form asks for at least one field.')
    .refine((fields) => new Set(fields.map((field) => field.id)).size === fields.length, 'Each field appears once.')
    // §5: card field lists mark every field required by default. A function, so no two cards share one list.
    .default(() => (['fullname', 'email', 'phone'] as const).map((id) => ({ id, required: true }))),
});
export type CardLeadForm = z.infer<typeof cardLeadFormSchema>;

/** Why `value` is no good for `field`, or null; a blank optional field is fine. */
export function cardLeadAnswerError(field: CardLeadField, value: string, required: boolean): string | null {
  if (!value) return required ? `The ${CARD_LEAD_FIELD_LABELS[field].toLowerCase()} field is required.` : null;
  if (value.length > MAX_ANSWER[field]) return `At most ${MAX_ANSWER[field]} characters.`;
  if (field === 'email' && !isValidEmail(value)) return 'E-mail format is invalid.';
  if (field === 'phone' && !normalizePhone(value)) return 'Phone number is invalid.';
  return null;
}

/**
 * POST /site/cards/{cardId}/leads (on the card's site host): the visitor's answers by field id,
 * the consent box, and the hidden field bots fill in. The card's own FieldList decides what is
 * required, so the answers are checked by the service, not here.
 */
export const cardLeadSubmissionSchema = z.object({
  fields: z.record(z.string(), z.string().max(2000, 'At most 2000 characters.').transform((value) => value.trim())).default({}),
  consent: z.union([z.boolean(), z.literal('on')]).optional(),
  website: z.string().max(200).optional(),
});
export type CardLeadSubmission = z.infer<typeof cardLeadSubmissionSchema>;

export const CARD_LEAD_CONSENT_MESSAGE = 'Please agree to be contacted.';
export const CARD_LEAD_THANKS = 'Thank you, your details were sent.';

/** A lead of a card: GET /landings/{id}/cards/{cardId}/contacts. */
export const cardContactSchema = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  fields: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type CardContact = z.infer<typeof cardContactSchema>;

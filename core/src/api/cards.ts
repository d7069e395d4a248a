import { z } from 'zod';
import { stripWhitespace } from '../rules/trimmed-text.ts';
import { isValidUrl } from '../rules/url.ts';
import { cardLeadFormSchema } from './card-leads.ts';
import { idSchema } from './envelopes.ts';
import { UNIQUE_NAME_INVALID_MESSAGE, UNIQUE_NAME_PATTERN } from './page-publishing.ts';

/** Spec §8, spelled as the product has it. */
export const CARD_LIMIT_MESSAGE = 'You already reached the max card limit. Pleaes contact admin to increase.';
export const CARD_URL_TAKEN_MESSAGE = 'Another card of this website already has this address.';

const CARD_THEME_IDS = ['violet', 'denim', 'sky', 'beach', 'thyme', 'banana', 'tangerine', 'tomato', 'doughnut', 'gravel'] as const;

/** CustomUrl: the card's address under /card/ on its website (spec §5: whitespace stripped, then a page address's rule). */
export const cardUrlSchema = z
  .string()
  .transform(stripWhitespace)
  .pipe(z.string().min(1, 'The custom url field is required.').max(100, 'The custom url may not be longer than 100 characters.').regex(UNIQUE_NAME_PATTERN, UNIQUE_NAME_INVALID_MESSAGE));

const fields = {
  /** A card design id of the installed designs (GET /config cardDesigns). */
  design: z.string({ error: 'The design field is required.' }).trim().min(1, 'The design field is required.').max(60),
  theme: z.enum(CARD_THEME_IDS, { error: 'Choose one of the colour themes.' }),
  /** What every design draws; checked by the SDK's card content schema (errors under `content.`). */
  content: z.record(z.string(), z.unknown()),
  /** The design's own options; checked by its schema (errors under `options.`). */
  options: z.record(z.string(), z.unknown()),
  custom_url: cardUrlSchema,
  /** Redirect: where the card's address sends visitors instead of showing the card; '' for none. */
  redirect: z
    .string()
    .trim()
    .max(2048, 'The redirect may not be longer than 2048 characters.')
    .refine((value) => value === '' || isValidUrl(value), 'URL format is invalid.')
    // An address typed without its scheme (spec §5 allows it) must not become a path on the card's own site.
    .transform((value) => (value === '' || /^https?:\/\//i.test(value) ? value : `https://${value}`)),
  show_lead_form: z.boolean(),
  lead_form: cardLeadFormSchema,
};

/** POST /landings/{id}/cards: a new card; the address is made from the name when left out. */
export const createCardBodySchema = z.object({
  ...fields,
  theme: fields.theme.default('violet'),
  design: fields.design.default('design1'),
  content: fields.content.default({}),
  options: fields.options.default({}),
  custom_url: fields.custom_url.optional(),
  redirect: fields.redirect.default(''),
  show_lead_form: fields.show_lead_form.default(false),
  lead_form: fields.lead_form.prefault({}),
});
export type CreateCardBody = z.infer<typeof createCardBodySchema>;

/** PUT /landings/{id}/cards/{cardId}: what changes; the rest stays. */
export const updateCardBodySchema = z.object(fields).partial();
export type UpdateCardBody = z.infer<typeof updateCardBodySchema>;

export const cardParamsSchema = z.object({ id: idSchema, cardId: idSchema });

export const cardSchema = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  design: z.string(),
  theme: z.enum(CARD_THEME_IDS),
  content: z.record(z.string(), z.unknown()),
  options: z.record(z.string(), z.unknown()),
  custom_url: z.string(),
  redirect: z.string(),
  show_lead_form: z.boolean(),
  lead_form: cardLeadFormSchema,
  /** The public card's address. */
  url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Card = z.infer<typeof cardSchema>;
export const savedCardSchema = z.object({ data: cardSchema, message: z.string(), success: z.boolean() });

/** What a card is called in lists and transfer requests: its person's name, else its address. */
export function cardDisplayName(card: { content: unknown; custom_url: string }): string {
  const name = (card.content as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.trim() ? name : card.custom_url;
}

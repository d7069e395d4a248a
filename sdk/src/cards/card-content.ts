import { z } from 'zod';
import { imageUrlSchema } from '@tessera/core';
import { cardChannelSchema, SAVE_CONTACT_LABEL } from './card-channels.ts';
import { cardTextSchema, storedCardTextSchema } from './card-text.ts';

const text = (max: number) => storedCardTextSchema(max).default('');

/**
 * What every card design draws (spec §3 card settings Align, Button, IconList, Powerby and the
 * person's details): the same content looks different in each design and theme.
 */
export const cardContentSchema = z.object({
  name: text(120),
  title: text(120),
  company: text(120),
  bio: text(1000),
  /** The profile photo and the cover, as the crop dialog stored them. */
  photo: z.union([imageUrlSchema, z.literal('')]).default(''),
  cover: z.union([imageUrlSchema, z.literal('')]).default(''),
  /** IconList: the contact channels in the order the card shows them. */
  channels: z.array(cardChannelSchema).max(30, 'A card holds at most 30 contact channels.').default([]),
  align: z.enum(['left', 'center', 'right']).default('center'),
  /** Button: the Save Contact button under the details. */
  button: z.object({ show: z.boolean().default(true), label: storedCardTextSchema(60).default(SAVE_CONTACT_LABEL) }).prefault({}),
  /** Powerby: the "Powered by" line with the platform's name. */
  powered_by: z.boolean().default(true),
});
export type CardContent = z.infer<typeof cardContentSchema>;

/**
 * A card's content as the API accepts it: the details refuse control characters (one-line
 * fields line breaks too). `cardContentSchema` still reads what is stored, rows from before this
 * rule included, and whatever writes a card's details out (the vCard) escapes them itself.
 */
export const cardContentInputSchema = cardContentSchema.extend({
  name: cardTextSchema(120).default(''),
  title: cardTextSchema(120).default(''),
  company: cardTextSchema(120).default(''),
  bio: cardTextSchema(1000, 'multi').default(''),
  button: z.object({ show: z.boolean().default(true), label: cardTextSchema(60).default(SAVE_CONTACT_LABEL) }).prefault({}),
});

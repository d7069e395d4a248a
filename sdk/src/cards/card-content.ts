import { z } from 'zod';
import { imageUrlSchema } from '@tessera/core';
import { cardChannelSchema, SAVE_CONTACT_LABEL } from './card-channels.ts';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default('');

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
  button: z.object({ show: z.boolean().default(true), label: z.string().trim().max(60, 'At most 60 characters.').default(SAVE_CONTACT_LABEL) }).prefault({}),
  /** Powerby: the "Powered by" line with the platform's name. */
  powered_by: z.boolean().default(true),
});
export type CardContent = z.infer<typeof cardContentSchema>;

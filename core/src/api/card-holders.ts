import { z } from 'zod';
import { emailAddressSchema } from '../rules/email.ts';
import { ROLES } from '../roles/roles.ts';
import { cardSchema } from './cards.ts';
import { idSchema } from './envelopes.ts';

/** Someone a card can be handed to: a user of the card's agency (GET /landings/{id}/cards/users/{email}). */
export const cardPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type CardPerson = z.infer<typeof cardPersonSchema>;

/** GET /landings/{id}/cards/users: who holds the website's cards, with the cards each holds. */
export const cardHolderSchema = cardPersonSchema.extend({
  cards: z.array(z.object({ id: z.number().int(), name: z.string(), custom_url: z.string() })),
});
export type CardHolder = z.infer<typeof cardHolderSchema>;

export const CARD_TRANSFER_STATUSES = ['pending', 'confirmed', 'declined'] as const;

/** A card transfer request (spec §4: confirmed or declined by the receiving user). */
export const cardTransferSchema = z.object({
  id: z.number().int(),
  card: z.object({ id: z.number().int(), landing_id: z.number().int(), name: z.string(), url: z.string() }),
  from: cardPersonSchema.nullable(),
  to: cardPersonSchema,
  status: z.enum(CARD_TRANSFER_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type CardTransfer = z.infer<typeof cardTransferSchema>;

/** POST /landings/{id}/cards/{cardId}/transfer: the receiver's e-mail. */
export const cardTransferBodySchema = z.object({ email: emailAddressSchema });
export type CardTransferBody = z.infer<typeof cardTransferBodySchema>;

export const CARD_RECEIVER_UNKNOWN_MESSAGE = 'No user of this agency has this e-mail address.';
export const CARD_TRANSFER_PENDING_MESSAGE = 'This card already waits for its receiver to confirm.';
export const CARD_TRANSFER_SELF_MESSAGE = 'This card is already yours.';

/** GET /users/cards: the cards the signed-in user holds, with the website each is on. */
export const heldCardSchema = cardSchema.extend({ landing_title: z.string() });
export type HeldCard = z.infer<typeof heldCardSchema>;

export const cardTransferParamsSchema = z.object({ id: idSchema });

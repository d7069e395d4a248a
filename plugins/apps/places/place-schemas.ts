import { z } from '@tessera/sdk';

/** Places and reviews (spec §7 "Places"): an agency's businesses on the map service, and their reviews shown on its websites. */

export const placeFoundSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  address: z.string(),
  rating: z.number().nullable(),
  review_count: z.number().int().nullable(),
});
export type PlaceFound = z.infer<typeof placeFoundSchema>;

export const reviewSchema = z.object({
  /** The map service's id of the review, for choosing the ones a Google Review element shows. */
  id: z.string(),
  author: z.string(),
  author_photo: z.string(),
  author_url: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  published_at: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const placeSchema = z.object({
  id: z.number().int(),
  place_id: z.string(),
  name: z.string(),
  address: z.string(),
  maps_url: z.string(),
  rating: z.number().nullable(),
  review_count: z.number().int().nullable(),
  reviews: z.array(reviewSchema),
  refreshed_at: z.string(),
  /** The agency's websites that show it. */
  landing_ids: z.array(z.number().int()),
});
export type Place = z.infer<typeof placeSchema>;

export const searchPlacesBodySchema = z.object({
  query: z
    .string({ error: 'The query field is required.' })
    .trim()
    .min(1, 'The query field is required.')
    .max(200, 'The query may not be longer than 200 characters.'),
});
export const addPlaceBodySchema = z.object({
  place_id: z
    .string({ error: 'The place id field is required.' })
    .trim()
    .min(1, 'The place id field is required.')
    .regex(/^[\w-]{10,300}$/, 'Use a place id as the map service gives it (letters, digits, - or _).'),
});
export const placeParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const placeEnvelope = z.object({ data: placeSchema });
export const placeSavedSchema = z.object({ data: placeSchema, message: z.string(), success: z.boolean() });
export const placeListSchema = z.object({ data: z.array(placeSchema) });
export const placeSearchSchema = z.object({ data: z.array(placeFoundSchema) });

import { shownOnWebsitesBodySchema, z } from '@tessera/sdk';
import { importPodcastBodySchema, podcastSearchQuerySchema } from './episode-schemas.ts';

/**
 * Podcast collections (spec §7 "Podcast"): shows of the podcast directory an agency keeps, with
 * their newest episodes as last read from their feeds, shown on the websites it chooses.
 */

/** How many of a show's newest episodes a collection keeps (a gallery shows up to 12). */
export const COLLECTION_EPISODE_LIMIT = 50;

export const collectionEpisodeSchema = z.object({
  guid: z.string(),
  title: z.string(),
  description: z.string(),
  audio_url: z.string(),
  image: z.string(),
  duration_seconds: z.number().int().nullable(),
  published_at: z.string(),
});

export const collectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  feed_url: z.string(),
  refreshed_at: z.string(),
  /** The agency's websites that show it. */
  landing_ids: z.array(z.number().int()),
  episodes: z.array(collectionEpisodeSchema),
});
export type PodcastCollection = z.infer<typeof collectionSchema>;

export const searchCollectionBodySchema = podcastSearchQuerySchema;
export const addCollectionBodySchema = importPodcastBodySchema;
export const distributeCollectionBodySchema = shownOnWebsitesBodySchema;
export const collectionParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const collectionEnvelope = z.object({ data: collectionSchema });
export const collectionSavedSchema = z.object({ data: collectionSchema, message: z.string(), success: z.boolean() });
export const collectionListSchema = z.object({ data: z.array(collectionSchema.omit({ episodes: true })) });

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
  /** The episode's own comment feed, named by its show's feed (episodes read before comments were kept have none). */
  comments_url: z.string().nullable().default(null),
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

/** An episode of one of the agency's collections, by its feed item's id (its guid, URL-encoded in the path). */
export const collectionEpisodeParamsSchema = z.object({ id: z.string().trim().min(1, 'The episode id field is required.').max(2048, 'The episode id may not be longer than 2048 characters.') });
export const episodeCommentSchema = z.object({ id: z.string(), author: z.string(), text: z.string(), published_at: z.string(), link: z.string() });
export const episodeCommentListSchema = z.object({ data: z.array(episodeCommentSchema) });

import { contentImageSchema, contentSlugSchema, isMediaUrl, MEDIA_URL_MESSAGE, z } from '@tessera/sdk';

/** A website's podcast episodes (spec §7 "episodes"), listed at /episodes and each at /episodes/{unique_name}. */

export const episodeSchema = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  title: z.string(),
  unique_name: z.string(),
  description: z.string(),
  audio_url: z.string(),
  image: z.string(),
  duration_seconds: z.number().int().nullable(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Episode = z.infer<typeof episodeSchema>;

export const episodeListSchema = z.object({ data: z.array(episodeSchema), meta: z.object({ total: z.number().int() }) });

/** An episode as POST, PUT, publish and unpublish answer it. */
export const episodeSavedSchema = z.object({ data: episodeSchema, message: z.string(), success: z.boolean() });

export const episodeParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  episodeId: z.coerce.number().int().positive(),
});

const title = z.string().trim().min(1, 'The title field is required.').max(200, 'The title may not be longer than 200 characters.');
const description = z.string().trim().max(5000, 'The description may not be longer than 5000 characters.');
const audioUrl = z.string().trim().min(1, 'The audio url field is required.').max(2048, 'The audio url may not be longer than 2048 characters.').refine(isMediaUrl, MEDIA_URL_MESSAGE);
const duration = z.number().int('The duration must be whole seconds.').min(0, 'The duration may not be negative.').max(86_400, 'The duration may not be longer than a day.').nullable();

export const createEpisodeBodySchema = z.object({
  title: z.string({ error: 'The title field is required.' }).pipe(title),
  /** The episode's address under /episodes/; derived from the title when left out. */
  unique_name: contentSlugSchema.optional(),
  description: description.default(''),
  audio_url: z.string({ error: 'The audio url field is required.' }).pipe(audioUrl),
  image: contentImageSchema.default(''),
  duration_seconds: duration.default(null),
});
export type CreateEpisodeBody = z.infer<typeof createEpisodeBodySchema>;

export const updateEpisodeBodySchema = z.object({
  title: title.optional(),
  unique_name: contentSlugSchema.optional(),
  description: description.optional(),
  audio_url: audioUrl.optional(),
  image: contentImageSchema.optional(),
  duration_seconds: duration.optional(),
});
export type UpdateEpisodeBody = z.infer<typeof updateEpisodeBodySchema>;

export const EPISODE_SLUG_TAKEN_MESSAGE = 'Another episode of this website already has this address.';

/** POST /landings/import-podcast?landing_id=: the show's RSS feed. */
export const importPodcastBodySchema = z.object({
  feed_url: z
    .string({ error: 'The feed url field is required.' })
    .trim()
    .min(1, 'The feed url field is required.')
    .max(2048, 'The feed url may not be longer than 2048 characters.')
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'Use an http(s) address.'),
});
export type ImportPodcastBody = z.infer<typeof importPodcastBodySchema>;

export const podcastImportSchema = z.object({
  data: z.object({ title: z.string(), created: z.number().int(), updated: z.number().int() }),
  message: z.string(),
  success: z.boolean(),
});

/** GET /search-podcast?term=: shows of the podcast directory. */
export const podcastSearchQuerySchema = z.object({
  term: z.string({ error: 'The term field is required.' }).trim().min(1, 'The term field is required.').max(200, 'The term may not be longer than 200 characters.'),
});

export const podcastShowSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  feed_url: z.string(),
  image: z.string(),
  genre: z.string(),
  episodes: z.number().int().nullable(),
});
export type PodcastShow = z.infer<typeof podcastShowSchema>;
export const podcastSearchSchema = z.object({ data: z.array(podcastShowSchema) });

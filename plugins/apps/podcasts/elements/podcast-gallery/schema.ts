import { z } from '@tessera/sdk';

export const PODCAST_GALLERY_MAX = 12;

export const podcastGalleryProps = z.object({
  heading: z.string().max(200).default('Latest episodes'),
  layout: z.enum(['grid', 'list']).default('grid'),
  /** How many of the newest published episodes are shown. */
  count: z.number().int().min(1).max(PODCAST_GALLERY_MAX).default(6),
  showDescription: z.boolean().default(true),
  /** One of the agency's podcast collections the website shows; null shows the website's own episodes. */
  collection: z.number().int().positive().nullable().default(null),
});
export type PodcastGalleryProps = z.infer<typeof podcastGalleryProps>;

const shownEpisode = z.object({
  title: z.string(),
  description: z.string(),
  audio_url: z.string(),
  image: z.string(),
  duration_seconds: z.number().nullable(),
  published_at: z.string(),
});

/** What the podcasts app tells its elements about a website (its server part's `siteData`). */
export const podcastSiteData = z.object({
  /** The website's own, each with its address under /episodes/. */
  episodes: z.array(shownEpisode.extend({ unique_name: z.string() })),
  /** The agency's podcast collections the website shows; their episodes live on the show's own site. */
  collections: z.array(z.object({ id: z.number(), title: z.string(), episodes: z.array(shownEpisode.extend({ guid: z.string() })) })).default([]),
});
export type PodcastSiteData = z.infer<typeof podcastSiteData>;

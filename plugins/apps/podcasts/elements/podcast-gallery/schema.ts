import { z } from '@tessera/sdk';

export const PODCAST_GALLERY_MAX = 12;

export const podcastGalleryProps = z.object({
  heading: z.string().max(200).default('Latest episodes'),
  layout: z.enum(['grid', 'list']).default('grid'),
  /** How many of the newest published episodes are shown. */
  count: z.number().int().min(1).max(PODCAST_GALLERY_MAX).default(6),
  showDescription: z.boolean().default(true),
});
export type PodcastGalleryProps = z.infer<typeof podcastGalleryProps>;

/** What the podcasts app tells its elements about a website (its server part's `siteData`). */
export const podcastSiteData = z.object({
  episodes: z.array(
    z.object({
      title: z.string(),
      unique_name: z.string(),
      description: z.string(),
      audio_url: z.string(),
      image: z.string(),
      duration_seconds: z.number().nullable(),
      published_at: z.string(),
    }),
  ),
});
export type PodcastSiteData = z.infer<typeof podcastSiteData>;

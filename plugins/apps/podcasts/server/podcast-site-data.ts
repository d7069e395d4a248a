import type { AppLanding, AppServerContext } from '@tessera/sdk';
import { PODCAST_GALLERY_MAX, type PodcastSiteData } from '../elements/podcast-gallery/schema.ts';
import { collectionsOfSite } from './collection-store.ts';
import { featuredEpisodes } from './episode-store.ts';

/** What Podcast Gallery elements show: the website's newest published episodes (as many as one may show) and the podcasts of the agency's collections it shows. */
export async function podcastSiteData(landing: AppLanding, context: AppServerContext): Promise<PodcastSiteData> {
  const rows = await featuredEpisodes(context, landing.id, PODCAST_GALLERY_MAX);
  return {
    episodes: rows.map((row) => ({
      title: row.title,
      unique_name: row.unique_name,
      description: row.description,
      audio_url: row.audio_url,
      image: row.image,
      duration_seconds: row.duration_seconds,
      published_at: (row.published_at ?? row.created_at).toISOString(),
    })),
    collections: (await collectionsOfSite(context, landing.id)).map((collection) => ({ ...collection, episodes: collection.episodes.slice(0, PODCAST_GALLERY_MAX) })),
  };
}

import { createServiceToken, HttpError, z } from '@tessera/sdk';
import type { PodcastShow } from '../episode-schemas.ts';
import { DEMO_SHOWS, demoFeed } from './demo-shows.ts';

/** A directory of podcasts to find a show's feed by its name (spec §7 GET /search-podcast). */
export interface PodcastDirectory {
  search(term: string): Promise<PodcastShow[]>;
  /** Shows to offer before anything is searched (the demo shows of an install without a directory). */
  suggestions(): Promise<PodcastShow[]>;
  /** The feed at `feedUrl` when the directory carries it itself; undefined to fetch it from its address. */
  ownFeed(feedUrl: string): string | undefined;
}
export const PodcastDirectoryToken = createServiceToken<PodcastDirectory>('PodcastDirectory');

/** How many shows one search answers. */
export const SEARCH_LIMIT = 20;

// The fields of the iTunes Search API's answer that a show needs; the rest is left alone.
const itunesAnswer = z.object({
  results: z.array(
    z.object({
      collectionId: z.number(),
      collectionName: z.string().optional(),
      artistName: z.string().optional(),
      feedUrl: z.string().optional(),
      artworkUrl600: z.string().optional(),
      artworkUrl100: z.string().optional(),
      primaryGenreName: z.string().optional(),
      trackCount: z.number().optional(),
    }),
  ),
});

const busy = () => new HttpError('rate_limited', 'The podcast directory is answering too many searches; try again in a minute.');
const failed = (why: string) => new HttpError('upstream_failed', `The podcast directory could not be searched: ${why}`);

/**
 * Apple's iTunes Search API (GET {base}/search?media=podcast&entity=podcast&term=…), which needs
 * no key. Shows without a feed address cannot be imported and are left out.
 */
export function itunesDirectory(baseUrl: string, fetcher: typeof fetch = fetch): PodcastDirectory {
  return {
    async search(term) {
      const url = new URL('/search', baseUrl);
      url.search = new URLSearchParams({ media: 'podcast', entity: 'podcast', term, limit: String(SEARCH_LIMIT) }).toString();
      let response: Response;
      try {
        response = await fetcher(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
      } catch (error) {
        throw failed(error instanceof Error ? error.message : 'no answer');
      }
      // The directory answers a throttled client with 403 as well as 429.
      if (response.status === 429 || response.status === 403) throw busy();
      if (!response.ok) throw failed(`it answered ${response.status}`);
      const parsed = itunesAnswer.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw failed('its answer was not understood');
      return parsed.data.results.flatMap((show) =>
        show.feedUrl
          ? [
              {
                id: String(show.collectionId),
                title: show.collectionName ?? '',
                author: show.artistName ?? '',
                feed_url: show.feedUrl,
                image: show.artworkUrl600 ?? show.artworkUrl100 ?? '',
                genre: show.primaryGenreName ?? '',
                episodes: show.trackCount ?? null,
              },
            ]
          : [],
      );
    },
    // The directory is searched for what the user asks; it has no shows to put forward unasked.
    suggestions: async () => [],
    ownFeed: () => undefined,
  };
}

/** The embedded default without a directory configured: the app's own shows, feeds included, offered as suggestions. */
export const demoDirectory: PodcastDirectory = {
  async search(term) {
    const words = term.toLowerCase();
    return DEMO_SHOWS.filter((show) => show.title.toLowerCase().includes(words) || show.genre.toLowerCase().includes(words));
  },
  suggestions: async () => [...DEMO_SHOWS],
  ownFeed: demoFeed,
};

/** The app's settings, from the environment (its server part's `config`). */
export const podcastsSettings = z.object({
  /** The iTunes Search API's address (https://itunes.apple.com in production; a local fake in tests); without it, the demo directory. */
  PODCAST_DIRECTORY_URL: z.url({ protocol: /^https?$/, error: 'Give an http(s) address' }).optional(),
});
export type PodcastsSettings = z.infer<typeof podcastsSettings>;

export function configuredDirectory(settings: PodcastsSettings): PodcastDirectory {
  return settings.PODCAST_DIRECTORY_URL ? itunesDirectory(settings.PODCAST_DIRECTORY_URL) : demoDirectory;
}

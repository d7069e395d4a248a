import { createServiceToken, HttpError, z } from '@tessera/sdk';
import type { ChannelFound, Video, VideoComment } from '../channel-schemas.ts';

/** A channel as the video site describes it. */
export interface ChannelDetails extends ChannelFound {
  uploads_playlist_id: string;
  subscriber_count: number | null;
  video_count: number | null;
}

/** The video site's data (spec §7 Video channel), behind a port. */
export interface VideoSiteData {
  searchChannels(term: string): Promise<ChannelFound[]>;
  /** Undefined when the channel does not exist. */
  channel(channelId: string): Promise<ChannelDetails | undefined>;
  /** The newest `limit` videos of a playlist (a channel's uploads), newest first. */
  playlistVideos(playlistId: string, limit: number): Promise<Video[]>;
  comments(videoId: string): Promise<VideoComment[]>;
  /** Channels to offer before anything is searched (the demo channel of an install without a key). */
  suggestions(): Promise<ChannelFound[]>;
}
export const VideoSiteDataToken = createServiceToken<VideoSiteData>('VideoSiteData');

/** How many of a channel's newest videos are kept (galleries show up to 24 of them). */
export const CHANNEL_VIDEO_LIMIT = 100;
const PAGE_SIZE = 50;

const thumbnails = z.record(z.string(), z.object({ url: z.string() })).optional();
const bestThumbnail = (set: z.infer<typeof thumbnails>) => set?.high?.url ?? set?.medium?.url ?? set?.default?.url ?? '';
const apiError = z.object({ error: z.object({ message: z.string().optional(), errors: z.array(z.object({ reason: z.string().optional() })).optional() }) });

const searchAnswer = z.object({ items: z.array(z.object({ id: z.object({ channelId: z.string().optional() }), snippet: z.object({ title: z.string(), description: z.string().default(''), thumbnails }) })) });
const channelAnswer = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({ title: z.string(), description: z.string().default(''), thumbnails }),
        contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string() }) }),
        statistics: z.object({ subscriberCount: z.string().optional(), videoCount: z.string().optional(), hiddenSubscriberCount: z.boolean().optional() }).optional(),
      }),
    )
    .default([]),
});
const playlistAnswer = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(
    z.object({
      snippet: z.object({ title: z.string(), description: z.string().default(''), thumbnails, resourceId: z.object({ videoId: z.string() }) }),
      contentDetails: z.object({ videoPublishedAt: z.string().optional() }).optional(),
    }),
  ),
});
const commentsAnswer = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      snippet: z.object({
        totalReplyCount: z.number().default(0),
        topLevelComment: z.object({
          snippet: z.object({ authorDisplayName: z.string(), authorProfileImageUrl: z.string().default(''), textOriginal: z.string(), likeCount: z.number().default(0), publishedAt: z.string() }),
        }),
      }),
    }),
  ),
});

const count = (text: string | undefined) => (text === undefined ? null : Number(text));

/**
 * The YouTube Data API v3 over HTTP with an API key (GET {base}/youtube/v3/search, channels,
 * playlistItems and commentThreads). Its refusals come back as errors the user can act on:
 * quota and rate limits as 429, a refused key as 502, comments turned off as 422.
 */
export function youtubeDataApi(options: { baseUrl: string; apiKey: string; fetcher?: typeof fetch }): VideoSiteData {
  const fetcher = options.fetcher ?? fetch;
  async function get<T>(resource: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const url = new URL(`/youtube/v3/${resource}`, options.baseUrl);
    url.search = new URLSearchParams({ ...params, key: options.apiKey }).toString();
    let response: Response;
    try {
      response = await fetcher(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new HttpError('upstream_failed', `The video site could not be reached: ${error instanceof Error ? error.message : 'no answer'}`);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const refusal = apiError.safeParse(body);
      const reason = refusal.success ? refusal.data.error.errors?.[0]?.reason : undefined;
      if (response.status === 429 || reason === 'quotaExceeded' || reason === 'rateLimitExceeded' || reason === 'userRateLimitExceeded') {
        throw new HttpError('rate_limited', 'The video site allows no more requests for now (its daily quota or rate limit); try again later.');
      }
      if (reason === 'commentsDisabled') throw new HttpError('validation_failed', 'Comments are turned off for this video.');
      if (response.status === 404 || reason === 'videoNotFound' || reason === 'playlistNotFound') throw new HttpError('not_found', 'The video site has no such video or channel.');
      throw new HttpError('upstream_failed', `The video site refused the request (${response.status}${refusal.success && refusal.data.error.message ? `: ${refusal.data.error.message}` : ''}).`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new HttpError('upstream_failed', "The video site's answer was not understood.");
    return parsed.data;
  }

  return {
    async searchChannels(term) {
      const answer = await get('search', { part: 'snippet', type: 'channel', q: term, maxResults: '10' }, searchAnswer);
      return answer.items.flatMap((item) =>
        item.id.channelId ? [{ channel_id: item.id.channelId, title: item.snippet.title, description: item.snippet.description, thumbnail: bestThumbnail(item.snippet.thumbnails) }] : [],
      );
    },
    async channel(channelId) {
      const answer = await get('channels', { part: 'snippet,contentDetails,statistics', id: channelId }, channelAnswer);
      const found = answer.items[0];
      if (!found) return undefined;
      return {
        channel_id: found.id,
        title: found.snippet.title,
        description: found.snippet.description,
        thumbnail: bestThumbnail(found.snippet.thumbnails),
        uploads_playlist_id: found.contentDetails.relatedPlaylists.uploads,
        subscriber_count: found.statistics?.hiddenSubscriberCount ? null : count(found.statistics?.subscriberCount),
        video_count: count(found.statistics?.videoCount),
      };
    },
    async playlistVideos(playlistId, limit) {
      const videos: Video[] = [];
      let pageToken: string | undefined;
      do {
        const page = await get(
          'playlistItems',
          { part: 'snippet,contentDetails', playlistId, maxResults: String(Math.min(PAGE_SIZE, limit - videos.length)), ...(pageToken ? { pageToken } : {}) },
          playlistAnswer,
        );
        for (const item of page.items) {
          videos.push({
            video_id: item.snippet.resourceId.videoId,
            title: item.snippet.title,
            description: item.snippet.description,
            thumbnail: bestThumbnail(item.snippet.thumbnails),
            published_at: item.contentDetails?.videoPublishedAt ?? null,
          });
        }
        pageToken = page.nextPageToken;
      } while (pageToken && videos.length < limit);
      return videos.slice(0, limit);
    },
    async comments(videoId) {
      const answer = await get('commentThreads', { part: 'snippet', videoId, maxResults: '20', order: 'relevance', textFormat: 'plainText' }, commentsAnswer);
      return answer.items.map((thread) => {
        const comment = thread.snippet.topLevelComment.snippet;
        return {
          id: thread.id,
          author: comment.authorDisplayName,
          author_image: comment.authorProfileImageUrl,
          text: comment.textOriginal,
          likes: comment.likeCount,
          replies: thread.snippet.totalReplyCount,
          published_at: comment.publishedAt,
        };
      });
    },
    // The video site is searched for what the user asks; it has no channels to put forward unasked.
    suggestions: async () => [],
  };
}

const DEMO_CHANNEL: ChannelDetails = {
  channel_id: 'UCdemoTesseraChannel0001',
  title: 'Tessera Demo Channel',
  description: 'Short videos about building websites.',
  thumbnail: '',
  uploads_playlist_id: 'UUdemoTesseraChannel0001',
  subscriber_count: 1200,
  video_count: 3,
};
const DEMO_VIDEOS: Video[] = ['dQw4w9WgXcQ', 'M7lc1UVf-VE', 'aqz-KE-bpKQ'].map((video_id, i) => ({
  video_id,
  title: ['Welcome to the channel', 'Your first website in ten minutes', 'Publishing and domains'][i]!,
  description: '',
  thumbnail: `https://i.ytimg.com/vi/${video_id}/hqdefault.jpg`,
  published_at: new Date(Date.UTC(2026, 0, 10 - i)).toISOString(),
}));

/** The embedded default without an API key: one demo channel, offered as a suggestion. */
export const demoVideoSite: VideoSiteData = {
  async searchChannels(term) {
    return DEMO_CHANNEL.title.toLowerCase().includes(term.toLowerCase()) || term.toLowerCase().includes('demo') ? [DEMO_CHANNEL] : [];
  },
  async channel(channelId) {
    return channelId === DEMO_CHANNEL.channel_id ? DEMO_CHANNEL : undefined;
  },
  async playlistVideos(playlistId, limit) {
    return playlistId === DEMO_CHANNEL.uploads_playlist_id ? DEMO_VIDEOS.slice(0, limit) : [];
  },
  async comments() {
    return [];
  },
  suggestions: async () => [DEMO_CHANNEL],
};

/** The app's settings, from the environment (its server part's `config`). */
export const videoChannelsSettings = z.object({
  /** Selects the YouTube Data API; without it, the demo channel. */
  YOUTUBE_API_KEY: z.string().optional(),
  /** Where that API is; tests give a local fake. */
  YOUTUBE_API_URL: z.url({ protocol: /^https?$/, error: 'Give an http(s) address' }).default('https://www.googleapis.com'),
});
export type VideoChannelsSettings = z.infer<typeof videoChannelsSettings>;

export function configuredVideoSite(settings: VideoChannelsSettings): VideoSiteData {
  return settings.YOUTUBE_API_KEY ? youtubeDataApi({ apiKey: settings.YOUTUBE_API_KEY, baseUrl: settings.YOUTUBE_API_URL }) : demoVideoSite;
}

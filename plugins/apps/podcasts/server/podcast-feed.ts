import { contentImageSchema, isMediaUrl, OutboundHttpToken, validationFailed, type AppServerContext } from '@tessera/sdk';
import Parser from 'rss-parser';
import { parseDuration } from '../durations.ts';

/** Feeds of long-running shows reach a few megabytes; more than this is not a podcast feed. */
export const MAX_FEED_BYTES = 10 * 1024 * 1024;
/** The newest this many episodes are imported; older ones stay in the feed. */
export const MAX_IMPORTED_EPISODES = 500;

const parser = new Parser({ timeout: 0 });

type FeedItem = Parser.Item & { itunes?: { image?: string; duration?: string; summary?: string } };

/** Whole seconds from iTunes' "3725", "62:05" or "1:02:05"; null when missing, unreadable or longer than a day. */
function feedDuration(text: string | undefined): number | null {
  const seconds = parseDuration(text ?? '');
  return seconds !== null && Number.isFinite(seconds) && seconds <= 86_400 ? seconds : null;
}

const clip = (text: string | undefined, max: number) => (text ?? '').replace(/\s+\n/g, '\n').trim().slice(0, max);
const imageOrNone = (address: string | undefined) => (address && contentImageSchema.safeParse(address).success ? address : '');

/** An episode as a feed gives it. */
export interface FeedEpisode {
  guid: string;
  title: string;
  description: string;
  audio_url: string;
  image: string;
  duration_seconds: number | null;
  published_at: Date;
}

function episodesOf(feed: Parser.Output<FeedItem>, now: Date): FeedEpisode[] {
  const showImage = imageOrNone(feed.itunes?.image ?? feed.image?.url);
  return feed.items
    .filter((item) => item.enclosure?.url && isMediaUrl(item.enclosure.url) && /^https?:/i.test(item.enclosure.url))
    .map((item) => {
      const date = item.isoDate ? new Date(item.isoDate) : now;
      return {
        guid: clip(item.guid || item.enclosure!.url, 2048),
        title: clip(item.title, 200) || 'Untitled episode',
        description: clip(item.contentSnippet ?? item.itunes?.summary, 5000),
        audio_url: item.enclosure!.url.slice(0, 2048),
        image: imageOrNone(item.itunes?.image) || showImage,
        duration_seconds: feedDuration(item.itunes?.duration),
        published_at: Number.isNaN(date.getTime()) || date > now ? now : date,
      };
    })
    .sort((a, b) => b.published_at.getTime() - a.published_at.getTime())
    .slice(0, MAX_IMPORTED_EPISODES);
}

/**
 * A show's feed, read from the address a user gave (every hop vetted, private addresses refused
 * outside tests), at most MAX_FEED_BYTES: its title, artwork and newest episodes with audio.
 * Anything that is not a feed with such episodes is a 422 on `field`.
 */
export async function readFeed(context: AppServerContext, feedUrl: string, field = 'feed_url'): Promise<{ title: string; image: string; episodes: FeedEpisode[] }> {
  const answer = await context.services.resolve(OutboundHttpToken).getPublic(feedUrl, {
    field,
    maxBytes: MAX_FEED_BYTES,
    accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1',
  });
  let feed: Parser.Output<FeedItem>;
  try {
    feed = await parser.parseString(answer.body.toString('utf8'));
  } catch {
    throw validationFailed({ [field]: ['The address does not answer with an RSS feed.'] });
  }
  const episodes = episodesOf(feed, new Date());
  if (episodes.length === 0) throw validationFailed({ [field]: ['The feed has no episodes with audio.'] });
  return { title: clip(feed.title, 200) || 'The podcast', image: imageOrNone(feed.itunes?.image ?? feed.image?.url), episodes };
}

import { contentImageSchema, HttpError, isMediaUrl, OutboundHttpToken, validationFailed, clockNow, type AppServerContext } from '@tessera/sdk';
import type Parser from 'rss-parser';
import { parseDuration } from '../durations.ts';
import { PodcastDirectoryToken } from './podcast-directory.ts';

/** Feeds of long-running shows reach a few megabytes; more than this is not a podcast feed. */
export const MAX_FEED_BYTES = 10 * 1024 * 1024;
/** The newest this many episodes are imported; older ones stay in the feed. */
export const MAX_IMPORTED_EPISODES = 500;

let parser: Promise<Parser<object, { commentRss?: string }>> | undefined;
/** The parser loads with the first feed read: a server importing no podcast never needs it in memory. */
const feedParser = () =>
  (parser ??= import('rss-parser').then(
    // wfw:commentRss (the Well-Formed Web namespace WordPress and its podcast plugins write) is an item's own feed of comments.
    ({ default: RssParser }) => new RssParser<object, { commentRss?: string }>({ timeout: 0, customFields: { item: [['wfw:commentRss', 'commentRss']] } }),
  ));

type FeedItem = Parser.Item & { commentRss?: string; itunes?: { image?: string; duration?: string; summary?: string } };

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
  /** The item's own feed of comments, when its feed names one. */
  comments_url: string | null;
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
        comments_url: item.commentRss && /^https?:\/\//i.test(item.commentRss.trim()) ? item.commentRss.trim().slice(0, 2048) : null,
      };
    })
    .sort((a, b) => b.published_at.getTime() - a.published_at.getTime())
    .slice(0, MAX_IMPORTED_EPISODES);
}

/**
 * A show's feed, read from the address a user gave (every hop vetted, private addresses refused
 * outside tests) unless the directory carries it itself, at most MAX_FEED_BYTES: its title, artwork and newest episodes with audio.
 * Anything that is not a feed with such episodes is a 422 on `field`.
 */
export async function readFeed(context: AppServerContext, feedUrl: string, field = 'feed_url'): Promise<{ title: string; image: string; episodes: FeedEpisode[] }> {
  const text =
    context.services.resolve(PodcastDirectoryToken).ownFeed(feedUrl) ??
    (
      await context.services.resolve(OutboundHttpToken).getPublic(feedUrl, {
        field,
        what: 'feed',
        maxBytes: MAX_FEED_BYTES,
        accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1',
      })
    ).body.toString('utf8');
  let feed: Parser.Output<FeedItem>;
  try {
    feed = (await (await feedParser()).parseString(text)) as Parser.Output<FeedItem>;
  } catch {
    throw validationFailed({ [field]: ['The address does not answer with an RSS feed.'] });
  }
  const episodes = episodesOf(feed, clockNow(context));
  if (episodes.length === 0) throw validationFailed({ [field]: ['The feed has no episodes with audio.'] });
  return { title: clip(feed.title, 200) || 'The podcast', image: imageOrNone(feed.itunes?.image ?? feed.image?.url), episodes };
}

/** A comment as an episode's comment feed gives it. */
export interface FeedComment {
  id: string;
  author: string;
  text: string;
  published_at: string;
  link: string;
}

/** Comment feeds of busy shows run long; the newest this many are shown. */
export const MAX_COMMENTS = 100;
const MAX_COMMENT_FEED_BYTES = 2 * 1024 * 1024;

/**
 * The comments of an episode, from the comment feed its show's feed names (`wfw:commentRss`),
 * newest first. A feed that cannot be read is a 502: the show's site is at fault, not the caller.
 */
export async function readComments(context: AppServerContext, commentsUrl: string): Promise<FeedComment[]> {
  let items: (Parser.Item & { creator?: string })[];
  try {
    const answer = await context.services.resolve(OutboundHttpToken).getPublic(commentsUrl, { field: 'comments', what: 'comment feed', maxBytes: MAX_COMMENT_FEED_BYTES, accept: 'application/rss+xml, application/xml;q=0.9, */*;q=0.1' });
    items = (await (await feedParser()).parseString(answer.body.toString('utf8'))).items;
  } catch {
    throw new HttpError('upstream_failed', "The episode's comments could not be read from its show's website. Try again later.");
  }
  return items
    .map((item, index) => ({
      id: clip(item.guid || item.link || String(index), 2048),
      author: clip(item.creator, 200) || 'Anonymous',
      text: clip(item.contentSnippet ?? item.content, 5000),
      published_at: item.isoDate && !Number.isNaN(new Date(item.isoDate).getTime()) ? new Date(item.isoDate).toISOString() : '',
      link: item.link && /^https?:\/\//i.test(item.link) ? item.link : '',
    }))
    .filter((comment) => comment.text !== '')
    .sort((a, b) => b.published_at.localeCompare(a.published_at))
    .slice(0, MAX_COMMENTS);
}

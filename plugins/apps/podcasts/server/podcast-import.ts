import { contentImageSchema, HttpError, isMediaUrl, isUniqueViolation, OutboundHttpToken, PageNames, SiteChangesToken, validationFailed, type AppLanding, type AppServerContext, type Kysely } from '@tessera/sdk';
import Parser from 'rss-parser';
import { parseDuration } from '../durations.ts';
import type { EpisodeTables } from '../episode-tables.ts';

/** Feeds of long-running shows reach a few megabytes; more than this is not a podcast feed. */
export const MAX_FEED_BYTES = 10 * 1024 * 1024;
/** The newest this many episodes are imported; older ones stay in the feed. */
export const MAX_IMPORTED_EPISODES = 500;

const FEED_FIELD = 'feed_url';
const parser = new Parser({ timeout: 0 });

type FeedItem = Parser.Item & { itunes?: { image?: string; duration?: string; summary?: string } };

/** Whole seconds from iTunes' "3725", "62:05" or "1:02:05"; null when missing, unreadable or longer than a day. */
function feedDuration(text: string | undefined): number | null {
  const seconds = parseDuration(text ?? '');
  return seconds !== null && Number.isFinite(seconds) && seconds <= 86_400 ? seconds : null;
}

const clip = (text: string | undefined, max: number) => (text ?? '').replace(/\s+\n/g, '\n').trim().slice(0, max);
const imageOrNone = (address: string | undefined) => (address && contentImageSchema.safeParse(address).success ? address : '');

interface ImportedEpisode {
  guid: string;
  title: string;
  description: string;
  audio_url: string;
  image: string;
  duration_seconds: number | null;
  published_at: Date;
}

function episodesOf(feed: Parser.Output<FeedItem>, now: Date): ImportedEpisode[] {
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

/** Two imports of one feed at once: the second loses the race for an address or a feed item and is told so, with nothing written. */
async function writeOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError('conflict', 'This feed is being imported at this moment; try again when it is done.');
    throw error;
  }
}

/**
 * A show's episodes from its RSS feed, published on the website with their audio, artwork and
 * dates. An episode imported before (the same feed item) is brought up to date, not added twice,
 * and keeps its address; the whole import is one transaction, so a failure adds nothing.
 */
export async function importPodcast(context: AppServerContext, landing: AppLanding, feedUrl: string): Promise<{ title: string; created: number; updated: number }> {
  const answer = await context.services.resolve(OutboundHttpToken).getPublic(feedUrl, {
    field: FEED_FIELD,
    maxBytes: MAX_FEED_BYTES,
    accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1',
  });
  let feed: Parser.Output<FeedItem>;
  try {
    feed = await parser.parseString(answer.body.toString('utf8'));
  } catch {
    throw validationFailed({ [FEED_FIELD]: ['The address does not answer with an RSS feed.'] });
  }
  const episodes = episodesOf(feed, new Date());
  if (episodes.length === 0) throw validationFailed({ [FEED_FIELD]: ['The feed has no episodes with audio.'] });

  const db = context.db as Kysely<EpisodeTables>;
  const counts = await writeOnce(() => db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('episodes').select(['id', 'guid', 'unique_name']).where('landing_id', '=', landing.id).execute();
    const byGuid = new Map(existing.filter((row) => row.guid !== null).map((row) => [row.guid!, row.id]));
    const names = new PageNames(existing.map((row) => row.unique_name));
    let created = 0;
    let updated = 0;
    // Oldest first, so the newest episode is also the newest row (the dashboard lists them that way).
    for (const episode of [...episodes].reverse()) {
      const id = byGuid.get(episode.guid);
      if (id !== undefined) {
        const { published_at: _kept, ...fields } = episode;
        await trx.updateTable('episodes').set({ ...fields, updated_at: new Date() }).where('id', '=', id).execute();
        updated++;
      } else {
        await trx
          .insertInto('episodes')
          .values({ ...episode, landing_id: landing.id, unique_name: names.claim(episode.title), published: true })
          .execute();
        created++;
      }
    }
    return { created, updated };
  }));
  await context.services.resolve(SiteChangesToken).changed(landing.id, { pages: true });
  return { title: clip(feed.title, 200) || 'The podcast', ...counts };
}

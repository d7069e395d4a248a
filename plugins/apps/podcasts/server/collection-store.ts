import { callerAgencyId, notFound, redrawWebsites, showOnWebsites, clockNow, type AppCaller, type AppServerContext, type Kysely, type Selectable } from '@tessera/sdk';
import { COLLECTION_EPISODE_LIMIT, type PodcastCollection } from '../collection-schemas.ts';
import type { CollectionTables } from '../episode-tables.ts';
import { readComments, readFeed, type FeedComment } from './podcast-feed.ts';

type CollectionRow = Selectable<CollectionTables['podcasts_collections']>;
type CollectionEpisode = PodcastCollection['episodes'][number];

const collectionsDb = (context: AppServerContext): Kysely<CollectionTables> => context.db;
const episodesOf = (row: Pick<CollectionRow, 'episodes'>): CollectionEpisode[] => (Array.isArray(row.episodes) ? (row.episodes as CollectionEpisode[]) : []);
const SITES = { table: 'podcasts_collection_sites', itemColumn: 'collection_id' };

async function toCollection(context: AppServerContext, row: CollectionRow): Promise<PodcastCollection> {
  const sites = await collectionsDb(context).selectFrom('podcasts_collection_sites').select('landing_id').where('collection_id', '=', row.id).orderBy('landing_id').execute();
  return { id: row.id, title: row.title, image: row.image, feed_url: row.feed_url, refreshed_at: row.refreshed_at.toISOString(), landing_ids: sites.map((site) => site.landing_id), episodes: episodesOf(row) };
}

async function feedValues(context: AppServerContext, feedUrl: string) {
  const feed = await readFeed(context, feedUrl);
  const episodes: CollectionEpisode[] = feed.episodes.slice(0, COLLECTION_EPISODE_LIMIT).map((episode) => ({ ...episode, published_at: episode.published_at.toISOString() }));
  return { title: feed.title, image: feed.image, episodes: JSON.stringify(episodes), refreshed_at: clockNow(context) };
}

export async function listCollections(context: AppServerContext, agencyId: number): Promise<Omit<PodcastCollection, 'episodes'>[]> {
  const rows = await collectionsDb(context).selectFrom('podcasts_collections').selectAll().where('agency_id', '=', agencyId).orderBy('title').execute();
  const collections = await Promise.all(rows.map((row) => toCollection(context, row)));
  return collections.map(({ episodes: _episodes, ...collection }) => collection);
}

/** The agency's collection; another agency's (or none) answers 404. */
export async function requireCollection(context: AppServerContext, agencyId: number, id: number): Promise<PodcastCollection> {
  const row = await collectionsDb(context).selectFrom('podcasts_collections').selectAll().where('agency_id', '=', agencyId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Podcast collection');
  return toCollection(context, row);
}

/**
 * Adds the show at `feedUrl` to the agency's collections with its newest episodes, or reads it
 * again when the agency has it already (its websites then show the new episodes). A feed that
 * is not a podcast is refused on `feed_url` and nothing is kept.
 */
export async function saveCollection(context: AppServerContext, agencyId: number, feedUrl: string): Promise<{ collection: PodcastCollection; created: boolean }> {
  const values = await feedValues(context, feedUrl);
  const db = collectionsDb(context);
  const existing = await db.selectFrom('podcasts_collections').select('id').where('agency_id', '=', agencyId).where('feed_url', '=', feedUrl).executeTakeFirst();
  const row = await db
    .insertInto('podcasts_collections')
    .values({ ...values, agency_id: agencyId, feed_url: feedUrl, created_at: clockNow(context) })
    .onConflict((oc) => oc.columns(['agency_id', 'feed_url']).doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  const collection = await toCollection(context, row);
  await redrawWebsites(context, collection.landing_ids);
  return { collection, created: !existing };
}

export async function deleteCollection(context: AppServerContext, agencyId: number, id: number): Promise<void> {
  const collection = await requireCollection(context, agencyId, id);
  await collectionsDb(context).deleteFrom('podcasts_collections').where('id', '=', id).execute();
  await redrawWebsites(context, collection.landing_ids);
}

/** The websites that show the collection, replacing the ones before (the agency's own only). */
export async function distributeCollection(context: AppServerContext, caller: AppCaller | null, agencyId: number, id: number, landingIds: readonly number[]): Promise<PodcastCollection> {
  await requireCollection(context, agencyId, id);
  await showOnWebsites(context, caller, SITES, id, agencyId, landingIds);
  return requireCollection(context, agencyId, id);
}

/** The collections a website shows, with their episodes, for Podcast Gallery elements. */
export async function collectionsOfSite(context: AppServerContext, landingId: number): Promise<{ id: number; title: string; episodes: CollectionEpisode[] }[]> {
  const rows = await collectionsDb(context)
    .selectFrom('podcasts_collections as c')
    .innerJoin('podcasts_collection_sites as s', 's.collection_id', 'c.id')
    .select(['c.id', 'c.title', 'c.episodes'])
    .where('s.landing_id', '=', landingId)
    .orderBy('c.title')
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, episodes: episodesOf(row) }));
}

/**
 * The scheduled refresh: every collection a website shows is read again from its feed, and the
 * websites showing it are drawn again. A feed that fails keeps what was last read; the others go on.
 */
export async function refreshShownCollections(context: AppServerContext): Promise<void> {
  const db = collectionsDb(context);
  const shown = await db
    .selectFrom('podcasts_collections as c')
    .select(['c.id', 'c.feed_url'])
    .where((eb) => eb.exists(eb.selectFrom('podcasts_collection_sites as s').select('s.landing_id').whereRef('s.collection_id', '=', 'c.id')))
    .orderBy('c.refreshed_at')
    .execute();
  for (const collection of shown) {
    const values = await feedValues(context, collection.feed_url).catch(() => undefined);
    if (!values) continue;
    await db.updateTable('podcasts_collections').set(values).where('id', '=', collection.id).execute();
    const sites = await db.selectFrom('podcasts_collection_sites').select('landing_id').where('collection_id', '=', collection.id).execute();
    await redrawWebsites(context, sites.map((site) => site.landing_id));
  }
}

/** The caller's agency, whose podcast collections these are. */
export const agencyOf = (caller: AppCaller | null): number => callerAgencyId(caller, 'Podcast collections');

/** The comments of an episode of one of the agency's collections, read from its comment feed (none when it has no feed). */
export async function episodeComments(context: AppServerContext, agencyId: number, guid: string): Promise<FeedComment[]> {
  const rows = await collectionsDb(context).selectFrom('podcasts_collections').select('episodes').where('agency_id', '=', agencyId).execute();
  const episode = rows.flatMap(episodesOf).find((candidate) => candidate.guid === guid);
  if (!episode) throw notFound('Episode');
  return episode.comments_url ? readComments(context, episode.comments_url) : [];
}

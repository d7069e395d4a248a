import { callerAgencyId, notFound, redrawWebsites, showOnWebsites, validationFailed, clockNow, type AppCaller, type AppServerContext, type Kysely, type Selectable } from '@tessera/sdk';
import type { Channel, Video } from '../channel-schemas.ts';
import type { ChannelTables } from '../channel-tables.ts';
import { CHANNEL_VIDEO_LIMIT, VideoSiteDataToken } from './youtube-data.ts';

type ChannelRow = Selectable<ChannelTables['video_channels_channels']>;

// The platform's database seen through the app's own tables.
type ChannelsDb = Kysely<ChannelTables>;
const channelsDb = (context: AppServerContext): ChannelsDb => context.db;
export const videoSite = (context: AppServerContext) => context.services.resolve(VideoSiteDataToken);

const videosOf = (row: ChannelRow): Video[] => (Array.isArray(row.videos) ? (row.videos as Video[]) : []);

async function toChannel(context: AppServerContext, row: ChannelRow): Promise<Channel> {
  const sites = await channelsDb(context).selectFrom('video_channels_sites').select('landing_id').where('channel_row_id', '=', row.id).orderBy('landing_id').execute();
  return {
    id: row.id,
    channel_id: row.channel_id,
    title: row.title,
    description: row.description,
    thumbnail: row.thumbnail,
    subscriber_count: row.subscriber_count === null ? null : Number(row.subscriber_count),
    video_count: row.video_count,
    refreshed_at: row.refreshed_at.toISOString(),
    landing_ids: sites.map((site) => site.landing_id),
    videos: videosOf(row),
  };
}

export async function listChannels(context: AppServerContext, agencyId: number): Promise<Omit<Channel, 'videos'>[]> {
  const rows = await channelsDb(context).selectFrom('video_channels_channels').selectAll().where('agency_id', '=', agencyId).orderBy('title').execute();
  const channels = await Promise.all(rows.map((row) => toChannel(context, row)));
  return channels.map(({ videos: _videos, ...channel }) => channel);
}

/** Takes the channel off the agency's channels and off its websites. */
export async function deleteChannel(context: AppServerContext, agencyId: number, id: number): Promise<void> {
  const channel = await requireChannel(context, agencyId, id);
  await channelsDb(context).deleteFrom('video_channels_channels').where('id', '=', id).execute();
  await redrawWebsites(context, channel.landing_ids);
}

/** The agency's channel; another agency's (or none) answers 404. */
export async function requireChannel(context: AppServerContext, agencyId: number, id: number): Promise<Channel> {
  const row = await channelsDb(context).selectFrom('video_channels_channels').selectAll().where('agency_id', '=', agencyId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Video channel');
  return toChannel(context, row);
}

/**
 * Adds the channel to the agency's, read from the video site with its newest videos, or reads
 * it again when the agency has it already (its websites then show the new videos).
 */
export async function saveChannel(context: AppServerContext, agencyId: number, channelId: string): Promise<{ channel: Channel; created: boolean }> {
  const found = await videoSite(context).channel(channelId);
  if (!found) throw validationFailed({ channel_id: ['The video site has no channel with this id.'] });
  const videos = await videoSite(context).playlistVideos(found.uploads_playlist_id, CHANNEL_VIDEO_LIMIT);
  const now = clockNow(context);
  const values = {
    title: found.title.slice(0, 200),
    description: found.description.slice(0, 5000),
    thumbnail: found.thumbnail,
    uploads_playlist_id: found.uploads_playlist_id,
    subscriber_count: found.subscriber_count,
    video_count: found.video_count,
    videos: JSON.stringify(videos),
    refreshed_at: now,
  };
  const db = channelsDb(context);
  const existing = await db.selectFrom('video_channels_channels').select('id').where('agency_id', '=', agencyId).where('channel_id', '=', found.channel_id).executeTakeFirst();
  const row = existing
    ? await db.updateTable('video_channels_channels').set(values).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow()
    : await db
        .insertInto('video_channels_channels')
        .values({ ...values, agency_id: agencyId, channel_id: found.channel_id, created_at: now })
        .onConflict((oc) => oc.columns(['agency_id', 'channel_id']).doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
  const channel = await toChannel(context, row);
  await redrawWebsites(context, channel.landing_ids);
  return { channel, created: !existing };
}

/** The websites that show the channel, replacing the ones before (the agency's own only). */
export async function distributeChannel(context: AppServerContext, caller: AppCaller | null, agencyId: number, id: number, landingIds: readonly number[]): Promise<Channel> {
  await requireChannel(context, agencyId, id);
  await showOnWebsites(context, caller, { table: 'video_channels_sites', itemColumn: 'channel_row_id' }, id, agencyId, landingIds);
  return requireChannel(context, agencyId, id);
}

/** A video's comments, for a video of one of the agency's channels only. */
export async function videoComments(context: AppServerContext, agencyId: number, videoId: string) {
  const rows = await channelsDb(context).selectFrom('video_channels_channels').select('videos').where('agency_id', '=', agencyId).execute();
  const known = rows.some((row) => videosOf(row as ChannelRow).some((video) => video.video_id === videoId));
  if (!known) throw notFound('Video');
  return videoSite(context).comments(videoId);
}

/** The channels a website shows, with their videos, for Youtube Gallery elements. */
export async function channelsOfSite(context: AppServerContext, landingId: number): Promise<{ id: number; title: string; channel_id: string; videos: Video[] }[]> {
  const rows = await channelsDb(context)
    .selectFrom('video_channels_channels as c')
    .innerJoin('video_channels_sites as s', 's.channel_row_id', 'c.id')
    .select(['c.id', 'c.title', 'c.channel_id', 'c.videos'])
    .where('s.landing_id', '=', landingId)
    .orderBy('c.title')
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, channel_id: row.channel_id, videos: videosOf(row as ChannelRow) }));
}

/** The caller's agency, whose video channels these are. */
export const agencyOf = (caller: AppCaller | null): number => callerAgencyId(caller, 'Video channels');

import { claimContentSlug, listContentItems, notFound, SiteChangesToken, writingSlug, clockNow, type AppLanding, type AppServerContext, type ContentListQuery, type Kysely, type Selectable } from '@tessera/sdk';
import { EPISODE_SLUG_TAKEN_MESSAGE, type CreateEpisodeBody, type Episode, type UpdateEpisodeBody } from '../episode-schemas.ts';
import type { EpisodeTables } from '../episode-tables.ts';

export type EpisodeRow = Selectable<EpisodeTables['podcasts_episodes']>;

// The platform's database seen through the app's own table only.
const episodesDb = (context: AppServerContext): Kysely<EpisodeTables> => context.db;
// Published pages are drawn again as well: a Podcast Gallery on them shows the newest published episodes.
const siteChanged = (context: AppServerContext, landingId: number) => context.services.resolve(SiteChangesToken).changed(landingId, { pages: true });

export function toEpisode(row: EpisodeRow): Episode {
  return {
    id: row.id,
    landing_id: row.landing_id,
    title: row.title,
    unique_name: row.unique_name,
    description: row.description,
    audio_url: row.audio_url,
    image: row.image,
    duration_seconds: row.duration_seconds,
    published: row.published,
    published_at: row.published_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** One page of the website's episodes, newest first, optionally those whose title or address holds `search`. */
export const listEpisodes = (context: AppServerContext, landingId: number, query: ContentListQuery) => listContentItems<EpisodeRow>(context.db, 'podcasts_episodes', landingId, query);

/** The website's newest `count` published episodes. */
export const featuredEpisodes = (context: AppServerContext, landingId: number, count: number): Promise<EpisodeRow[]> =>
  episodesDb(context)
    .selectFrom('podcasts_episodes')
    .selectAll()
    .where('landing_id', '=', landingId)
    .where('published', '=', true)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();

export async function requireEpisode(context: AppServerContext, landing: AppLanding, episodeId: number): Promise<EpisodeRow> {
  const episode = await episodesDb(context).selectFrom('podcasts_episodes').selectAll().where('landing_id', '=', landing.id).where('id', '=', episodeId).executeTakeFirst();
  if (!episode) throw notFound('Episode');
  return episode;
}

const claimSlug = (context: AppServerContext, landingId: number, wanted: { slug?: string; title: string }, exceptId?: number) =>
  claimContentSlug(context.db, 'podcasts_episodes', landingId, wanted, EPISODE_SLUG_TAKEN_MESSAGE, exceptId);
const writing = <T>(write: () => Promise<T>) => writingSlug(write, EPISODE_SLUG_TAKEN_MESSAGE);

/** A draft episode, at its given address or one made from its title. */
export async function createEpisode(context: AppServerContext, landing: AppLanding, body: CreateEpisodeBody): Promise<EpisodeRow> {
  const { unique_name: slug, ...fields } = body;
  const uniqueName = await claimSlug(context, landing.id, { slug, title: body.title });
  return writing(() => episodesDb(context).insertInto('podcasts_episodes').values({ ...fields, landing_id: landing.id, unique_name: uniqueName }).returningAll().executeTakeFirstOrThrow());
}

/** Episodes are served as they are stored, so a published one shows its changes at once. */
export async function updateEpisode(context: AppServerContext, landing: AppLanding, episodeId: number, body: UpdateEpisodeBody): Promise<EpisodeRow> {
  const episode = await requireEpisode(context, landing, episodeId);
  if (body.unique_name !== undefined && body.unique_name !== episode.unique_name) {
    await claimSlug(context, landing.id, { slug: body.unique_name, title: episode.title }, episode.id);
  }
  const updated = await writing(() =>
    episodesDb(context).updateTable('podcasts_episodes').set({ ...body, updated_at: clockNow(context) }).where('id', '=', episode.id).returningAll().executeTakeFirstOrThrow(),
  );
  if (episode.published) await siteChanged(context, landing.id);
  return updated;
}

export async function deleteEpisode(context: AppServerContext, landing: AppLanding, episodeId: number): Promise<void> {
  const episode = await requireEpisode(context, landing, episodeId);
  await episodesDb(context).deleteFrom('podcasts_episodes').where('id', '=', episode.id).execute();
  if (episode.published) await siteChanged(context, landing.id);
}

/** Lists the episode on /episodes and serves it at /episodes/{unique_name}; it keeps the date it was first published. */
export async function setEpisodePublished(context: AppServerContext, landing: AppLanding, episodeId: number, published: boolean): Promise<EpisodeRow> {
  const episode = await requireEpisode(context, landing, episodeId);
  const row = await episodesDb(context)
    .updateTable('podcasts_episodes')
    .set({ published, published_at: published ? (episode.published_at ?? clockNow(context)) : null })
    .where('id', '=', episode.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await siteChanged(context, landing.id);
  return row;
}

export interface PublishedEpisode {
  title: string;
  unique_name: string;
  description: string;
  audio_url: string;
  image: string;
  duration_seconds: number | null;
  published_at: Date;
}

/** The website's published episodes, newest first; the one at `uniqueName` when given. */
export async function publishedEpisodes(context: AppServerContext, landingId: number, uniqueName?: string): Promise<PublishedEpisode[]> {
  let query = episodesDb(context)
    .selectFrom('podcasts_episodes')
    .select(['title', 'unique_name', 'description', 'audio_url', 'image', 'duration_seconds', 'published_at'])
    .where('landing_id', '=', landingId)
    .where('published', '=', true)
    .where('published_at', 'is not', null);
  if (uniqueName !== undefined) query = query.where('unique_name', '=', uniqueName);
  const rows = await query.orderBy('published_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({ ...row, published_at: row.published_at! }));
}

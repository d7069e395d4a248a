import { EPISODE_SLUG_TAKEN_MESSAGE, type CreateEpisodeBody, type UpdateEpisodeBody } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import type { EpisodeRow } from '../../db/schema-site-content.ts';
import { notFound } from '../../http/http-error.ts';
import { claimContentSlug, writingSlug } from '../site-content/content-slugs.ts';
import type { PublishedSites } from '../sites/published-sites.ts';

export interface EpisodesDeps {
  db: Db;
  sites: PublishedSites;
}

export async function requireEpisode(db: Db, landing: LandingRow, episodeId: number): Promise<EpisodeRow> {
  const episode = await db.selectFrom('episodes').selectAll().where('landing_id', '=', landing.id).where('id', '=', episodeId).executeTakeFirst();
  if (!episode) throw notFound('Episode');
  return episode;
}

/** A draft episode, at its given address or one made from its title. */
export async function createEpisode({ db }: EpisodesDeps, landing: LandingRow, body: CreateEpisodeBody): Promise<EpisodeRow> {
  const { unique_name: slug, ...fields } = body;
  const uniqueName = await claimContentSlug(db, 'episodes', landing.id, { slug, title: body.title }, EPISODE_SLUG_TAKEN_MESSAGE);
  return writingSlug(
    () => db.insertInto('episodes').values({ ...fields, landing_id: landing.id, unique_name: uniqueName }).returningAll().executeTakeFirstOrThrow(),
    EPISODE_SLUG_TAKEN_MESSAGE,
  );
}

/** Episodes are served as they are stored, so a published one shows its changes at once. */
export async function updateEpisode({ db, sites }: EpisodesDeps, landing: LandingRow, episodeId: number, body: UpdateEpisodeBody): Promise<EpisodeRow> {
  const episode = await requireEpisode(db, landing, episodeId);
  if (body.unique_name !== undefined && body.unique_name !== episode.unique_name) {
    await claimContentSlug(db, 'episodes', landing.id, { slug: body.unique_name, title: episode.title }, EPISODE_SLUG_TAKEN_MESSAGE, episode.id);
  }
  const updated = await writingSlug(
    () => db.updateTable('episodes').set({ ...body, updated_at: new Date() }).where('id', '=', episode.id).returningAll().executeTakeFirstOrThrow(),
    EPISODE_SLUG_TAKEN_MESSAGE,
  );
  if (episode.published) sites.invalidateLanding(landing.id);
  return updated;
}

export async function deleteEpisode({ db, sites }: EpisodesDeps, landing: LandingRow, episodeId: number): Promise<void> {
  const episode = await requireEpisode(db, landing, episodeId);
  await db.deleteFrom('episodes').where('id', '=', episode.id).execute();
  if (episode.published) sites.invalidateLanding(landing.id);
}

/** Lists the episode on /episodes and serves it at /episodes/{unique_name}; it keeps the date it was first published. */
export async function setEpisodePublished({ db, sites }: EpisodesDeps, landing: LandingRow, episodeId: number, published: boolean): Promise<EpisodeRow> {
  const episode = await requireEpisode(db, landing, episodeId);
  const row = await db
    .updateTable('episodes')
    .set({ published, published_at: published ? (episode.published_at ?? new Date()) : null })
    .where('id', '=', episode.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  sites.invalidateLanding(landing.id);
  return row;
}

import { HttpError, isUniqueViolation, PageNames, SiteChangesToken, clockNow, type AppLanding, type AppServerContext, type Kysely } from '@tessera/sdk';
import type { EpisodeTables } from '../episode-tables.ts';
import { readFeed } from './podcast-feed.ts';

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
  const { title, episodes } = await readFeed(context, feedUrl);

  const db = context.db as Kysely<EpisodeTables>;
  const counts = await writeOnce(() => db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('podcasts_episodes').select(['id', 'guid', 'unique_name']).where('landing_id', '=', landing.id).execute();
    const byGuid = new Map(existing.filter((row) => row.guid !== null).map((row) => [row.guid!, row.id]));
    const names = new PageNames(existing.map((row) => row.unique_name));
    let created = 0;
    let updated = 0;
    // Oldest first, so the newest episode is also the newest row (the dashboard lists them that way).
    // A website's episode keeps no comment feed: comments are read for the agency's collections.
    for (const { comments_url: _comments, ...episode } of [...episodes].reverse()) {
      const id = byGuid.get(episode.guid);
      if (id !== undefined) {
        const { published_at: _kept, ...fields } = episode;
        await trx.updateTable('podcasts_episodes').set({ ...fields, updated_at: clockNow(context) }).where('id', '=', id).execute();
        updated++;
      } else {
        await trx
          .insertInto('podcasts_episodes')
          .values({ ...episode, landing_id: landing.id, unique_name: names.claim(episode.title), published: true })
          .execute();
        created++;
      }
    }
    return { created, updated };
  }));
  await context.services.resolve(SiteChangesToken).changed(landing.id, { pages: true });
  return { title, ...counts };
}

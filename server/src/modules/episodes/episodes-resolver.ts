import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { SitePathResolver } from '../sites/published-sites.ts';
import { renderListing } from '../site-content/rendered-listing.ts';
import { renderEpisodeList, renderEpisodePage, type PublishedEpisode } from './episode-pages.tsx';

async function publishedEpisodes(db: Db, landingId: number, uniqueName?: string): Promise<PublishedEpisode[]> {
  let query = db
    .selectFrom('episodes')
    .select(['title', 'unique_name', 'description', 'audio_url', 'image', 'duration_seconds', 'published_at'])
    .where('landing_id', '=', landingId)
    .where('published', '=', true)
    .where('published_at', 'is not', null);
  if (uniqueName !== undefined) query = query.where('unique_name', '=', uniqueName);
  const rows = await query.orderBy('published_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({ ...row, published_at: row.published_at! }));
}

/** The podcast of the site: /episodes lists the published episodes, /episodes/<unique_name> is one. Without published episodes neither exists. */
export function episodesResolver(db: Db, config: AppConfig): SitePathResolver {
  return {
    name: 'episodes',
    async resolve({ landing, path }) {
      if (path === '/episodes') {
        const episodes = await publishedEpisodes(db, landing.id);
        if (episodes.length === 0) return undefined;
        return { kind: 'html', body: await renderListing(db, config, landing.id, (context) => renderEpisodeList(context, episodes)) };
      }
      const slug = path.startsWith('/episodes/') ? path.slice('/episodes/'.length) : '';
      if (!slug || slug.includes('/')) return undefined;
      const [episode] = await publishedEpisodes(db, landing.id, slug);
      if (!episode) return undefined;
      return { kind: 'html', body: await renderListing(db, config, landing.id, (context) => renderEpisodePage(context, episode)) };
    },
    async sitemapEntries(landing) {
      const episodes = await publishedEpisodes(db, landing.id);
      if (episodes.length === 0) return [];
      return [
        { path: '/episodes', lastModified: episodes[0]!.published_at },
        ...episodes.map((episode) => ({ path: `/episodes/${episode.unique_name}`, lastModified: episode.published_at })),
      ];
    },
  };
}

import { SitePagesToken, type AppSitePaths } from '@tessera/sdk';
import { episodeListPage, episodePage } from './episode-pages.tsx';
import { publishedEpisodes } from './episode-store.ts';
import { podcastSetting } from './podcast-setting.ts';

/**
 * The podcast of the site: /episodes lists the published episodes, /episodes/<unique_name> is
 * one. Without published episodes neither exists. Drawn on request; the server keeps the answer
 * until the website changes, and every publish, edit or delete of an episode tells it so.
 */
export const episodeSitePaths: AppSitePaths = {
  async resolve({ landing, path }, context) {
    const pages = context.services.resolve(SitePagesToken);
    if (path === '/episodes') {
      const episodes = await publishedEpisodes(context, landing.id);
      if (episodes.length === 0) return undefined;
      const setting = await podcastSetting.read(context, landing.id);
      return { kind: 'html', html: await pages.render(landing.id, (site) => episodeListPage(site, episodes, setting)) };
    }
    const slug = path.startsWith('/episodes/') ? path.slice('/episodes/'.length) : '';
    if (!slug || slug.includes('/')) return undefined;
    const [episode] = await publishedEpisodes(context, landing.id, slug);
    if (!episode) return undefined;
    const setting = await podcastSetting.read(context, landing.id);
    return { kind: 'html', html: await pages.render(landing.id, (site) => episodePage(site, episode, setting)) };
  },
  async sitemapEntries(landing, context) {
    const episodes = await publishedEpisodes(context, landing.id);
    if (episodes.length === 0) return [];
    return [
      { path: '/episodes', lastModified: episodes[0]!.published_at },
      ...episodes.map((episode) => ({ path: `/episodes/${episode.unique_name}`, lastModified: episode.published_at })),
    ];
  },
  async pageListEntries(landing, context) {
    const [latest] = await publishedEpisodes(context, landing.id);
    return latest ? [{ name: 'Episodes', path: '/episodes' }] : [];
  },
};

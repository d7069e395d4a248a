import { defineAppServer } from '@tessera/sdk';
import { episodeRoutes } from './episode-routes.ts';
import { episodeSitePaths } from './episode-site-paths.ts';
import { podcastSiteData } from './podcast-site-data.ts';
import { migrations } from './migrations.ts';
import { configuredDirectory, PodcastDirectoryToken } from './podcast-directory.ts';
import { podcastRoutes } from './podcast-routes.ts';

export default defineAppServer({
  migrations,
  routes: [...episodeRoutes, ...podcastRoutes],
  sitePaths: episodeSitePaths,
  siteData: podcastSiteData,
  services: [{ token: PodcastDirectoryToken, create: () => configuredDirectory() }],
});

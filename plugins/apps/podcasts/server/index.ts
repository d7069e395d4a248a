import { defineAppServer, ClockToken, OutboundHttpToken, SiteChangesToken, SitePagesToken, WebsiteReachToken } from '@tessera/sdk';
import { collectionRoutes } from './collection-routes.ts';
import { refreshShownCollections } from './collection-store.ts';
import { episodeRoutes } from './episode-routes.ts';
import { episodeSitePaths } from './episode-site-paths.ts';
import { podcastSiteData } from './podcast-site-data.ts';
import { migrations } from './migrations.ts';
import { configuredDirectory, PodcastDirectoryToken, podcastsSettings, type PodcastsSettings } from './podcast-directory.ts';
import { podcastRoutes } from './podcast-routes.ts';
import { podcastSetting } from './podcast-setting.ts';

export default defineAppServer({
  needs: [ClockToken, OutboundHttpToken, SiteChangesToken, SitePagesToken, WebsiteReachToken],
  migrations,
  routes: [...episodeRoutes, ...podcastRoutes, ...collectionRoutes, ...podcastSetting.routes],
  sitePaths: episodeSitePaths,
  siteData: podcastSiteData,
  config: podcastsSettings,
  services: [{ token: PodcastDirectoryToken, create: (context) => configuredDirectory(context.config as PodcastsSettings) }],
  // A show publishes weekly or daily; four reads a day keep galleries of collections fresh.
  jobs: [{ name: 'refresh-collections', cron: '30 0,6,12,18 * * *', run: refreshShownCollections }],
});

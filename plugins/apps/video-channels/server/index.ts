import { defineAppServer, ClockToken, SiteChangesToken, WebsiteReachToken } from '@tessera/sdk';
import { channelRoutes } from './channel-routes.ts';
import { channelsOfSite } from './channel-store.ts';
import { migrations } from './migrations.ts';
import { configuredVideoSite, videoChannelsSettings, VideoSiteDataToken, type VideoChannelsSettings } from './youtube-data.ts';

export default defineAppServer({
  needs: [ClockToken, SiteChangesToken, WebsiteReachToken],
  migrations,
  routes: channelRoutes,
  // Youtube Gallery elements show the channels the website shows; the video site is asked only when a channel is added or refreshed, never per visit.
  siteData: async (landing, context) => ({ channels: await channelsOfSite(context, landing.id) }),
  config: videoChannelsSettings,
  services: [{ token: VideoSiteDataToken, create: (context) => configuredVideoSite(context.config as VideoChannelsSettings) }],
});

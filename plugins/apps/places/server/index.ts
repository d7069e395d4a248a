import { defineAppServer, ClockToken, SiteChangesToken, WebsiteReachToken } from '@tessera/sdk';
import { migrations } from './migrations.ts';
import { placeRoutes } from './place-routes.ts';
import { placesOfSite, refreshShownPlaces } from './place-store.ts';
import { configuredPlacesApi, PlacesApiToken, placesSettings, type PlacesSettings } from './places-api.ts';

export default defineAppServer({
  needs: [ClockToken, SiteChangesToken, WebsiteReachToken],
  migrations,
  routes: placeRoutes,
  // Google Review elements show what was last read; visitors never make the server (or their browser) call the map service.
  siteData: async (landing, context) => ({ places: await placesOfSite(context, landing.id) }),
  config: placesSettings,
  services: [{ token: PlacesApiToken, create: (context) => configuredPlacesApi(context.config as PlacesSettings) }],
  // Ratings and reviews change slowly; four reads a day keep them fresh within the map service's quotas.
  jobs: [{ name: 'refresh-reviews', cron: '0 0,6,12,18 * * *', run: async (context) => void (await refreshShownPlaces(context)) }],
});

import { defineAppServer, ClockToken, WebinarAccountsToken } from '@tessera/sdk';
import { migrations } from './migrations.ts';
import { webinarRoutes } from './webinar-routes.ts';
import { keptWebinars } from './webinar-store.ts';

export default defineAppServer({
  needs: [ClockToken, WebinarAccountsToken],
  migrations,
  routes: webinarRoutes,
  // Pages show the webinars as last read (when the element's panel listed them), so drawing a page never waits on the provider.
  siteData: async (landing, context) => ({ webinars: landing.agencyId === null ? [] : await keptWebinars(context, landing.agencyId) }),
});

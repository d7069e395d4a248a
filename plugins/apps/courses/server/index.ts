import { defineAppServer, AgencyChargesToken, ClockToken, DesignedDocumentsToken } from '@tessera/sdk';
import { adminRoutes } from './admin-routes.ts';
import { agencyHasCourses, agencyRoutes } from './agency-routes.ts';
import { migrations } from './migrations.ts';

export default defineAppServer({
  needs: [AgencyChargesToken, ClockToken, DesignedDocumentsToken],
  migrations,
  routes: [...adminRoutes, ...agencyRoutes],
  userFacts: {
    hasCourses: async (user, context) => user.agencyId !== null && agencyHasCourses(context, user.agencyId),
  },
});

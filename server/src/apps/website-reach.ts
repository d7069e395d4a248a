import { hasPermission } from '@tessera/core';
import type { WebsiteReach } from '@tessera/sdk';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { findReachableLanding } from '../modules/landings/landing-access.ts';
import { toAppLanding } from './app-routes.ts';

/** Apps' check of a website found from their own rows, by the same rules as tenant 'landing', and their jobs' look-up of one. */
export function createWebsiteReach(db: Db): WebsiteReach {
  return {
    async require(caller, landingId, permission, noun) {
      const reach = await findReachableLanding(db, caller, landingId);
      if (!reach) throw notFound(noun);
      if (!hasPermission(reach.permissions, permission)) throw new HttpError('forbidden', 'You do not have permission to do this on this website.');
      return toAppLanding(reach.landing);
    },
    async find(landingId) {
      const landing = await db.selectFrom('landings').selectAll().where('id', '=', landingId).executeTakeFirst();
      return landing && toAppLanding(landing);
    },
  };
}

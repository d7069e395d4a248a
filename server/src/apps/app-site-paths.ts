import { canUseApp } from '@tessera/core';
import type { AppLanding, AppSiteResponse } from '@tessera/sdk';
import type { Db } from '../db/database.ts';
import { agencyGrants } from '../modules/agencies/agency-grants.ts';
import { compressHtml } from '../modules/sites/compressed-html.ts';
import type { SiteLanding, SitePathResolver, SiteResponse } from '../modules/sites/published-sites.ts';
import type { LandingRow } from '../db/schema.ts';
import { toAppLanding } from './app-routes.ts';
import type { InstalledApp } from './installed-apps.ts';

/** Whether a website's agency holds the app (an admin's own website holds every app). */
const heldOn = (db: Db, definition: InstalledApp['definition']) => async (landing: { agencyId: number | null }) =>
  landing.agencyId === null || canUseApp(definition, await agencyGrants(db, landing.agencyId));

/** The apps' entries of a website's page list, in install order; a premium app's only where the agency holds it. */
export function appPageListEntries(db: Db, apps: readonly InstalledApp[]) {
  return async (landing: LandingRow): Promise<{ name: string; path: string }[]> => {
    const appLanding = toAppLanding(landing);
    const lists = await Promise.all(
      apps.map(async ({ definition, server, context }) =>
        server.sitePaths?.pageListEntries && (await heldOn(db, definition)(appLanding)) ? server.sitePaths.pageListEntries(appLanding, context) : [],
      ),
    );
    return lists.flat();
  };
}

async function toSiteResponse(answer: AppSiteResponse): Promise<SiteResponse> {
  if (answer.kind !== 'html') return answer;
  const compressed = await compressHtml(answer.html);
  return { kind: 'html', body: { etag: compressed.etag, identity: compressed.html, gzip: compressed.gzip, br: compressed.br } };
}

/**
 * The site addresses of the apps that answer any, asked in install order. A premium app answers
 * only on websites whose agency holds it; elsewhere its addresses do not exist (404) and stay
 * out of the sitemap.
 */
export function appSitePathResolvers(db: Db, apps: readonly InstalledApp[]): SitePathResolver[] {
  return apps.flatMap(({ definition, server, context }) => {
    const paths = server.sitePaths;
    if (!paths) return [];
    const held = heldOn(db, definition);
    const appLanding = (landing: SiteLanding): AppLanding => ({ id: landing.id, agencyId: landing.agencyId, title: landing.title });
    const resolver: SitePathResolver = {
      name: `app:${definition.id}`,
      async resolve({ landing, path, origin }) {
        if (!(await held(landing))) return undefined;
        const answer = await paths.resolve({ landing: appLanding(landing), path, origin }, context);
        return answer && toSiteResponse(answer);
      },
      ...(paths.sitemapEntries
        ? {
            async sitemapEntries(landing: SiteLanding) {
              return (await held(landing)) ? paths.sitemapEntries!(appLanding(landing), context) : [];
            },
          }
        : {}),
    };
    return [resolver];
  });
}

import { canUseApp } from '@tessera/core';
import type { AppLanding, AppSiteResponse } from '@tessera/sdk';
import type { Db } from '../db/database.ts';
import { agencyGrants } from '../modules/agencies/agency-grants.ts';
import { compressHtml } from '../modules/sites/compressed-html.ts';
import type { SiteLanding, SitePathResolver, SiteResponse } from '../modules/sites/published-sites.ts';
import type { InstalledApp } from './installed-apps.ts';

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
    const held = async (landing: { agencyId: number | null }) => landing.agencyId === null || canUseApp(definition, await agencyGrants(db, landing.agencyId));
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

import { canUseApp } from '@tessera/core';
import type { Db } from '../db/database.ts';
import type { LandingRow } from '../db/schema.ts';
import { agencyGrants } from '../modules/agencies/agency-grants.ts';
import { toAppLanding } from './app-routes.ts';
import type { InstalledApp } from './installed-apps.ts';

type SiteDataSource = (landing: LandingRow) => Promise<Record<string, unknown>>;

/*
 * Kept by database rather than passed down: every path that draws a website's pages (publish,
 * re-render, previews, apps' own pages) starts from the database and the landing, and one
 * process may run several servers (tests) with different apps installed, each with its database.
 */
const sources = new WeakMap<Db, SiteDataSource>();

/** What the installed apps with a `siteData` tell their elements, for websites of this database. */
export function registerAppSiteData(db: Db, apps: readonly InstalledApp[]): void {
  const providers = apps.filter((app) => app.server.siteData);
  if (providers.length === 0) return;
  sources.set(db, async (landing) => {
    const grants = landing.agency_id === null ? null : await agencyGrants(db, landing.agency_id);
    const entries = await Promise.all(
      providers
        .filter(({ definition }) => grants === null || canUseApp(definition, grants))
        .map(async ({ definition, server, context }) => [definition.id, await server.siteData!(toAppLanding(landing), context)] as const),
    );
    return Object.fromEntries(entries.filter(([, data]) => data !== undefined));
  });
}

/** The apps' data for the website's pages; none when no app gives any. */
export async function appSiteDataOf(db: Db, landing: LandingRow): Promise<Record<string, unknown>> {
  return (await sources.get(db)?.(landing)) ?? {};
}

import { notFound, validationFailed } from '@tessera/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppCaller, AppServerContext } from './app-server.ts';
import { SiteChangesToken } from '../services/tokens.ts';
import { WebsiteReachToken } from '../services/website-reach.ts';

/** The body of a "distribute" call: the agency's websites that show one of the app's items. */
export const shownOnWebsitesBodySchema = z.object({
  landing_ids: z.array(z.number().int().positive(), { error: 'The landing ids field must be a list of website ids.' }).max(500, 'Choose at most 500 websites.'),
});

/** A join table of an app's items and the websites that show each: `{ [itemColumn]: id, landing_id }`. */
export interface ShownOnWebsitesTable {
  table: string;
  itemColumn: string;
}

/**
 * Replaces the websites that show one of an agency's items (a channel, a place) with
 * `landingIds`. Each must be one of the agency's own websites; otherwise nothing changes and a
 * 422 names `landing_ids`. Every website gained or lost changes what its pages show, so `caller`
 * must design pages there (a sub-user reaching only some of the agency's websites changes only
 * those: 404 or 403 otherwise, and nothing changes). The websites that showed it or show it now
 * have their published pages drawn again, so elements reading the app's site data are never stale.
 * Needs WebsiteReachToken and SiteChangesToken (list them in the server part's `needs`).
 */
export async function showOnWebsites(context: AppServerContext, caller: AppCaller | null, join: ShownOnWebsitesTable, itemId: number, agencyId: number, landingIds: readonly number[]): Promise<void> {
  // The join table is the app's own, typed by the app that names it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db: Kysely<any> = context.db;
  const reach = context.services.resolve(WebsiteReachToken);
  const wanted = [...new Set(landingIds)];
  const websites = await Promise.all(wanted.map((landingId) => reach.find(landingId)));
  if (websites.some((website) => website?.agencyId !== agencyId)) throw validationFailed({ landing_ids: ['Choose websites of your agency only.'] });
  const before = (await db.selectFrom(join.table).select('landing_id').where(join.itemColumn, '=', itemId).execute()).map((row: { landing_id: number }) => row.landing_id);
  const changed = [...wanted.filter((id) => !before.includes(id)), ...before.filter((id) => !wanted.includes(id))];
  for (const landingId of changed) {
    if (!caller) throw notFound('Website');
    await reach.require(caller, landingId, 'pages.design', 'Website');
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom(join.table).where(join.itemColumn, '=', itemId).execute();
    if (wanted.length > 0) await trx.insertInto(join.table).values(wanted.map((landingId) => ({ [join.itemColumn]: itemId, landing_id: landingId }))).execute();
  });
  await redrawWebsites(context, [...before, ...wanted]);
}

/** Draws the published pages of each website again (once each), after the app's site data changed. Needs SiteChangesToken. */
export async function redrawWebsites(context: AppServerContext, landingIds: Iterable<number>): Promise<void> {
  const changes = context.services.resolve(SiteChangesToken);
  for (const landingId of new Set(landingIds)) await changes.changed(landingId, { pages: true });
}

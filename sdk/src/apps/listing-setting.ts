import { AGENCY_ROLES, type PermissionKey } from '@tessera/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { SiteChangesToken } from '../services/tokens.ts';
import { defineAppRoute, type AnyAppRoute, type AppServerContext } from './app-server.ts';

/** A content list page's own words (spec §7 pages/blog-setting, pages/podcast-setting): its heading and what search engines show. */
export const listingSettingBodySchema = z.object({
  title: z.string().trim().min(1, 'The title field is required.').max(100, 'The title may not be longer than 100 characters.'),
  /** Left empty, the website's description. */
  description: z.string().trim().max(300, 'The description may not be longer than 300 characters.').default(''),
});
export type ListingSetting = z.infer<typeof listingSettingBodySchema>;
export const listingSettingSchema = z.object({ data: listingSettingBodySchema });

export interface ListingSettingOptions {
  /** The setting's name under /landings/{id}/pages/, e.g. "blog-setting". */
  name: string;
  /**
   * The app's table of settings, one row per website, made by `createListingSettingTable` in
   * one of the app's migrations.
   */
  table: string;
  /** What the list is, for messages: "Blog" says "Blog settings saved.". */
  label: string;
  /** The list page it names, for the routes' summaries, e.g. "/blog". */
  listPath: string;
  /** The title a website has before anyone changes it. */
  defaultTitle: string;
  /** To read it, and to change it (a change shows on the published list at once). */
  permissions: { view: PermissionKey; change: PermissionKey };
}

/** Creates the table `listingSetting` keeps its settings in, from the app's migration. */
// The app's migration is handed the database untyped, as every migration is.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createListingSettingTable(db: Kysely<any>, table: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('landing_id', 'integer', (c) => c.primaryKey().references('landings.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

/**
 * The title and description of an app's list page on a published site (the blog's /blog, the
 * podcast's /episodes): GET and PUT /landings/{id}/pages/{name}, and `read` for the page itself.
 * Pair it with the dashboard's `ListingSettingsScreen`. Its PUT needs SiteChangesToken.
 */
export function listingSetting(options: ListingSettingOptions): { routes: readonly AnyAppRoute[]; read(context: AppServerContext, landingId: number): Promise<ListingSetting> } {
  // The app's own settings table; the columns named above are all this touches.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const settings = (context: AppServerContext) => context.db as Kysely<any>;
  const read = async (context: AppServerContext, landingId: number): Promise<ListingSetting> => {
    const row = await settings(context).selectFrom(options.table).select(['title', 'description']).where('landing_id', '=', landingId).executeTakeFirst();
    return (row as ListingSetting | undefined) ?? { title: options.defaultTitle, description: '' };
  };
  const url = `/landings/:id/pages/${options.name}`;
  const params = z.object({ id: z.coerce.number().int().positive() });
  const access = (permission: PermissionKey) => ({ roles: ['Admin', ...AGENCY_ROLES], tenant: 'landing', permission }) as const;
  const routes = [
    defineAppRoute({
      method: 'GET',
      url,
      summary: `The title and description of ${options.listPath} (its heading, and what search engines show)`,
      access: access(options.permissions.view),
      params,
      response: { 200: listingSettingSchema },
      handler: async ({ landing }, context) => ({ data: await read(context, landing!.id) }),
    }),
    defineAppRoute({
      method: 'PUT',
      url,
      summary: `Change the title and description of ${options.listPath}; the published page shows them at once`,
      access: access(options.permissions.change),
      params,
      body: listingSettingBodySchema,
      response: { 200: listingSettingSchema.extend({ message: z.string(), success: z.boolean() }) },
      handler: async ({ landing, body }, context) => {
        const landingId = landing!.id;
        await settings(context)
          .insertInto(options.table)
          .values({ landing_id: landingId, ...body })
          .onConflict((oc) => oc.column('landing_id').doUpdateSet(body))
          .execute();
        await context.services.resolve(SiteChangesToken).changed(landingId);
        return { data: body, message: `${options.label} settings saved.`, success: true };
      },
    }),
  ];
  return { routes, read };
}

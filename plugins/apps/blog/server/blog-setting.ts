import { AGENCY_ROLES, defineAppRoute, SiteChangesToken, z, type AnyAppRoute, type AppLanding, type AppServerContext, type Kysely } from '@tessera/sdk';
import { blogSettingBodySchema, blogSettingSchema, DEFAULT_BLOG_SETTING, type BlogSetting } from '../blog-setting-schemas.ts';
import type { BlogTables } from '../blog-tables.ts';

const blogDb = (context: AppServerContext): Kysely<BlogTables> => context.db;
const landingParams = z.object({ id: z.coerce.number().int().positive() });
const checked = (landing: AppLanding | null): AppLanding => landing!;

export async function blogSettingOf(context: AppServerContext, landingId: number): Promise<BlogSetting> {
  const row = await blogDb(context).selectFrom('blog_settings').select(['title', 'description']).where('landing_id', '=', landingId).executeTakeFirst();
  return row ?? DEFAULT_BLOG_SETTING;
}

/** pages/blog-setting: the blog index's heading and description, read and changed beside the website's pages. */
export const blogSettingRoutes: readonly AnyAppRoute[] = [
  defineAppRoute({
    method: 'GET',
    url: '/landings/:id/pages/blog-setting',
    summary: "The blog index's title and description (its heading, and what search engines show)",
    access: { roles: ['Admin', ...AGENCY_ROLES], tenant: 'landing', permission: 'blog.view' },
    params: landingParams,
    response: { 200: blogSettingSchema },
    handler: async ({ landing }, context) => ({ data: await blogSettingOf(context, checked(landing).id) }),
  }),
  defineAppRoute({
    method: 'PUT',
    url: '/landings/:id/pages/blog-setting',
    summary: "Change the blog index's title and description; the published /blog shows them at once",
    access: { roles: ['Admin', ...AGENCY_ROLES], tenant: 'landing', permission: 'blog.publish' },
    params: landingParams,
    body: blogSettingBodySchema,
    response: { 200: blogSettingSchema.extend({ message: z.string(), success: z.boolean() }) },
    handler: async ({ landing, body }, context) => {
      const landingId = checked(landing).id;
      await blogDb(context)
        .insertInto('blog_settings')
        .values({ landing_id: landingId, ...body })
        .onConflict((oc) => oc.column('landing_id').doUpdateSet(body))
        .execute();
      await context.services.resolve(SiteChangesToken).changed(landingId);
      return { data: body, message: 'Blog settings saved.', success: true };
    },
  }),
];

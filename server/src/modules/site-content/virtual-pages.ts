import { virtualPage, type VirtualPage } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';

/** The virtual entries of a website's page list (spec §3): addresses of the site that are not pages. */
export type VirtualPagesOf = (landing: LandingRow) => Promise<VirtualPage[]>;

/** The blog when a post is published, then the list pages the installed apps answer on the website. */
export function createVirtualPages(db: Db, appEntries: (landing: LandingRow) => Promise<{ name: string; path: string }[]>): VirtualPagesOf {
  return async (landing) => {
    const [post, apps] = await Promise.all([
      db.selectFrom('blog_posts').select('id').where('landing_id', '=', landing.id).where('published_html', 'is not', null).limit(1).executeTakeFirst(),
      appEntries(landing),
    ]);
    return [...(post ? [virtualPage({ name: 'Blog', path: '/blog' })] : []), ...apps.map(virtualPage)];
  };
}

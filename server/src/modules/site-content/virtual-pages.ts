import { virtualPage, type VirtualPage } from '@tessera/core';
import type { Db } from '../../db/database.ts';

/** The virtual entries of a website's page list: the blog when a post is published, the episodes when an episode is. */
export async function virtualPagesOf(db: Db, landingId: number): Promise<VirtualPage[]> {
  const [post, episode] = await Promise.all([
    db.selectFrom('blog_posts').select('id').where('landing_id', '=', landingId).where('published_html', 'is not', null).limit(1).executeTakeFirst(),
    db.selectFrom('episodes').select('id').where('landing_id', '=', landingId).where('published', '=', true).limit(1).executeTakeFirst(),
  ]);
  return [...(post ? [virtualPage('blog')] : []), ...(episode ? [virtualPage('episodes')] : [])];
}

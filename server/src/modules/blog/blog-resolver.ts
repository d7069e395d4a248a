import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { asBuffer, type SitePathResolver } from '../sites/published-sites.ts';
import { renderListing } from '../site-content/rendered-listing.ts';
import { renderBlogIndex } from './blog-index.tsx';

function publishedPosts(db: Db, landingId: number) {
  return db
    .selectFrom('blog_posts')
    .select(['title', 'unique_name', 'description', 'image', 'author', 'published_at'])
    .where('landing_id', '=', landingId)
    .where('published_html', 'is not', null)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The blog of the site: /blog lists the published posts, /blog/<unique_name> is one post as published. Without published posts neither exists. */
export function blogResolver(db: Db, config: AppConfig): SitePathResolver {
  return {
    name: 'blog',
    async resolve({ landing, path }) {
      if (path === '/blog') {
        const posts = await publishedPosts(db, landing.id);
        if (posts.length === 0) return undefined;
        const listed = posts.map((post) => ({ ...post, published_at: post.published_at! }));
        return { kind: 'html', body: await renderListing(db, config, landing.id, (context) => renderBlogIndex(context, listed)) };
      }
      const slug = path.startsWith('/blog/') ? path.slice('/blog/'.length) : '';
      if (!slug || slug.includes('/')) return undefined;
      const post = await db
        .selectFrom('blog_posts')
        .select(['published_html', 'published_gzip', 'published_br', 'published_etag'])
        .where('landing_id', '=', landing.id)
        .where('unique_name', '=', slug)
        .where('published_html', 'is not', null)
        .executeTakeFirst();
      if (!post?.published_html || !post.published_gzip || !post.published_br || !post.published_etag) return undefined;
      return {
        kind: 'html',
        body: { etag: post.published_etag, identity: Buffer.from(post.published_html), gzip: asBuffer(post.published_gzip), br: asBuffer(post.published_br) },
      };
    },
    async sitemapEntries(landing) {
      const posts = await publishedPosts(db, landing.id);
      if (posts.length === 0) return [];
      const index = { path: '/blog', lastModified: posts[0]!.published_at ?? undefined };
      return [index, ...posts.map((post) => ({ path: `/blog/${post.unique_name}`, lastModified: post.published_at ?? undefined }))];
    },
  };
}

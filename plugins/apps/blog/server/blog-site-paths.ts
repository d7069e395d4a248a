import { SitePagesToken, type AppSitePaths } from '@tessera/sdk';
import { blogIndexPage } from './blog-index-page.tsx';
import { postHeader } from './blog-post-header.tsx';
import { blogSetting } from './blog-setting.ts';
import { postHead, publishedPost, publishedPosts } from './blog-store.ts';

/**
 * The blog of the site: /blog lists the published posts, /blog/<unique_name> is one post as
 * published. Without published posts neither exists. Drawn on request; the server keeps the
 * answer until the website changes, and every publish, edit or delete of a post tells it so.
 */
export const blogSitePaths: AppSitePaths = {
  async resolve({ landing, path }, context) {
    const pages = context.services.resolve(SitePagesToken);
    if (path === '/blog') {
      const posts = await publishedPosts(context, landing.id);
      if (posts.length === 0) return undefined;
      const setting = await blogSetting.read(context, landing.id);
      return { kind: 'html', html: await pages.render(landing.id, (site) => blogIndexPage(site, posts, setting)) };
    }
    const slug = path.startsWith('/blog/') ? path.slice('/blog/'.length) : '';
    if (!slug || slug.includes('/')) return undefined;
    const post = await publishedPost(context, landing.id, slug);
    if (!post) return undefined;
    const setting = await blogSetting.read(context, landing.id);
    const { html } = await pages.renderDesign(landing.id, postHead(post), post.published_design, postHeader(post, setting.title));
    return { kind: 'html', html };
  },
  async sitemapEntries(landing, context) {
    const posts = await publishedPosts(context, landing.id);
    if (posts.length === 0) return [];
    return [{ path: '/blog', lastModified: posts[0]!.published_at }, ...posts.map((post) => ({ path: `/blog/${post.unique_name}`, lastModified: post.published_at }))];
  },
  async pageListEntries(landing, context) {
    const latest = await publishedPosts(context, landing.id, 1);
    return latest.length > 0 ? [{ name: 'Blog', path: '/blog' }] : [];
  },
};

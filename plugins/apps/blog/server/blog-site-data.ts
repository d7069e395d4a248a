import type { AppLanding, AppServerContext } from '@tessera/sdk';
import { BLOG_ELEMENT_MAX, type BlogSiteData } from '../elements/blog/schema.ts';
import { publishedPosts } from './blog-store.ts';

/** What Blog elements show: the website's newest published posts, as many as one may show. */
export async function blogSiteData(landing: AppLanding, context: AppServerContext): Promise<BlogSiteData> {
  const posts = await publishedPosts(context, landing.id, BLOG_ELEMENT_MAX);
  return { posts: posts.map((post) => ({ ...post, published_at: post.published_at.toISOString() })) };
}

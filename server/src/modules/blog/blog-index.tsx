import { renderShellHtml } from '../sites/render-page.tsx';
import { siteMeta, type SiteRenderContext } from '../sites/publisher.ts';
import { LISTING_CSS, siteDate } from '@tessera/sdk';

export interface BlogIndexPost {
  title: string;
  unique_name: string;
  description: string;
  image: string;
  author: string;
  published_at: Date;
}

export const BLOG_INDEX_TITLE = 'Blog';

const BLOG_CSS = `${LISTING_CSS}.ts-listing__image img{display:block;width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:.5rem}`;

/** The blog index: the published posts, newest first, each with its image, title, date, author and excerpt, linking to the post. */
export function renderBlogIndex(context: SiteRenderContext, posts: readonly BlogIndexPost[]): string {
  const meta = siteMeta(context, { title: `${BLOG_INDEX_TITLE} – ${context.siteName}`, description: context.siteDescription, path: '/blog' });
  return renderShellHtml(
    meta,
    BLOG_CSS,
    <main className="ts-listing ts-blog">
      <h1>{BLOG_INDEX_TITLE}</h1>
      <ol>
        {posts.map((post) => {
          const href = `/blog/${post.unique_name}`;
          return (
            <li key={post.unique_name}>
              <article>
                {post.image ? (
                  <a className="ts-listing__image" href={href} tabIndex={-1} aria-hidden="true">
                    <img src={post.image} alt="" loading="lazy" />
                  </a>
                ) : null}
                <h2>
                  <a href={href}>{post.title}</a>
                </h2>
                <p className="ts-listing__meta">
                  <time dateTime={post.published_at.toISOString()}>{siteDate(post.published_at, context.lang)}</time>
                  {post.author ? ` · ${post.author}` : null}
                </p>
                {post.description ? <p>{post.description}</p> : null}
              </article>
            </li>
          );
        })}
      </ol>
    </main>,
  );
}

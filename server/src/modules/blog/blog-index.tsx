import { renderShellHtml } from '../sites/render-page.tsx';
import { siteMeta, type SiteRenderContext } from '../sites/publisher.ts';
import { siteDate } from '../site-content/rendered-listing.ts';

export interface BlogIndexPost {
  title: string;
  unique_name: string;
  description: string;
  image: string;
  author: string;
  published_at: Date;
}

export const BLOG_INDEX_TITLE = 'Blog';

const BLOG_CSS = `.ts-listing{max-width:60rem;margin:0 auto;padding:3rem 1.25rem}.ts-listing h1{font-size:2.25rem;margin:0 0 2rem}.ts-listing ol{list-style:none;margin:0;padding:0;display:grid;gap:2.5rem}.ts-listing article{display:grid;gap:.5rem}.ts-listing h2{font-size:1.5rem;margin:0}.ts-listing h2 a{color:inherit;text-decoration:none}.ts-listing h2 a:hover,.ts-listing h2 a:focus-visible{text-decoration:underline}.ts-listing__meta{color:#6b7280;font-size:.875rem;margin:0}.ts-listing__image img{display:block;width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:.5rem}.ts-listing p{margin:0}`;

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

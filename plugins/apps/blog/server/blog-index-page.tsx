import { brandVar, LISTING_CSS, siteDate, type ListingSetting, type SiteFacts, type SitePage } from '@tessera/sdk';
import type { PublishedPost } from './blog-store.ts';

/** The posts as cards, as many to a row as fit (one on a phone), each led by its image at 16:9. */
const BLOG_CSS =
  `${LISTING_CSS}.ts-blog ol{grid-template-columns:repeat(auto-fill,minmax(min(100%,20rem),1fr))}` +
  `.ts-listing .ts-listing__lede{font-size:1.125rem;margin:-1rem 0 clamp(1.5rem,4vw,3rem)}` +
  `.ts-listing__image{margin-bottom:.5rem}` +
  `.ts-listing__image img{display:block;width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:min(${brandVar('radius', '6px')},1rem)}`;

/** /blog: the published posts, newest first, each with its image, title, date, author and excerpt, linking to the post; its heading and description are the blog's settings. */
export function blogIndexPage(site: SiteFacts, posts: readonly PublishedPost[], setting: ListingSetting): SitePage {
  return {
    title: `${setting.title} – ${site.name}`,
    description: setting.description || site.description,
    path: '/blog',
    css: BLOG_CSS,
    body: (
      <main className="ts-listing ts-blog">
        <h1>{setting.title}</h1>
        {setting.description ? <p className="ts-listing__lede">{setting.description}</p> : null}
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
                    <time dateTime={post.published_at.toISOString()}>{siteDate(post.published_at, site.lang)}</time>
                    {post.author ? ` · ${post.author}` : null}
                  </p>
                  {post.description ? <p>{post.description}</p> : null}
                </article>
              </li>
            );
          })}
        </ol>
      </main>
    ),
  };
}

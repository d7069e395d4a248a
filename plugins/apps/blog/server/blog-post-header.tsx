import { brandVar, siteDate, type DesignIntro } from '@tessera/sdk';
import { readingMinutes } from './reading-time.ts';

const TEXT = brandVar('text', '#1f2937');

/** A post's header in the website's brand kit: its column as wide as a readable line, its cover a little wider; on a phone its edges line up with the sections' (16px). */
const POST_HEADER_CSS =
  `.ts-post-header{padding:clamp(2rem,6vw,4.5rem) 1rem clamp(1.5rem,4vw,2.5rem);font-family:${brandVar('body-font', 'inherit')};color:${TEXT}}` +
  `.ts-post-header__text{max-width:46rem;margin:0 auto;display:grid;gap:1rem}` +
  `.ts-post-header__back{margin:0;font-size:.9375rem}` +
  `.ts-post-header__back a{color:${brandVar('primary', '#2563eb')};text-decoration:none}` +
  `.ts-post-header__back a:hover,.ts-post-header__back a:focus-visible{text-decoration:underline}` +
  `.ts-post-header h1{font-family:${brandVar('heading-font', 'inherit')};color:${TEXT};font-size:clamp(2rem,5vw,3.25rem);line-height:1.15;margin:0;overflow-wrap:anywhere}` +
  `.ts-post-header__lede{font-size:1.1875rem;line-height:1.6;margin:0;max-width:70ch}` +
  `.ts-post-header__meta{display:flex;flex-wrap:wrap;gap:.25rem .75rem;margin:0;color:${brandVar('muted', '#4b5563')};font-size:.9375rem}` +
  `.ts-post-header__meta>*+*::before{content:"·";margin-right:.75rem}` +
  `.ts-post-header__author{color:${TEXT};font-weight:600}` +
  `.ts-post-header__cover{max-width:64rem;margin:clamp(1.5rem,4vw,2.5rem) auto 0}` +
  `.ts-post-header__cover img{display:block;width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:min(${brandVar('radius', '6px')},1rem)}`;

export interface PostHeaderFacts {
  title: string;
  description: string;
  image: string;
  author: string;
  published_at: Date;
}

/**
 * What a published post shows above its design: the way back to the blog, its title as the
 * page's one h1, its excerpt, author, date and reading time (from the words its design shows),
 * and its cover. The cover's alt is empty: a post's image has no description of its own, and
 * naming it after the title would have screen readers read the title twice.
 */
export function postHeader(post: PostHeaderFacts, blogTitle: string): DesignIntro {
  return (site, drawn) => ({
    css: POST_HEADER_CSS,
    body: (
      <header className="ts-post-header">
        <div className="ts-post-header__text">
          <p className="ts-post-header__back">
            <a href="/blog">← {blogTitle}</a>
          </p>
          <h1>{post.title}</h1>
          {post.description ? <p className="ts-post-header__lede">{post.description}</p> : null}
          <p className="ts-post-header__meta">
            {post.author ? <span className="ts-post-header__author">{post.author}</span> : null}
            <time dateTime={post.published_at.toISOString()}>{siteDate(post.published_at, site.lang)}</time>
            <span>{readingMinutes(drawn.words)} min read</span>
          </p>
        </div>
        {post.image ? (
          <figure className="ts-post-header__cover">
            <img src={post.image} alt="" />
          </figure>
        ) : null}
      </header>
    ),
  });
}

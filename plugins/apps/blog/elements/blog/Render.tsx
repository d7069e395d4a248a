import { Icon, siteDate, useAppSiteData, useSite, type ElementRenderProps } from '@tessera/sdk';
import { blogSiteData, type BlogElementProps } from './schema.ts';

/** The website's newest published posts as cards: image, title linking to the post, date, author and excerpt. No script. */
export function BlogRender({ props, mode }: ElementRenderProps<BlogElementProps>) {
  const data = useAppSiteData('blog', blogSiteData);
  const lang = useSite().lang ?? 'en';
  const posts = (data?.posts ?? []).slice(0, props.count);
  if (posts.length === 0) {
    return mode === 'canvas' ? (
      <div className="ts-blog-posts ts-blog-posts__placeholder">
        <Icon name="book-open" size={32} color="#9ca3af" />
        <span>The website&apos;s newest published posts show here.</span>
      </div>
    ) : null;
  }
  return (
    <section className={`ts-blog-posts ts-blog-posts--${props.layout}`} aria-label={props.heading || 'Blog posts'}>
      {props.heading ? <h2 className="ts-blog-posts__heading">{props.heading}</h2> : null}
      {/* A carousel's list scrolls on its own; the keyboard reaches it through its focus stop. */}
      <ol className="ts-blog-posts__items" {...(props.layout === 'carousel' ? { tabIndex: 0, 'aria-label': `${props.heading || 'Blog posts'}, scroll sideways for more` } : {})}>
        {posts.map((post) => {
          const href = `/blog/${post.unique_name}`;
          return (
            <li key={post.unique_name} className="ts-blog-posts__item">
              {post.image ? (
                <a className="ts-blog-posts__image" href={href} tabIndex={-1} aria-hidden="true">
                  <img src={post.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
                </a>
              ) : null}
              <div className="ts-blog-posts__body">
                <h3 className="ts-blog-posts__title">
                  <a href={href}>{post.title}</a>
                </h3>
                <p className="ts-blog-posts__meta">
                  <time dateTime={post.published_at}>{siteDate(new Date(post.published_at), lang)}</time>
                  {post.author ? ` · ${post.author}` : null}
                </p>
                {props.showExcerpt && post.description ? <p className="ts-blog-posts__excerpt">{post.description}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
      {props.showAllLink ? (
        <p className="ts-blog-posts__all">
          <a href="/blog">All posts</a>
        </p>
      ) : null}
    </section>
  );
}

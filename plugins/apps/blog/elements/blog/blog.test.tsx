import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import blog from './index.ts';

const post = (n: number) => ({
  title: `Post <${n}>`,
  unique_name: `post-${n}`,
  description: `Excerpt of ${n}.`,
  image: n === 1 ? 'https://cdn.example.com/1.jpg' : '',
  author: n === 1 ? 'Ada' : '',
  published_at: `2026-0${n}-05T10:00:00.000Z`,
});
const site = (count: number, lang = 'en') => ({ lang, appData: { blog: { posts: Array.from({ length: count }, (_, i) => post(i + 1)) } } });

describe('blog element', () => {
  it("shows the website's newest posts, as many as chosen, each linking to its address with its date, author and excerpt, and no script", () => {
    const html = renderElement(blog, { count: 2 }, { site: site(3) });
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toContain('<h2 class="ts-blog-posts__heading">Latest posts</h2>');
    expect(html).toContain('<a href="/blog/post-1">Post &lt;1&gt;</a>');
    expect(html).toContain('<time dateTime="2026-01-05T10:00:00.000Z">January 5, 2026</time> · Ada');
    expect(html).toContain('<img src="https://cdn.example.com/1.jpg" alt=""');
    expect(html).toContain('Excerpt of 2.');
    expect(html).toContain('<a href="/blog">All posts</a>');
    expect(html).not.toContain('post-3');
    expect(html).not.toContain('<script');
  });

  it("lays out as a list without excerpts or the link to all posts when asked, and writes dates in the website's language", () => {
    const html = renderElement(blog, { layout: 'list', showExcerpt: false, showAllLink: false, heading: '' }, { site: site(1, 'de') });
    expect(html).toContain('ts-blog-posts--list');
    expect(html).not.toContain('Excerpt of 1.');
    expect(html).not.toContain('All posts');
    expect(html).not.toContain('<h2');
    expect(html).toContain('5. Januar 2026');
  });

  it('lays out as masonry columns or as a sideways carousel that the keyboard can scroll', () => {
    expect(renderElement(blog, { layout: 'masonry' }, { site: site(2) })).toContain('ts-blog-posts--masonry');
    const carousel = renderElement(blog, { layout: 'carousel', heading: 'News' }, { site: site(2) });
    expect(carousel).toContain('ts-blog-posts--carousel');
    expect(carousel).toContain('<ol class="ts-blog-posts__items" tabindex="0" aria-label="News, scroll sideways for more">');
  });

  it('shows nothing published without posts, and a placeholder in the designer', () => {
    expect(renderElement(blog, {}, { site: site(0) })).toBe('');
    expect(renderElement(blog)).toBe('');
    expect(renderElement(blog, {}, { mode: 'canvas' })).toContain('newest published posts show here.');
  });

  it('refuses bad settings with the field path, and its panel loads', async () => {
    expect(defaultProps(blog)).toEqual({ heading: 'Latest posts', layout: 'grid', count: 3, showExcerpt: true, showAllLink: true });
    const result = checkProps(blog, { layout: 'slider', count: 13 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['count', 'layout']);
    expect(typeof (await loadPanel(blog))).toBe('function');
  });
});

import { siteDate } from '@tessera/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSite, designOf, visit, type SiteApi } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let api: SiteApi;
let host: string;


/** `count` distinct-looking words, as a paragraph's rich text. */
const words = (count: number) => `<p>${Array.from({ length: count }, (_, index) => `word${index}`).join(' ')}</p>`;

/** A published post whose design is `design`; answers its address and when it was published. */
async function publishedPost(fields: Record<string, string>, design: object) {
  const created = (await api('POST', '/blogs', fields)).json().data;
  expect((await api('PUT', `/blogs/${created.id}/design`, { design, version: created.version })).statusCode).toBe(200);
  const published = await api('POST', `/blogs/${created.id}/publish`);
  expect(published.statusCode).toBe(200);
  return { path: `/blog/${created.unique_name as string}`, publishedAt: new Date(published.json().data.published_at as string) };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ host, api } = await demoSite(t));
  expect((await api('PUT', '/settings', { title: 'Crumb & Co', lang: 'de' })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe("a blog post's page", () => {
  it('opens with the title as its one h1, the author, the date in the site’s language, the cover and a reading time from its words', async () => {
    // 3 words of headline and 797 of paragraph: 800 words, four minutes at 200 a minute.
    const design = designOf([
      { key: 'headline', props: { text: 'Why we proof', tag: 'h2' } },
      { key: 'paragraph', props: { content: words(797) } },
    ]);
    const post = await publishedPost({ title: 'Slow dough', author: 'Ada Baker', image: 'https://images.example.com/dough.jpg', description: 'Time does the work.' }, design);
    const page = await visit(t, host, post.path);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('<h1>Slow dough</h1>');
    expect(html).toContain('<span class="ts-post-header__author">Ada Baker</span>');
    expect(html).toContain(`<time dateTime="${post.publishedAt.toISOString()}">${siteDate(post.publishedAt, 'de')}</time>`);
    expect(siteDate(post.publishedAt, 'de')).toMatch(/^\d{1,2}\. \p{L}+ \d{4}$/u);
    expect(html).toContain('<img src="https://images.example.com/dough.jpg" alt=""/>');
    expect(html).toContain('<span>4 min read</span>');
    expect(html).toContain('Time does the work.');
    // The header comes before the design, inside the page's main content.
    expect(html.indexOf('<main class="ts-page">')).toBeLessThan(html.indexOf('<header class="ts-post-header">'));
    expect(html.indexOf('</header>')).toBeLessThan(html.indexOf('<section'));
    expect(html.indexOf('Slow dough</h1>')).toBeLessThan(html.indexOf('Why we proof'));
    expect(html.indexOf('word796')).toBeGreaterThan(html.indexOf('Why we proof'));
  });

  it('reads a short post as one minute and leaves out what the post does not have', async () => {
    const post = await publishedPost({ title: 'A note' }, designOf([{ key: 'paragraph', props: { content: words(40) } }]));
    const html = (await visit(t, host, post.path)).body;
    expect(html).toContain('<span>1 min read</span>');
    expect(html).not.toContain('class="ts-post-header__author"');
    expect(html).not.toContain('class="ts-post-header__cover"');
  });

  it('counts 1,100 words as six minutes (rounded to the nearest minute)', async () => {
    const post = await publishedPost({ title: 'Long read' }, designOf([{ key: 'paragraph', props: { content: words(700) } }], [{ key: 'paragraph', props: { content: words(400) } }]));
    expect((await visit(t, host, post.path)).body).toContain('<span>6 min read</span>');
  });
});

describe("the app pages in the website's brand kit", () => {
  it("style /blog, a post and /episodes with the kit's fonts and colours, which the site's kit sets", async () => {
    const kit = (await api('GET', '/brand-kit')).json().data;
    const saved = await api('PUT', '/brand-kit', { ...kit, colors: { ...kit.colors, primary: '#0f766e', text: '#111827' }, headingFont: 'merriweather' });
    expect(saved.statusCode).toBe(200);
    const post = await publishedPost({ title: 'Kit post' }, designOf([{ key: 'paragraph', props: { content: words(10) } }]));
    const episode = (await api('POST', '/episodes', { title: 'Kit episode', audio_url: 'https://media.example.com/kit.mp3' })).json().data;
    expect((await api('POST', `/episodes/${episode.id}/publish`)).statusCode).toBe(200);

    for (const path of ['/blog', post.path, '/episodes', `/episodes/${episode.unique_name as string}`]) {
      const html = (await visit(t, host, path)).body;
      expect(html, path).toContain('--brand-primary:#0f766e');
      expect(html, path).toMatch(/--brand-heading-font:"?Merriweather/);
      const headings = path.startsWith('/blog/') ? '.ts-post-header h1{font-family:var(--brand-heading-font' : '.ts-listing h1,.ts-listing h2{font-family:var(--brand-heading-font';
      expect(html, path).toContain(headings);
      // No fixed colour of the old listing look is left: links, dates and text take the kit's.
      expect(html, path).not.toContain('#6b7280');
      expect(html, path).toMatch(/a\{color:var\(--brand-primary/);
    }
  });
});

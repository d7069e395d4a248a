import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSite, designOf, saveAndPublish, visit, type SiteApi } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SITE_RERENDER_JOB } from '../sites/rerender-job.ts';

let t: TestApp;
let token: string;
let landingId: number;
let api: SiteApi;
let host: string;


/** A post with one headline saying `words`, published unless told otherwise. */
async function post(title: string, words: string, options: { publish?: boolean; description?: string } = {}) {
  const created = (await api('POST', '/blogs', { title, description: options.description ?? '' })).json().data;
  const saved = await api('PUT', `/blogs/${created.id}/design`, { design: designOf([{ key: 'headline', props: { text: words } }]), version: created.version });
  expect(saved.statusCode).toBe(200);
  if (options.publish !== false) expect((await api('POST', `/blogs/${created.id}/publish`)).statusCode).toBe(200);
  return created as { id: number; unique_name: string };
}

async function episode(title: string, audio: string, publish = true) {
  const created = (await api('POST', '/episodes', { title, audio_url: audio, duration_seconds: 65 })).json().data;
  if (publish) expect((await api('POST', `/episodes/${created.id}/publish`)).statusCode).toBe(200);
  return created as { id: number; unique_name: string };
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 15));

beforeAll(async () => {
  t = await createTestApp();
  ({ token, landingId, host, api } = await demoSite(t));
});
afterAll(() => t.close());

describe('the blog on the site', () => {
  it('has no /blog, no blog entry in the page lists and nothing in the sitemap before a post is published', async () => {
    await post('Only a draft', 'Draft words', { publish: false });
    expect((await visit(t, host, '/blog')).statusCode).toBe(404);
    expect((await visit(t, host, '/blog/only-a-draft')).statusCode).toBe(404);
    expect((await api('GET', '/pages/list')).json().data.some((entry: { id: unknown }) => entry.id === 'blog')).toBe(false);
    expect((await visit(t, host, '/sitemap.xml')).body).not.toContain('/blog');
  });

  it('lists only published posts, newest first, with their excerpt and links, in the site head', async () => {
    const older = await post('Older news', 'Older words', { description: 'What happened first' });
    await pause();
    const newer = await post('Newer news', 'Newer words', { description: 'What happened next' });
    const index = await visit(t, host, '/blog');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = index.body;
    expect(html).toContain('<title>Blog – ');
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toContain(`href="/blog/${newer.unique_name}"`);
    expect(html).toContain('What happened first');
    expect(html.indexOf('Newer news')).toBeLessThan(html.indexOf('Older news'));
    expect(html).not.toContain('Only a draft');
    expect(html).toMatch(/<time dateTime="\d{4}-\d\d-\d\dT/);

    const page = await visit(t, host, `/blog/${older.unique_name}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Older words');
    expect(page.body).toContain('<title>Older news</title>');
    expect(page.headers.etag).toBeDefined();
    expect((await visit(t, host, `/blog/${older.unique_name}`, { 'if-none-match': page.headers.etag as string })).statusCode).toBe(304);
    expect((await visit(t, host, '/blog/no-such-post')).statusCode).toBe(404);
    expect((await visit(t, host, `/blog/${older.unique_name}/more`)).statusCode).toBe(404);
  });

  it("titles /blog with the blog's settings, and refuses an empty title naming the field", async () => {
    expect((await api('GET', '/pages/blog-setting')).json().data).toEqual({ title: 'Blog', description: '' });
    const empty = await api('PUT', '/pages/blog-setting', { title: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.title).toEqual(['The title field is required.']);
    expect((await api('PUT', '/pages/blog-setting', { title: 'Baking notes', description: 'What comes out of our oven' })).statusCode).toBe(200);
    const index = (await visit(t, host, '/blog')).body;
    expect(index).toContain('<h1>Baking notes</h1>');
    expect(index).toContain('<title>Baking notes – ');
    expect(index).toContain('<meta name="description" content="What comes out of our oven"/>');
    await api('PUT', '/pages/blog-setting', { title: 'Blog' });
  });

  it('shows the newest published posts in a Blog element on a published page, and draws the page again when a post comes or goes', async () => {
    const { homePageId } = await demoSite(t);
    await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'blog', props: { heading: 'From the blog', count: 2 } }]));
    const home = (await visit(t, host, '/')).body;
    expect(home).toContain('From the blog');
    expect(home.indexOf('href="/blog/newer-news"')).toBeLessThan(home.indexOf('href="/blog/older-news"'));
    expect(home).not.toContain('Only a draft');

    await pause();
    const latest = await post('Fresh bread', 'Fresh words', { description: 'Out of the oven' });
    // The published pages are drawn again by the queue once the post is published.
    await t.runJobs(SITE_RERENDER_JOB);
    const refreshed = (await visit(t, host, '/')).body;
    expect(refreshed).toContain(`href="/blog/${latest.unique_name}"`);
    expect(refreshed).toContain('Out of the oven');
    expect(refreshed).not.toContain('href="/blog/older-news"');
    await api('POST', `/blogs/${latest.id}/unpublish`);
    await t.runJobs(SITE_RERENDER_JOB);
    expect((await visit(t, host, '/')).body).not.toContain('Fresh bread');
    await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'headline', props: { text: 'Home again' } }]));
  });

  it('keeps draft edits of a published post off the site until it is published again', async () => {
    const live = await post('Live post', 'First version');
    const { version } = (await api('GET', `/blogs/${live.id}`)).json().data;
    await api('PUT', `/blogs/${live.id}/design`, { design: designOf([{ key: 'headline', props: { text: 'Second version' } }]), version });
    const before = (await visit(t, host, `/blog/${live.unique_name}`)).body;
    expect(before).toContain('First version');
    expect(before).not.toContain('Second version');
    await api('POST', `/blogs/${live.id}/publish`);
    expect((await visit(t, host, `/blog/${live.unique_name}`)).body).toContain('Second version');
  });

  it("shows a published post's new title, and the site's new name, at once while its design stays as published", async () => {
    const live = await post('Named post', 'Named words');
    const { version } = (await api('GET', `/blogs/${live.id}`)).json().data;
    await api('PUT', `/blogs/${live.id}/design`, { design: designOf([{ key: 'headline', props: { text: 'Unpublished words' } }]), version });
    expect((await api('PUT', `/blogs/${live.id}`, { title: 'Renamed post' })).statusCode).toBe(200);
    const renamed = (await visit(t, host, `/blog/${live.unique_name}`)).body;
    expect(renamed).toContain('<title>Renamed post</title>');
    expect(renamed).toContain('Named words');
    expect(renamed).not.toContain('Unpublished words');
    expect((await visit(t, host, '/blog')).body).toContain('Renamed post');

    expect((await t.request({ method: 'PUT', url: `/api/v1/landings/${landingId}`, token, payload: { title: 'Crumb & Co' } })).statusCode).toBe(200);
    expect((await visit(t, host, `/blog/${live.unique_name}`)).body).toContain('<meta property="og:site_name" content="Crumb &amp; Co"/>');
  });

  it('takes an unpublished or deleted post off its address and off the index at once', async () => {
    const gone = await post('Soon gone', 'Gone words');
    expect((await visit(t, host, '/blog')).body).toContain('Soon gone');
    await api('POST', `/blogs/${gone.id}/unpublish`);
    expect((await visit(t, host, `/blog/${gone.unique_name}`)).statusCode).toBe(404);
    expect((await visit(t, host, '/blog')).body).not.toContain('Soon gone');
    const deleted = await post('Deleted post', 'Deleted words');
    expect((await visit(t, host, `/blog/${deleted.unique_name}`)).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/v1/landings/${landingId}/blogs/${deleted.id}`, token })).statusCode).toBe(200);
    expect((await visit(t, host, `/blog/${deleted.unique_name}`)).statusCode).toBe(404);
    expect((await visit(t, host, '/blog')).body).not.toContain('Deleted post');
  });
});

describe('the episodes on the site', () => {
  it('lists published episodes with a player each, serves one episode, and hides drafts', async () => {
    const first = await episode('Pilot', 'https://cdn.example.com/pilot.mp3');
    await pause();
    await episode('Second take', '/files/second.mp3');
    const draft = await episode('Unaired', 'https://cdn.example.com/unaired.mp3', false);
    const list = await visit(t, host, '/episodes');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<audio controls="" preload="none" src="https://cdn.example.com/pilot.mp3" aria-label="Play Pilot">');
    expect(list.body).toContain('src="/files/second.mp3"');
    expect(list.body.indexOf('Second take')).toBeLessThan(list.body.indexOf('Pilot'));
    expect(list.body).toContain('1:05');
    expect(list.body).not.toContain('Unaired');

    const one = await visit(t, host, `/episodes/${first.unique_name}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('<title>Pilot</title>');
    expect(one.body).toContain('pilot.mp3');
    expect(one.body).not.toContain('Second take');
    expect((await visit(t, host, `/episodes/${draft.unique_name}`)).statusCode).toBe(404);
  });

  it("titles /episodes and each episode's way back with the podcast's settings, and refuses a title that is too long", async () => {
    expect((await api('GET', '/pages/podcast-setting')).json().data).toEqual({ title: 'Episodes', description: '' });
    const long = await api('PUT', '/pages/podcast-setting', { title: 'x'.repeat(101) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.title).toEqual(['The title may not be longer than 100 characters.']);
    const saved = await api('PUT', '/pages/podcast-setting', { title: 'The Bakehouse Show', description: 'Weekly talks from the oven' });
    expect(saved.json()).toMatchObject({ message: 'Podcast settings saved.', data: { title: 'The Bakehouse Show' } });
    const list = (await visit(t, host, '/episodes')).body;
    expect(list).toContain('<h1>The Bakehouse Show</h1>');
    expect(list).toContain('<title>The Bakehouse Show – ');
    expect(list).toContain('<meta name="description" content="Weekly talks from the oven"/>');
    expect((await visit(t, host, '/episodes/pilot')).body).toContain('← The Bakehouse Show');
    expect((await api('GET', '/pages/blog-setting')).json().data.title).toBe('Blog');
    await api('PUT', '/pages/podcast-setting', { title: 'Episodes' });
  });
});

describe('links and the sitemap', () => {
  it('lists published posts and episodes in sitemap.xml, and the blog and the episodes as virtual pages for link pickers', async () => {
    const sitemap = (await visit(t, host, '/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>http://${host}:3000/blog</loc>`);
    expect(sitemap).toContain(`<loc>http://${host}:3000/blog/older-news</loc>`);
    expect(sitemap).toContain(`<loc>http://${host}:3000/episodes/pilot</loc>`);
    expect(sitemap).not.toContain('only-a-draft');
    expect(sitemap).not.toContain('unaired');

    const list = (await api('GET', '/pages/list')).json().data;
    expect(list.slice(-2)).toEqual([
      { id: 'blog', name: 'Blog', unique_name: 'blog', path: '/blog', virtual: true },
      { id: 'episodes', name: 'Episodes', unique_name: 'episodes', path: '/episodes', virtual: true },
    ]);
    const editor = (await t.request({ method: 'GET', url: '/api/v1/editor-data', token, query: { landing_id: String(landingId) } })).json().data;
    expect(editor.pages.filter((entry: { virtual?: boolean }) => entry.virtual).map((entry: { path: string }) => entry.path)).toEqual(['/blog', '/episodes']);
  });
});

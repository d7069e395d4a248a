import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPage, demoSite, designOf, saveAndPublish, visit } from '../../testing/site-fixtures.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';
import { SITE_RERENDER_JOB } from './rerender-job.ts';

let t: TestApp;
let token: string;
let landingId: number;
let homePageId: number;
let host: string;

const headline = (text: string, id = 'element-h1') => ({ key: 'headline', id, props: { text, tag: 'h1' } });
const pageUrl = (pageId: number) => `/api/v1/landings/${landingId}/pages/${pageId}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ token, landingId, homePageId, host } = await demoSite(t));
  await t.db.updateTable('pages').set({ title: 'Welcome home', description: 'The demo home page' }).where('id', '=', homePageId).execute();
});
afterAll(() => t.close());

describe('serving a published page by host', () => {
  it('answers an unknown host and a page that was never published with the 404 page', async () => {
    for (const response of [await visit(t, `nobody.${TEST_SITE_DOMAIN}`), await visit(t, 'unknown-domain.example'), await visit(t, host)]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<h1>Page not found</h1>');
    }
  });

  it('serves the published snapshot at the subdomain; a draft edit shows only after the next publish', async () => {
    await saveAndPublish(t, token, landingId, homePageId, designOf([headline('First words')]));
    const first = await visit(t, host);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('First words');
    // Without a favicon of its own the page names an empty one, so browsers do not ask for /favicon.ico.
    expect(first.body).toContain('<link rel="icon" href="data:,"/>');

    await saveAndPublish(t, token, landingId, homePageId, designOf([headline('Draft words')]), false);
    expect((await visit(t, host)).body).toContain('First words');
    expect((await visit(t, host)).body).not.toContain('Draft words');
    await t.request({ method: 'POST', url: `${pageUrl(homePageId)}/publish`, token });
    expect((await visit(t, host)).body).toContain('Draft words');
  });

  it('answers a repeat request carrying the ETag with 304 and no body', async () => {
    const first = await visit(t, host);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await visit(t, host, '/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await visit(t, host, '/', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('serves the bytes compressed at publish: brotli or gzip as the client accepts, each with its own ETag', async () => {
    const plain = await visit(t, host);
    const br = await visit(t, host, '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await visit(t, host, '/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect((await visit(t, host, '/', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await visit(t, host, '/', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string })).statusCode).toBe(304);
    const stored = await t.db.selectFrom('pages').select(['published_gzip', 'published_br', 'published_etag']).where('id', '=', homePageId).executeTakeFirstOrThrow();
    expect(stored.published_gzip?.length).toBe(gzip.rawPayload.length);
    expect(stored.published_br?.length).toBe(br.rawPayload.length);
  });

  it('unpublishes: the address answers 404 until the page is published again', async () => {
    const unpublish = await t.request({ method: 'POST', url: `${pageUrl(homePageId)}/unpublish`, token });
    expect(unpublish.statusCode).toBe(200);
    expect(unpublish.json()).toMatchObject({ message: 'Page unpublished.', data: { id: homePageId, published_version: null, published_at: null } });
    expect((await visit(t, host)).statusCode).toBe(404);
    expect((await visit(t, host, '/home')).statusCode).toBe(404);
    await t.request({ method: 'POST', url: `${pageUrl(homePageId)}/publish`, token });
    expect((await visit(t, host)).statusCode).toBe(200);
  });

  it('serves the site at its custom domain once it is verified, with canonical addresses on that domain', async () => {
    expect((await visit(t, 'www-free.example.com')).statusCode).toBe(404);
    const set = await t.request({ method: 'PUT', url: `/api/v1/landings/${landingId}/custom-url`, token, payload: { custom_url: 'shop.example.com' } });
    expect(set.statusCode).toBe(200);
    expect((await visit(t, 'shop.example.com')).statusCode).toBe(404);
    t.dns.set('txt', '_tessera.shop.example.com', [set.json().data.claim.txt.value]);
    expect((await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/custom-domain/verify`, token })).statusCode).toBe(200);
    await t.runJobs(SITE_RERENDER_JOB);
    const page = await visit(t, 'shop.example.com');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Draft words');
    expect(page.body).toContain('<link rel="canonical" href="http://shop.example.com/"/>');
    expect((await visit(t, 'SHOP.example.com:8080')).statusCode).toBe(200);
    // The subdomain keeps answering, and points search engines at the primary address.
    expect((await visit(t, host)).body).toContain('<link rel="canonical" href="http://shop.example.com/"/>');

    await t.request({ method: 'PUT', url: `/api/v1/landings/${landingId}/custom-url`, token, payload: { custom_url: null } });
    await t.runJobs(SITE_RERENDER_JOB);
    expect((await visit(t, 'shop.example.com')).statusCode).toBe(404);
    expect((await visit(t, host)).body).toContain(`<link rel="canonical" href="http://${host}:3000/"/>`);
  });
});

describe('the HTML of a published page', () => {
  it('has title, description, canonical, Open Graph and Twitter tags, the landing language, favicon and share image', async () => {
    await t.db
      .updateTable('landings')
      .set({ settings: JSON.stringify({ lang: 'de', meta_image: { url: '/uploads/share.webp', Ratio: 0.56 }, favicon: 'https://cdn.example.com/icon.png' }) })
      .where('id', '=', landingId)
      .execute();
    await t.request({ method: 'POST', url: `${pageUrl(homePageId)}/publish`, token });
    const html = (await visit(t, host)).body;
    const origin = `http://${host}:3000`;
    expect(html).toMatch(/^<!doctype html><html lang="de">/);
    expect(html).toContain('<title>Welcome home</title>');
    expect(html).toContain('<meta name="description" content="The demo home page"/>');
    expect(html).toContain(`<link rel="canonical" href="${origin}/"/>`);
    expect(html).toContain('<link rel="icon" href="https://cdn.example.com/icon.png"/>');
    expect(html).toContain('<meta property="og:title" content="Welcome home"/>');
    expect(html).toContain('<meta property="og:description" content="The demo home page"/>');
    expect(html).toContain(`<meta property="og:url" content="${origin}/"/>`);
    expect(html).toContain('<meta property="og:site_name" content="Demo website"/>');
    expect(html).toContain(`<meta property="og:image" content="${origin}/uploads/share.webp"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain(`<meta name="twitter:image" content="${origin}/uploads/share.webp"/>`);
    expect(html).toContain('<main class="ts-page"><section id="section-s0"');
    expect(html).not.toMatch(/<script/i);
  });

  it("writes each section's content width as the max-width of its inner box", async () => {
    const design = designOf([headline('Wide')], [headline('Full', 'element-h2')], [headline('Default', 'element-h3')]);
    design.sections[0]!.options = { contentWidth: 'wide' };
    design.sections[1]!.options = { contentWidth: 'fullwidth' };
    design.sections[2]!.options = { contentWidth: 'bogus' };
    await saveAndPublish(t, token, landingId, homePageId, design);
    const html = (await visit(t, host)).body;
    expect(html).toContain('#section-s0>.ts-section__inner{max-width:1280px}');
    expect(html).toContain('#section-s1>.ts-section__inner{max-width:none}');
    expect(html).not.toContain('#section-s2>.ts-section__inner');
  });
});

describe('pages: home page, clone, addresses', () => {
  let aboutId: number;

  beforeAll(async () => {
    aboutId = await addPage(t, landingId, 'about', 'About us');
    await saveAndPublish(t, token, landingId, aboutId, designOf([headline('About words')]));
  });

  it('serves a page at /<unique_name>, and moves "/" to the page made home', async () => {
    expect((await visit(t, host, '/about')).body).toContain('About words');
    expect((await visit(t, host, '/about/')).body).toContain('About words');
    expect((await visit(t, host, '/about?utm_source=x')).statusCode).toBe(200);
    expect((await visit(t, host, '/about/more')).statusCode).toBe(404);

    const setHome = await t.request({ method: 'POST', url: `${pageUrl(aboutId)}/set-home`, token });
    expect(setHome.statusCode).toBe(200);
    expect(setHome.json()).toMatchObject({ message: 'Home page changed.', data: { id: aboutId, is_home: true } });
    expect((await visit(t, host)).body).toContain('About words');
    // The published pages are rendered again by the queue: then the new home page's canonical address is "/".
    expect(await t.runJobs(SITE_RERENDER_JOB)).toBe(1);
    const home = await visit(t, host);
    expect(home.body).toContain(`<link rel="canonical" href="http://${host}:3000/"/>`);
    expect((await visit(t, host, '/home')).body).toContain(`<link rel="canonical" href="http://${host}:3000/home"/>`);

    await t.request({ method: 'POST', url: `${pageUrl(homePageId)}/set-home`, token });
    expect((await visit(t, host)).body).not.toContain('About words');
  });

  it('clones a page as an unpublished draft with a free address and fresh ids', async () => {
    const clone = await t.request({ method: 'POST', url: `${pageUrl(aboutId)}/clone`, token });
    expect(clone.statusCode).toBe(201);
    const copy = clone.json().data;
    expect(copy).toMatchObject({ name: 'About us (copy)', unique_name: 'about-copy', published_version: null, is_home: false });
    const again = await t.request({ method: 'POST', url: `${pageUrl(aboutId)}/clone`, token });
    expect(again.json().data.unique_name).toBe('about-copy-2');
    const original = (await t.request({ method: 'GET', url: pageUrl(aboutId), token })).json().data.design;
    const copied = (await t.request({ method: 'GET', url: pageUrl(copy.id), token })).json().data.design;
    expect(copied.sections[0].rows[0].columns[0].elements[0].props.text).toBe('About words');
    expect(copied.sections[0].id).not.toBe(original.sections[0].id);
    expect(copied.sections[0].rows[0].columns[0].elements[0].id).not.toBe(original.sections[0].rows[0].columns[0].elements[0].id);
    expect((await visit(t, host, '/about-copy')).statusCode).toBe(404);
  });

  it('tells whether a page address is free', async () => {
    const check = async (name: string, query?: Record<string, string>) =>
      (await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/pages/unique-names/${name}`, token, query })).json().data;
    expect(await check('pricing')).toEqual({ name: 'pricing', available: true, message: null });
    expect(await check('about')).toMatchObject({ available: false, message: 'Another page of this website already has this address.' });
    expect(await check('about', { except: String(aboutId) })).toMatchObject({ available: true });
    expect(await check('Bad%20Name')).toMatchObject({ available: false, message: expect.stringContaining('lowercase') });
    expect(await check('blog')).toMatchObject({ available: false, message: 'This address is reserved.' });
  });

  it("answers another agency's page ids with 404 and changes nothing", async () => {
    const rival = await t.createAgency('Rival Publishing');
    const rivalToken = await t.login(rival.credentials);
    for (const action of ['unpublish', 'set-home', 'clone', 'publish']) {
      const response = await t.request({ method: 'POST', url: `${pageUrl(aboutId)}/${action}`, token: rivalToken });
      expect(response.statusCode, action).toBe(404);
    }
    // Their own website with our page id: the page is not theirs.
    const crossed = await t.request({ method: 'POST', url: `/api/v1/landings/${rival.landingId}/pages/${aboutId}/unpublish`, token: rivalToken });
    expect(crossed.statusCode).toBe(404);
    expect((await visit(t, host, '/about')).statusCode).toBe(200);
    const pages = await t.db.selectFrom('pages').select('id').where('landing_id', '=', landingId).execute();
    expect(pages).toHaveLength(4);
  });
});

describe('robots.txt, sitemap.xml and favicon', () => {
  it('serves the default robots.txt naming the sitemap on the host asked, and the one the owner writes', async () => {
    const robots = await visit(t, host, '/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: http://${host}:3000/sitemap.xml\n`);

    const api = `/api/v1/landings/${landingId}/robots`;
    expect((await t.request({ method: 'GET', url: api, token })).json().data).toEqual({
      robots_txt: `User-agent: *\nAllow: /\n\nSitemap: http://${host}:3000/sitemap.xml\n`,
      is_default: true,
    });
    const saved = await t.request({ method: 'POST', url: api, token, payload: { robots_txt: 'User-agent: *\r\nDisallow: /private\r\n' } });
    expect(saved.json()).toMatchObject({ data: { robots_txt: 'User-agent: *\nDisallow: /private\n', is_default: false }, success: true });
    expect((await visit(t, host, '/robots.txt')).body).toBe('User-agent: *\nDisallow: /private\n');

    const tooLong = await t.request({ method: 'POST', url: api, token, payload: { robots_txt: 'x'.repeat(10_001) } });
    expect(tooLong.statusCode).toBe(422);
    expect((await visit(t, host, '/robots.txt')).body).toBe('User-agent: *\nDisallow: /private\n');

    const reset = await t.request({ method: 'POST', url: `${api}/reset`, token });
    expect(reset.json().data.is_default).toBe(true);
    expect((await visit(t, host, '/robots.txt')).body).toContain('Allow: /');
  });

  it('lists every published page in sitemap.xml with absolute addresses on the host asked and the publish time', async () => {
    const sitemap = await visit(t, host, '/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2}T[^<]+)<\/lastmod>/g)].map((match) => match[1]);
    // The demo website's pages and the demo card its card holder holds.
    expect(locs.sort()).toEqual([`http://${host}:3000/`, `http://${host}:3000/about`, `http://${host}:3000/card/demo-card`]);
    // Unpublished clones are not listed.
    expect(sitemap.body).not.toContain('about-copy');
  });

  it('redirects /favicon.ico to the favicon of the settings, and answers 404 without one', async () => {
    const favicon = await visit(t, host, '/favicon.ico');
    expect(favicon.statusCode).toBe(302);
    expect(favicon.headers.location).toBe('https://cdn.example.com/icon.png');
    await t.db.updateTable('landings').set({ settings: JSON.stringify({}) }).where('id', '=', landingId).execute();
    t.app.publishedSites.invalidateLanding(landingId);
    expect((await visit(t, host, '/favicon.ico')).statusCode).toBe(404);
  });
});

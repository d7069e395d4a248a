import { SITE_TITLE_TOKEN, type PageDocument, type SectionNode } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStarterCollection, STARTER_COLLECTION } from '../../seed/starter/seed-starter.ts';
import { demoSite, designOf, saveAndPublish, visit } from '../../testing/site-fixtures.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';
import { SITE_RERENDER_JOB } from '../sites/rerender-job.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, as = token) =>
  t.request({ method, url: `/api/v1${url}`, token: as, ...(payload === undefined ? {} : { payload: payload as object }) });

interface SitePage {
  id: number;
  unique_name: string;
  version: number;
}

/** A page as the designer opens it. */
async function open(landingId: number, pageId: number, as = token): Promise<{ design: PageDocument; version: number }> {
  const response = await api('GET', `/landings/${landingId}/pages/${pageId}`, undefined, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const save = (landingId: number, pageId: number, design: PageDocument, version: number, as = token) =>
  api('PUT', `/landings/${landingId}/pages/${pageId}/design`, { design, version }, as);

/** The design with `from` in its header replaced by `name` (the starter header shows the site title token). */
function withHeaderName(design: PageDocument, name: string, from = SITE_TITLE_TOKEN): PageDocument {
  const replaced = (section: SectionNode) => JSON.parse(JSON.stringify(section).replaceAll(from, name)) as SectionNode;
  return { ...design, sections: design.sections.map((section) => (section.global === 'header' ? replaced(section) : section)) };
}

const storedDesign = async (pageId: number) => (await t.db.selectFrom('pages').select('design').where('id', '=', pageId).executeTakeFirstOrThrow()).design as PageDocument;

let site: { id: number; host: string; pages: SitePage[] };
const page = (name: string) => site.pages.find((entry) => entry.unique_name === name)!;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Global Owners');
  token = await t.login(owner.credentials);
  await seedStarterCollection(t.db);
  const templates = (await api('GET', '/templates')).json().data as { id: number; name: string }[];
  const template = templates.find((entry) => entry.name === STARTER_COLLECTION.sites[0]!.name)!;
  const created = await api('POST', '/landings', { title: 'Shared Header Site', subdomain: 'shared-header', template_id: template.id });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as number;
  site = { id, host: `shared-header.${TEST_SITE_DOMAIN}`, pages: (await api('GET', `/landings/${id}/pages`)).json().data };
});
afterAll(() => t.close());

describe('global sections (the site’s shared header and footer)', () => {
  it('a website made from a starter template shares one header and footer: its pages store references and open with them', async () => {
    expect(site.pages.length).toBeGreaterThan(1);
    const home = await open(site.id, page('home').id);
    const about = await open(site.id, page('about').id);
    for (const design of [home, about].map((opened) => opened.design)) {
      expect(design.sections[0]).toMatchObject({ global: 'header', key: 'header' });
      expect(design.sections.at(-1)).toMatchObject({ global: 'footer', key: 'footer' });
      expect(design.sections[0]!.rows.length).toBeGreaterThan(0);
    }
    expect(about.design.sections[0]!.rows).toEqual(home.design.sections[0]!.rows);
    const stored = await storedDesign(page('about').id);
    expect(stored.sections[0]).toMatchObject({ global: 'header', rows: [] });
  });

  it('editing the header on the home page shows on another page in the designer, and on the published site only once published', async () => {
    const published = await api('POST', `/landings/${site.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect((await visit(t, site.host, '/about')).body).toContain('Shared Header Site');

    const home = await open(site.id, page('home').id);
    const aboutBefore = await open(site.id, page('about').id);
    const saved = await save(site.id, page('home').id, withHeaderName(home.design, 'Bakery Fresh Header'), home.version);
    expect(saved.statusCode, saved.body).toBe(200);

    const about = await open(site.id, page('about').id);
    expect(JSON.stringify(about.design.sections[0])).toContain('Bakery Fresh Header');
    // A designer left open on the about page with the old header cannot write it back: its page moved on.
    expect(about.version).toBe(aboutBefore.version + 1);
    const stale = await save(site.id, page('about').id, aboutBefore.design, aboutBefore.version);
    expect(stale.statusCode).toBe(409);
    expect(JSON.stringify((await open(site.id, page('contact').id)).design.sections[0])).toContain('Bakery Fresh Header');
    // A draft edit does not change what visitors see.
    expect((await visit(t, site.host, '/about')).body).not.toContain('Bakery Fresh Header');
    expect((await api('GET', `/pages/${page('about').id}/preview`)).body).toContain('Bakery Fresh Header');

    expect((await api('POST', `/landings/${site.id}/pages/${page('home').id}/publish`)).statusCode).toBe(200);
    expect((await visit(t, site.host, '/')).body).toContain('Bakery Fresh Header');
    expect(await t.runJobs(SITE_RERENDER_JOB)).toBeGreaterThan(0);
    const aboutHtml = (await visit(t, site.host, '/about')).body;
    expect(aboutHtml).toContain('Bakery Fresh Header');
  });

  it('a clone of the website shares the header too, and a restored backup brings back the header it kept', async () => {
    const clone = await api('POST', `/landings/${site.id}/clone`);
    expect(clone.statusCode, clone.body).toBe(201);
    const cloneId = clone.json().data.id as number;
    const clonePages = (await api('GET', `/landings/${cloneId}/pages`)).json().data as SitePage[];
    for (const entry of clonePages) {
      const stored = await storedDesign(entry.id);
      expect(stored.sections[0]).toMatchObject({ global: 'header', rows: [] });
      expect(JSON.stringify((await open(cloneId, entry.id)).design.sections[0])).toContain('Bakery Fresh Header');
    }

    const backup = await api('PUT', `/landings/${site.id}/backup-records/instant-backup`);
    expect(backup.statusCode, backup.body).toBe(200);
    const home = await open(site.id, page('home').id);
    expect((await save(site.id, page('home').id, withHeaderName(home.design, 'After The Backup', 'Bakery Fresh Header'), home.version)).statusCode).toBe(200);
    expect(JSON.stringify((await open(site.id, page('about').id)).design)).toContain('After The Backup');
    const restored = await api('PUT', `/landings/${site.id}/backup-records/${backup.json().data.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    const about = JSON.stringify((await open(site.id, page('about').id)).design);
    expect(about).toContain('Bakery Fresh Header');
    expect(about).not.toContain('After The Backup');
    expect((await storedDesign(page('about').id)).sections[0]).toMatchObject({ global: 'header', rows: [] });
  });

  it('a save refused as stale changes neither the page nor the shared header', async () => {
    const home = await open(site.id, page('home').id);
    const stale = await save(site.id, page('home').id, withHeaderName(home.design, 'Never Saved', 'Bakery Fresh Header'), home.version - 1);
    expect(stale.statusCode).toBe(409);
    expect(JSON.stringify((await open(site.id, page('contact').id)).design)).not.toContain('Never Saved');
  });

  it('refuses a section marked global as something other than the header or footer, naming the field', async () => {
    const home = await open(site.id, page('home').id);
    const design = { ...home.design, sections: [{ ...home.design.sections[1]!, global: 'sidebar' }] };
    const refused = await api('PUT', `/landings/${site.id}/pages/${page('home').id}/design`, { design, version: home.version });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).some((field) => field.startsWith('design'))).toBe(true);
  });

  it("refuses a header whose element takes the id of another page's own element, and writes nothing of the save", async () => {
    const ownId = 'element-c0ffee000001';
    const before = await open(site.id, page('contact').id);
    const body = before.design.sections.findIndex((section) => !section.global);
    const withOwn = structuredClone(before.design);
    withOwn.sections[body]!.rows[0]!.columns[0]!.elements.push({ id: ownId, key: 'headline', props: { text: 'Only on the contact page' } } as never);
    expect((await save(site.id, page('contact').id, withOwn, before.version)).statusCode).toBe(200);
    const contact = await open(site.id, page('contact').id);
    const about = await open(site.id, page('about').id);

    const clashing = structuredClone(about.design);
    clashing.sections[0]!.rows[0]!.columns[0]!.elements[0]!.id = ownId;
    const refused = await save(site.id, page('about').id, clashing, about.version);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.design).toEqual([`The id "${ownId}" of the header or footer is used by the page "Contact" too; give it another id`]);
    expect(await open(site.id, page('about').id)).toEqual(about);
    expect(await open(site.id, page('contact').id)).toEqual(contact);
  });

  it('"Use on every page" gives the website’s other pages a reference in place of their own header, and new pages get it too', async () => {
    const landingId = owner.landingId;
    const other = (await api('POST', `/landings/${landingId}/pages`, { name: 'Team' })).json().data.id as number;
    const own = designOf([{ key: 'headline', props: { text: 'Own header', tag: 'h2' } }], [{ key: 'headline', props: { text: 'Team body', tag: 'h1' } }]);
    own.sections[0]!.key = 'header';
    const team = await open(landingId, other);
    expect((await save(landingId, other, own as PageDocument, team.version)).statusCode).toBe(200);

    const shared = designOf([{ key: 'headline', props: { text: 'Everywhere header', tag: 'h2' } }], [{ key: 'headline', props: { text: 'Home body', tag: 'h1' } }]) as PageDocument;
    shared.sections[0] = { ...shared.sections[0]!, key: 'header', global: 'header' };
    const home = await open(landingId, owner.pageId);
    expect((await save(landingId, owner.pageId, shared, home.version)).statusCode).toBe(200);

    const after = await open(landingId, other);
    expect(after.version).toBe(team.version + 2);
    expect(after.design.sections.map((section) => section.global ?? null)).toEqual(['header', null]);
    expect(JSON.stringify(after.design)).toContain('Everywhere header');
    expect(JSON.stringify(after.design)).not.toContain('Own header');
    expect(JSON.stringify(after.design)).toContain('Team body');

    const created = (await api('POST', `/landings/${landingId}/pages`, { name: 'Later' })).json().data.id as number;
    const later = await open(landingId, created);
    expect(later.design.sections[0]).toMatchObject({ global: 'header' });
    expect(JSON.stringify(later.design)).toContain('Everywhere header');
  });

  it('another agency can neither read nor change a website’s shared header, and its own saves leave it alone', async () => {
    const rival = await t.createAgency('Global Rivals');
    const rivalToken = await t.login(rival.credentials);
    const home = await open(site.id, page('home').id);
    expect((await api('GET', `/landings/${site.id}/pages/${page('home').id}`, undefined, rivalToken)).statusCode).toBe(404);
    expect((await save(site.id, page('home').id, withHeaderName(home.design, 'Rival Header', 'Bakery Fresh Header'), home.version, rivalToken)).statusCode).toBe(404);

    const rivalHome = await open(rival.landingId, rival.pageId, rivalToken);
    const theirs = { ...home.design, sections: [home.design.sections[0]!] };
    expect((await save(rival.landingId, rival.pageId, withHeaderName(theirs, 'Rival Header', 'Bakery Fresh Header'), rivalHome.version, rivalToken)).statusCode).toBe(200);
    expect(JSON.stringify((await open(site.id, page('about').id)).design)).not.toContain('Rival Header');
    expect(JSON.stringify((await open(rival.landingId, rival.pageId, rivalToken)).design)).toContain('Rival Header');
  });
});

describe('app pages inside the site’s header and footer', () => {
  it('the blog index and a blog post are served with the published header and footer, with the brand kit', async () => {
    const demo = await demoSite(t);
    const design = designOf(
      [{ key: 'headline', props: { text: 'Demo Site Masthead', tag: 'h2' } }],
      [{ key: 'headline', props: { text: 'Home body', tag: 'h1' } }],
      [{ key: 'headline', props: { text: 'Demo Site Colophon', tag: 'h2' } }],
    ) as PageDocument;
    design.sections[0] = { ...design.sections[0]!, key: 'header', global: 'header' };
    design.sections[2] = { ...design.sections[2]!, key: 'footer', global: 'footer' };
    await saveAndPublish(t, demo.token, demo.landingId, demo.homePageId, design);

    // 299 words: one minute's read at 200 a minute, two if the header's and footer's six words counted.
    const words = `<p>${Array.from({ length: 297 }, (_, index) => `word${index}`).join(' ')}</p>`;
    const created = (await demo.api('POST', '/blogs', { title: 'Framed post', description: '' })).json().data;
    const postDesign = designOf([
      { key: 'headline', id: 'element-post', props: { text: 'Post words', tag: 'h2' } },
      { key: 'paragraph', id: 'element-post-text', props: { content: words } },
    ]);
    const postSaved = await demo.api('PUT', `/blogs/${created.id}/design`, { design: postDesign, version: created.version });
    expect(postSaved.statusCode, postSaved.body).toBe(200);
    expect((await demo.api('POST', `/blogs/${created.id}/publish`)).statusCode).toBe(200);

    const index = (await visit(t, demo.host, '/blog')).body;
    const post = (await visit(t, demo.host, `/blog/${created.unique_name}`)).body;
    for (const html of [index, post]) {
      expect(html.indexOf('Demo Site Masthead')).toBeGreaterThan(-1);
      expect(html.indexOf('Demo Site Colophon')).toBeGreaterThan(html.indexOf('Demo Site Masthead'));
      expect(html).toContain('--brand-primary:');
    }
    expect(index.indexOf('Framed post')).toBeGreaterThan(index.indexOf('Demo Site Masthead'));
    expect(index.indexOf('Framed post')).toBeLessThan(index.indexOf('Demo Site Colophon'));
    expect(post.indexOf('Post words')).toBeLessThan(post.indexOf('Demo Site Colophon'));
    // The post's own header (its title) comes after the site's header, before the design; its reading time counts the post's words only.
    expect(post.indexOf('Framed post</h1>')).toBeGreaterThan(post.indexOf('Demo Site Masthead'));
    expect(post.indexOf('Framed post</h1>')).toBeLessThan(post.indexOf('Post words'));
    expect(post).toContain('1 min read');
    // One main landmark each: the listing's own, the post's page.
    expect(index.match(/<main/g)).toHaveLength(1);
    expect(post.match(/<main/g)).toHaveLength(1);
  });
});

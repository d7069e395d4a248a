import { publishSiteResponseSchema } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SITE_DOMAIN, TEST_USER_PASSWORD, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let home: Awaited<ReturnType<TestApp['createAgency']>>;
let rival: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;
let subdomain: string;

const landingUrl = () => `/api/v1/landings/${home.landingId}`;
const headline = (text: string) => ({
  schemaVersion: 1,
  sections: [
    {
      id: 'section-a1',
      key: 'section',
      options: {},
      rows: [{ id: 'row-a1', key: 'row', options: {}, columns: [{ id: 'column-a1', key: 'column', options: { width: 100 }, elements: [{ id: 'element-a1', key: 'headline', props: { text, tag: 'h1' } }] }] }],
    },
  ],
});

async function createPage(name: string): Promise<number> {
  const created = await t.request({ method: 'POST', url: `${landingUrl()}/pages`, token, payload: { name } });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id;
}

async function saveDesign(pageId: number, text: string) {
  const { version } = (await t.request({ method: 'GET', url: `${landingUrl()}/pages/${pageId}`, token })).json().data;
  const saved = await t.request({ method: 'PUT', url: `${landingUrl()}/pages/${pageId}/design`, token, payload: { design: headline(text), version } });
  expect(saved.statusCode, saved.body).toBe(200);
}

const publishSite = (payload?: object, as = token) => t.request({ method: 'POST', url: `${landingUrl()}/publish`, token: as, ...(payload ? { payload } : {}) });
const visit = (path: string) => t.request({ method: 'GET', url: path, headers: { host: `${subdomain}.${TEST_SITE_DOMAIN}` } });
const pagesById = async () => new Map(((await t.request({ method: 'GET', url: `${landingUrl()}/pages`, token })).json().data as { id: number; version: number; published_version: number | null }[]).map((page) => [page.id, page]));

beforeAll(async () => {
  t = await createTestApp();
  home = await t.createAgency('Site Publish Home');
  rival = await t.createAgency('Site Publish Rival');
  token = await t.tokenFor(home.ownerId);
  subdomain = (await t.request({ method: 'GET', url: landingUrl(), token })).json().data.subdomain;
});
afterAll(() => t.close());

describe('Publish site (POST /landings/{id}/publish)', () => {
  it('publishes every page with unpublished changes, home first, and the site answers them all', async () => {
    const about = await createPage('About');
    const contact = await createPage('Contact');
    await saveDesign(home.pageId, 'Welcome home');
    await saveDesign(about, 'About us');
    expect((await visit('/about')).statusCode).toBe(404);

    const published = await publishSite();
    expect(published.statusCode, published.body).toBe(200);
    const body = publishSiteResponseSchema.parse(published.json());
    expect(body).toMatchObject({ success: true, message: '3 pages published.', data: { unchanged: 0 } });
    expect(body.data.pages.map((page) => [page.page_id, page.status])).toEqual([
      [home.pageId, 'published'],
      [about, 'published'],
      [contact, 'published'],
    ]);
    expect(body.data.pages[1]).toMatchObject({ name: 'About', url: `http://${subdomain}.${TEST_SITE_DOMAIN}:3000/about`, message: 'Published.', left_out: [] });
    expect(body.data.pages[0]!.url).toBe(`http://${subdomain}.${TEST_SITE_DOMAIN}:3000/`);

    const pages = await pagesById();
    for (const id of [home.pageId, about, contact]) expect(pages.get(id)!.published_version).toBe(pages.get(id)!.version);
    expect((await visit('/')).body).toContain('Welcome home');
    expect((await visit('/about')).body).toContain('About us');
    expect((await visit('/contact')).statusCode).toBe(200);
  });

  it('leaves pages that are live as they are alone, and says so when nothing changed', async () => {
    const before = await pagesById();
    const again = await publishSite();
    expect(again.json()).toMatchObject({ success: true, message: 'Every page is already live as it is.', data: { pages: [], unchanged: before.size } });
    const after = await pagesById();
    for (const [id, page] of before) expect(after.get(id)).toMatchObject({ published_version: page.published_version });

    const [, about] = [...before.keys()];
    await saveDesign(about!, 'About us, edited');
    const publishedAt = (id: number) => t.db.selectFrom('pages').select('published_at').where('id', '=', id).executeTakeFirstOrThrow();
    const homeBefore = await publishedAt(home.pageId);
    const one = publishSiteResponseSchema.parse((await publishSite()).json());
    expect(one.data.pages.map((page) => page.page_id)).toEqual([about]);
    expect(one.data.unchanged).toBe(before.size - 1);
    expect(one.message).toBe('1 page published.');
    expect(await publishedAt(home.pageId)).toEqual(homeBefore);
    expect((await visit('/about')).body).toContain('About us, edited');
  });

  it('publishes only the named pages among those with changes, and refuses a page of another website', async () => {
    const first = await createPage('First draft');
    const second = await createPage('Second draft');
    const named = publishSiteResponseSchema.parse((await publishSite({ page_ids: [first, home.pageId] })).json());
    expect(named.data).toMatchObject({ pages: [{ page_id: first, status: 'published' }], unchanged: 1 });
    expect((await pagesById()).get(second)!.published_version).toBeNull();

    const foreign = await publishSite({ page_ids: [second, rival.pageId] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ 'page_ids.1': ['This page is not one of this website’s.'] });
    expect((await pagesById()).get(second)!.published_version).toBeNull();
  });

  it('reports a page that fails on its own, keeping what was live, while the others go live', async () => {
    const broken = await createPage('Broken');
    const fine = await createPage('Fine');
    await saveDesign(fine, 'Fine page');
    // A design that no longer parses (written around the API, as an old or damaged row would be).
    await t.db.updateTable('pages').set({ design: JSON.stringify({ schemaVersion: 1, sections: 'not a list' }) }).where('id', '=', broken).execute();

    const result = await publishSite();
    const body = publishSiteResponseSchema.parse(result.json());
    expect(result.statusCode).toBe(200);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^\d+ of \d+ pages published; 1 could not be published\.$/);
    expect(body.data.pages.find((page) => page.page_id === broken)).toMatchObject({ status: 'failed', message: 'This page could not be published; what was live before stays live.', published_version: null });
    expect(body.data.pages.find((page) => page.page_id === fine)).toMatchObject({ status: 'published' });
    expect((await visit('/broken')).statusCode).toBe(404);
    expect((await visit('/fine')).body).toContain('Fine page');
    await t.db.deleteFrom('pages').where('id', '=', broken).execute();
  });

  it('answers 404 for another agency’s website and 422 for a malformed id or body', async () => {
    const rivalToken = await t.tokenFor(rival.ownerId);
    const foreign = await publishSite(undefined, rivalToken);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Website not found.');

    const badId = await t.request({ method: 'POST', url: '/api/v1/landings/abc/publish', token });
    expect(badId.statusCode).toBe(422);
    expect(Object.keys(badId.json().errors)).toEqual(['id']);
    const badBody = await publishSite({ page_ids: ['x'] });
    expect(badBody.statusCode).toBe(422);
    expect(Object.keys(badBody.json().errors)).toEqual(['page_ids.0']);
  });

  it('needs pages.publish on the website from a sub-user', async () => {
    const draft = await createPage('Sub-user draft');
    const subId = await t.createUser({ email: 'site-publisher@example.test', role: 'AgencyUser', agencyId: home.agencyId });
    const entryId = await t.grantLanding(subId, home.landingId, ['pages.view', 'pages.design']);
    const subToken = await t.login({ email: 'site-publisher@example.test', password: TEST_USER_PASSWORD });

    const refused = await publishSite(undefined, subToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to do this on this website.');
    expect((await pagesById()).get(draft)!.published_version).toBeNull();

    await t.request({ method: 'PUT', url: `/api/v1/user-landings/${entryId}`, token, payload: { permissions: ['pages.view', 'pages.publish'] } });
    const allowed = publishSiteResponseSchema.parse((await publishSite(undefined, subToken)).json());
    expect(allowed.data.pages.map((page) => page.page_id)).toContain(draft);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(document.paths['/api/v1/landings/{id}/publish']).toHaveProperty('post');
  });
});

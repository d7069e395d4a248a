import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.request({ method, url: `/api/v1/landings/${owner.landingId}${url}`, token: as, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Page Makers');
  token = await t.login(owner.credentials);
});
afterAll(() => t.close());

describe('creating pages', () => {
  it('creates a blank page with an address from its name', async () => {
    const response = await api('POST', '/pages', { name: 'About Us!' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ name: 'About Us!', unique_name: 'about-us', is_home: false, published_version: null });
    const again = await api('POST', '/pages', { name: 'About us' });
    expect(again.json().data.unique_name).toBe('about-us-2');
  });

  it('creates a page from a page template with fresh node ids and full props', async () => {
    const templates = (await t.request({ method: 'GET', url: '/api/v1/page-templates', token })).json().data;
    const response = await api('POST', '/pages', { name: 'Offer', source: 'template', page_template_id: templates[0].id });
    expect(response.statusCode).toBe(201);
    const page = (await api('GET', `/pages/${response.json().data.id}`)).json().data;
    const elements = page.design.sections[0].rows[0].columns[0].elements;
    expect(elements.map((element: { key: string }) => element.key)).toEqual(['headline', 'paragraph', 'form']);
    expect(elements[0].id).not.toBe('element-starter1x0');
    expect(elements[2].props.fields.length).toBeGreaterThan(0);
    expect((await api('POST', '/pages', { name: 'X', source: 'template', page_template_id: 999 })).json().errors.page_template_id).toEqual([
      'The selected page template id is invalid.',
    ]);
  });

  it('writes a page with the AI when the agency has a key, and refuses clearly without one', async () => {
    const refused = await api('POST', '/pages', { name: 'Spring sale', source: 'ai', prompt: 'A spring sale of garden tools' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('AI features need an OpenAI API key. Add one to your agency settings.');
    await t.db.updateTable('agencies').set({ openai_api_key: 'sk-agency' }).where('id', '=', owner.agencyId).execute();
    const response = await api('POST', '/pages', { name: 'Spring sale', source: 'ai', prompt: 'A spring sale of garden tools.' });
    expect(response.statusCode).toBe(201);
    const page = (await api('GET', `/pages/${response.json().data.id}`)).json().data;
    const first = page.design.sections[0].rows[0].columns[0].elements;
    expect(first[0]).toMatchObject({ key: 'headline', props: { text: 'A spring sale of garden tools', tag: 'h1' } });
    expect(first[1].props.content).toBe('<p>A spring sale of garden tools.</p>');
    expect((await api('POST', '/pages', { name: 'No prompt', source: 'ai' })).json().errors.prompt).toEqual(['The prompt field is required.']);
  });

  it('refuses an address that is taken or malformed', async () => {
    const taken = await api('POST', '/pages', { name: 'Home again', unique_name: 'home' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.unique_name).toEqual(['Another page of this website already has this address.']);
    const bad = await api('POST', '/pages', { name: 'Bad', unique_name: 'Not OK' });
    expect(bad.json().errors.unique_name).toEqual(['Use lowercase letters, digits and hyphens, starting and ending with a letter or digit.']);
  });
});

describe('editing and deleting pages', () => {
  it('renames a page and its address, refusing a duplicate address and changing nothing then', async () => {
    const page = (await api('POST', '/pages', { name: 'Pricing' })).json().data;
    const saved = await api('PUT', `/pages/${page.id}`, { name: 'Prices', unique_name: 'prices', title: 'Our prices', description: 'What it costs' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Prices', unique_name: 'prices', title: 'Our prices', description: 'What it costs' });
    const duplicate = await api('PUT', `/pages/${page.id}`, { name: 'Home copy', unique_name: 'home' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.unique_name).toEqual(['Another page of this website already has this address.']);
    const row = await t.db.selectFrom('pages').select(['name', 'unique_name']).where('id', '=', page.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Prices', unique_name: 'prices' });
  });

  it('serves a published page at its new address once renamed', async () => {
    const page = (await api('POST', '/pages', { name: 'Team' })).json().data;
    await api('POST', `/pages/${page.id}/publish`);
    const host = { host: `page-makers.${TEST_SITE_DOMAIN}` };
    expect((await t.request({ method: 'GET', url: '/team', headers: host })).statusCode).toBe(200);
    await api('PUT', `/pages/${page.id}`, { unique_name: 'our-team' });
    expect((await t.request({ method: 'GET', url: '/team', headers: host })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/our-team', headers: host })).statusCode).toBe(200);
  });

  it('deletes a page but never the home page', async () => {
    const page = (await api('POST', '/pages', { name: 'Temporary' })).json().data;
    expect((await api('DELETE', `/pages/${page.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/pages/${page.id}`)).statusCode).toBe(404);
    const home = await api('DELETE', `/pages/${owner.pageId}`);
    expect(home.statusCode).toBe(422);
    expect(home.json().message).toBe('The home page cannot be deleted. Make another page the home page first.');
  });

  it('lists pages in the light shapes for pickers', async () => {
    const list = (await api('GET', '/pages/list')).json();
    expect(list.data[0]).toEqual({ id: owner.pageId, name: 'Home', unique_name: 'home', is_home: true, path: '/' });
    expect(list.meta.total).toBe(list.data.length);
    const all = (await api('GET', '/pages/all')).json().data;
    expect(all.find((page: { unique_name: string }) => page.unique_name === 'our-team')).toMatchObject({ published: true, is_home: false });
  });

  it("answers another agency's pages with 404 and a sub-user without the permission with 403", async () => {
    const rival = await t.login((await t.createAgency('Rival Pages')).credentials);
    expect((await api('PUT', `/pages/${owner.pageId}`, { name: 'Hacked' }, rival)).statusCode).toBe(404);
    const subId = await t.createUser({ email: 'page-viewer@example.test', role: 'AgencyUser', agencyId: owner.agencyId });
    await t.grantLanding(subId, owner.landingId, ['pages.view']);
    const sub = await t.tokenFor(subId);
    expect((await api('POST', '/pages', { name: 'Nope' }, sub)).statusCode).toBe(403);
    expect((await api('DELETE', `/pages/${owner.pageId}`, undefined, sub)).statusCode).toBe(403);
    expect((await api('GET', '/pages/list', undefined, sub)).statusCode).toBe(200);
  });
});

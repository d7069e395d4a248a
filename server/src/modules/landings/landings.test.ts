import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';
import { SITE_RERENDER_JOB } from '../sites/rerender-job.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, as = token) =>
  t.request({ method, url: `/api/v1${url}`, token: as, ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Landing Owners');
  token = await t.login(owner.credentials);
});
afterAll(() => t.close());

describe('creating websites', () => {
  it('creates a blank website with a home page', async () => {
    const response = await api('POST', '/landings', { title: 'Blank site', subdomain: 'blank-site' });
    expect(response.statusCode).toBe(201);
    const landing = response.json().data;
    expect(landing).toMatchObject({ title: 'Blank site', subdomain: 'blank-site', url: `http://blank-site.${TEST_SITE_DOMAIN}:3000/` });
    const pages = (await api('GET', `/landings/${landing.id}/pages`)).json().data;
    expect(pages).toEqual([expect.objectContaining({ name: 'Home', unique_name: 'home', is_home: true })]);
  });

  it('creates a website from the starter template: pages with their links, a form and a menu', async () => {
    const templates = (await api('GET', '/templates')).json().data;
    expect(templates[0]).toMatchObject({ name: 'Starter business site', pages_count: 2 });
    const response = await api('POST', '/landings', { title: 'From template', subdomain: 'from-template', template_id: templates[0].id });
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id;
    const pages = (await api('GET', `/landings/${id}/pages`)).json().data;
    expect(pages.map((page: { unique_name: string }) => page.unique_name)).toEqual(['home', 'contact']);
    const contact = pages[1];
    const home = (await api('GET', `/landings/${id}/pages/${pages[0].id}`)).json().data;
    const button = home.design.sections[0].rows[0].columns[0].elements[2];
    expect(button.key).toBe('button');
    expect(button.props.button.PageId).toBe(contact.id);
    expect(button.id).not.toBe('element-starter1x2');
    const menus = (await api('GET', `/landings/${id}/menus`)).json().data;
    expect(menus[0].items.map((item: { page_id: number }) => item.page_id)).toEqual([pages[0].id, contact.id]);
    const forms = (await api('GET', `/landings/${id}/forms`)).json().data;
    expect(forms[0]).toMatchObject({ name: 'Contact form' });
  });

  it('refuses an unknown template, and a bad or taken subdomain, with the §5 messages', async () => {
    const unknown = await api('POST', '/landings', { title: 'X', subdomain: 'x-site', template_id: 999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.template_id).toEqual(['The selected template id is invalid.']);
    const bad = await api('POST', '/landings', { title: 'X', subdomain: '-bad-' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.subdomain).toEqual(['Subdomain format is invalid.']);
    const taken = await api('POST', '/landings', { title: 'X', subdomain: 'blank-site' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.subdomain).toEqual(['This subdomain is already taken.']);
    const count = await t.db.selectFrom('landings').select((eb) => eb.fn.countAll<number>().as('n')).where('title', '=', 'X').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('lets an AgencyUser create only with can_create_landing, and gives it the new website', async () => {
    const plain = await t.tokenFor(await t.createUser({ email: 'plain-sub@example.test', role: 'AgencyUser', agencyId: owner.agencyId }));
    expect((await api('POST', '/landings', { title: 'Nope', subdomain: 'nope-site' }, plain)).statusCode).toBe(403);
    const creatorId = await t.createUser({ email: 'creator-sub@example.test', role: 'AgencyUser', agencyId: owner.agencyId, canCreateLanding: true });
    const creator = await t.tokenFor(creatorId);
    const created = await api('POST', '/landings', { title: 'Sub site', subdomain: 'sub-site' }, creator);
    expect(created.statusCode).toBe(201);
    const listed = (await api('GET', '/landings', undefined, creator)).json().data;
    expect(listed.map((landing: { subdomain: string }) => landing.subdomain)).toEqual(['sub-site']);
  });

  it("honours the agency's website limit set by the administrator", async () => {
    const limited = await t.createAgency('Limited Agency');
    await t.db.updateTable('agencies').set({ landing_limit: 1 }).where('id', '=', limited.agencyId).execute();
    const limitedToken = await t.login(limited.credentials);
    const refused = await api('POST', '/landings', { title: 'Second', subdomain: 'limited-second' }, limitedToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Your agency's limit, set by the administrator, is 1 website. Delete one or ask the administrator to raise it.");
  });

  it('asks an admin which agency the website is for', async () => {
    const admin = await t.tokenFor(await t.createUser({ email: 'landing-admin@example.test', role: 'Admin' }));
    expect((await api('POST', '/landings', { title: 'A', subdomain: 'admin-made' }, admin)).json().errors.agency_id).toEqual(['The agency id field is required.']);
    const made = await api('POST', '/landings', { title: 'A', subdomain: 'admin-made', agency_id: owner.agencyId }, admin);
    expect(made.statusCode).toBe(201);
  });
});

describe('the websites list', () => {
  it('pages, searches, sorts and filters by status, with home page and stats', async () => {
    const first = (await api('GET', '/landings?per_page=2&page=1')).json();
    expect(first.data).toHaveLength(2);
    expect(first.meta.total).toBeGreaterThanOrEqual(4);
    const second = (await api('GET', '/landings?per_page=2&page=2')).json();
    expect(second.data[0].id).not.toBe(first.data[0].id);

    const found = (await api('GET', '/landings?search=TEMPLATE')).json();
    expect(found.data.map((landing: { subdomain: string }) => landing.subdomain)).toEqual(['from-template']);
    expect(found.data[0]).toMatchObject({ status: 'draft', pages_count: 2, home_page: { name: 'Home', unique_name: 'home' }, stats: { views_30d: 0, contacts: 0 } });

    const byTitle = (await api('GET', '/landings?sort_by=title&sort_desc=true')).json().data.map((landing: { title: string }) => landing.title);
    expect(byTitle).toEqual([...byTitle].sort().reverse());

    const listed = async () => (await api('GET', '/landings?per_page=100')).json().data.find((landing: { id: number }) => landing.id === owner.landingId);
    const unpublished = await listed();
    expect(unpublished.pages_with_changes).toBe(unpublished.pages_count);

    await api('POST', `/landings/${owner.landingId}/pages/${owner.pageId}/publish`);
    expect((await listed()).pages_with_changes).toBe(unpublished.pages_count - 1);
    const page = (await api('GET', `/landings/${owner.landingId}/pages/${owner.pageId}`)).json().data;
    expect((await api('PUT', `/landings/${owner.landingId}/pages/${owner.pageId}/design`, { design: page.design, version: page.version })).statusCode).toBe(200);
    expect((await listed()).pages_with_changes).toBe(unpublished.pages_count);

    const published = (await api('GET', '/landings?status=published')).json().data;
    expect(published.map((landing: { id: number }) => landing.id)).toEqual([owner.landingId]);
    const drafts = (await api('GET', '/landings?status=draft')).json().data;
    expect(drafts.map((landing: { id: number }) => landing.id)).not.toContain(owner.landingId);
  });

  it('refuses a bad sort field with 422', async () => {
    const response = await api('GET', '/landings?sort_by=password');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['sort_by']);
  });
});

describe('editing a website', () => {
  it('changes title and subdomain; the site answers at the new address only', async () => {
    const response = await api('PUT', `/landings/${owner.landingId}`, { title: 'Renamed', subdomain: 'renamed-owners' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ title: 'Renamed', subdomain: 'renamed-owners' });
    expect((await t.request({ method: 'GET', url: '/', headers: { host: `renamed-owners.${TEST_SITE_DOMAIN}` } })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/', headers: { host: `landing-owners.${TEST_SITE_DOMAIN}` } })).statusCode).toBe(404);
  });

  it.each([
    [{ subdomain: 'Bad_Sub' }, 'subdomain', 'Subdomain format is invalid.'],
    [{ subdomain: '' }, 'subdomain', 'Subdomain is required.'],
    [{ domain: 'www.example.com' }, 'domain', 'Domain format is invalid.'],
    [{ domain: 'no-dot' }, 'domain', 'Domain format is invalid.'],
  ])('refuses %j with the exact message and changes nothing', async (body, field, message) => {
    const response = await api('PUT', `/landings/${owner.landingId}`, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    const row = await t.db.selectFrom('landings').select(['subdomain', 'domain']).where('id', '=', owner.landingId).executeTakeFirstOrThrow();
    expect(row).toEqual({ subdomain: 'renamed-owners', domain: null });
  });

  it('saves the settings and shows them back with defaults', async () => {
    const response = await api('PUT', `/landings/${owner.landingId}/settings`, {
      title: 'Owners Inc',
      description: 'We own things',
      lang: 'pt-BR',
      favicon: '/uploads/favicon.png',
      meta_image: { url: 'https://cdn.example.com/meta.png', width: 1600, height: 900 },
      owner_section: { name: 'Olivia Owner', email: 'olivia@example.test' },
      socials: { facebook: 'https://facebook.com/owners' },
      legals: { privacy: 'Privacy', service: 'Terms' },
    });
    expect(response.statusCode).toBe(200);
    const detail = (await api('GET', `/landings/${owner.landingId}`)).json().data;
    expect(detail).toMatchObject({ title: 'Owners Inc', description: 'We own things', rendering: { pages: 1 } });
    expect(detail.settings).toMatchObject({
      lang: 'pt-BR',
      favicon: '/uploads/favicon.png',
      meta_image: { url: 'https://cdn.example.com/meta.png', width: 1600, height: 900, Ratio: 0.56 },
      owner_section: { name: 'Olivia Owner', email: 'olivia@example.test', phone: '' },
      business_section: { name: '' },
      socials: { facebook: 'https://facebook.com/owners' },
      legals: { privacy: 'Privacy', service: 'Terms' },
    });
    // The published page shows them once the queued re-render ran.
    await t.runJobs(SITE_RERENDER_JOB);
    const site = await t.request({ method: 'GET', url: '/', headers: { host: `renamed-owners.${TEST_SITE_DOMAIN}` } });
    expect(site.body).toContain('<html lang="pt-BR">');
  });

  it('refuses a meta image that is not 16:9 and keeps the settings', async () => {
    const response = await api('PUT', `/landings/${owner.landingId}/settings`, { title: 'Owners Inc', meta_image: { url: 'https://cdn.example.com/square.png', width: 800, height: 800 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Only 16:9 images are allowed.');
    const detail = (await api('GET', `/landings/${owner.landingId}`)).json().data;
    expect(detail.settings.meta_image.url).toBe('https://cdn.example.com/meta.png');
  });

  it('saves the AI prompts', async () => {
    const response = await api('PUT', `/landings/${owner.landingId}/prompts`, { business: 'Bakery', tone: 'warm' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.prompts).toEqual({ business: 'Bakery', audience: '', tone: 'warm', blog: '', keywords: '' });
  });
});

describe('deleting a website', () => {
  it('deletes it with its pages, and its site answers 404', async () => {
    const created = (await api('POST', '/landings', { title: 'Short lived', subdomain: 'short-lived' })).json().data;
    await api('POST', `/landings/${created.id}/pages/${created.home_page_id}/publish`);
    const host = { host: `short-lived.${TEST_SITE_DOMAIN}` };
    expect((await t.request({ method: 'GET', url: '/', headers: host })).statusCode).toBe(200);
    const sub = await t.tokenFor(await t.createUser({ email: 'deleter-sub@example.test', role: 'AgencyUser', agencyId: owner.agencyId }));
    await t.grantLanding((await t.db.selectFrom('users').select('id').where('email', '=', 'deleter-sub@example.test').executeTakeFirstOrThrow()).id, created.id, ['settings.edit']);
    expect((await api('DELETE', `/landings/${created.id}`, undefined, sub)).statusCode).toBe(403);
    const rival = await t.login((await t.createAgency('Rival Deleters')).credentials);
    expect((await api('DELETE', `/landings/${created.id}`, undefined, rival)).statusCode).toBe(404);

    const response = await api('DELETE', `/landings/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/', headers: host })).statusCode).toBe(404);
    expect((await api('GET', `/landings/${created.id}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('pages').select('id').where('landing_id', '=', created.id).execute()).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;
let sourceId: number;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = token) =>
  t.request({ method, url: `/api/v1${url}`, token: as, ...(payload ? { payload } : {}) });

const pagesOf = async (landingId: number) => (await api('GET', `/landings/${landingId}/pages`)).json().data as { id: number; unique_name: string; is_home: boolean }[];
const designOf = async (landingId: number, pageId: number) => (await api('GET', `/landings/${landingId}/pages/${pageId}`)).json().data.design;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Copy Makers');
  token = await t.login(owner.credentials);
  const templateId = (await api('GET', '/templates')).json().data[0].id;
  sourceId = (await api('POST', '/landings', { title: 'Original', subdomain: 'original', template_id: templateId })).json().data.id;
  await api('PUT', `/landings/${sourceId}/settings`, { title: 'Original', lang: 'de', owner_section: { name: 'Olga Owner' } });
  await t.db.insertInto('landing_keywords').values({ landing_id: sourceId, name: 'bread' }).execute();
});
afterAll(() => t.close());

describe('cloning and duplicating a website', () => {
  it('clones everything with fresh node ids, links moved to the new pages, and a new subdomain', async () => {
    const response = await api('POST', `/landings/${sourceId}/clone`);
    expect(response.statusCode).toBe(201);
    const clone = response.json().data;
    expect(clone).toMatchObject({ title: 'Original', subdomain: 'original-copy' });

    const [sourcePages, clonePages] = [await pagesOf(sourceId), await pagesOf(clone.id)];
    expect(clonePages.map((page) => page.unique_name)).toEqual(sourcePages.map((page) => page.unique_name));
    expect(clonePages[0]!.is_home).toBe(true);
    const sourceHome = await designOf(sourceId, sourcePages[0]!.id);
    const cloneHome = await designOf(clone.id, clonePages[0]!.id);
    expect(cloneHome.sections[0].id).not.toBe(sourceHome.sections[0].id);
    expect(cloneHome.sections[0].rows[0].columns[0].elements[2].props.button.PageId).toBe(clonePages[1]!.id);

    const menus = (await api('GET', `/landings/${clone.id}/menus`)).json().data;
    expect(menus[0].items.map((item: { page_id: number }) => item.page_id)).toEqual(clonePages.map((page) => page.id));
    expect((await api('GET', `/landings/${clone.id}/forms`)).json().data).toHaveLength(1);
    const detail = (await api('GET', `/landings/${clone.id}`)).json().data;
    expect(detail.settings).toMatchObject({ lang: 'de', owner_section: { name: 'Olga Owner' } });
    const keywords = await t.db.selectFrom('landing_keywords').select('name').where('landing_id', '=', clone.id).execute();
    expect(keywords).toEqual([{ name: 'bread' }]);
  });

  it('duplicates in the same agency as "(copy)", with the subdomain asked for, and refuses a taken one', async () => {
    const response = await api('POST', `/landings/${sourceId}/duplicate`, { subdomain: 'original-two' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ title: 'Original (copy)', subdomain: 'original-two' });
    const taken = await api('POST', `/landings/${sourceId}/duplicate`, { subdomain: 'original' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.subdomain).toEqual(['This subdomain is already taken.']);
    const bad = await api('POST', `/landings/${sourceId}/duplicate`, { subdomain: 'Bad!' });
    expect(bad.json().errors.subdomain).toEqual(['Subdomain format is invalid.']);
  });

  it('lets an admin clone into another agency', async () => {
    const other = await t.createAgency('Clone Receivers');
    const admin = await t.tokenFor(await t.createUser({ email: 'clone-admin@example.test', role: 'Admin' }));
    const response = await api('POST', `/landings/${sourceId}/clone`, { agency_id: other.agencyId, subdomain: 'for-receivers' }, admin);
    expect(response.statusCode).toBe(201);
    const row = await t.db.selectFrom('landings').select('agency_id').where('id', '=', response.json().data.id).executeTakeFirstOrThrow();
    expect(row.agency_id).toBe(other.agencyId);
  });

  it("answers another agency's website with 404 and a sub-user without can_create_landing with 403", async () => {
    const rival = await t.login((await t.createAgency('Rival Copiers')).credentials);
    expect((await api('POST', `/landings/${sourceId}/clone`, {}, rival)).statusCode).toBe(404);
    const subId = await t.createUser({ email: 'copy-sub@example.test', role: 'AgencyUser', agencyId: owner.agencyId });
    await t.grantLanding(subId, sourceId, ['pages.view', 'settings.edit']);
    const sub = await t.tokenFor(subId);
    expect((await api('POST', `/landings/${sourceId}/duplicate`, {}, sub)).statusCode).toBe(403);
    expect((await api('GET', `/landings/${sourceId}/unique-id`, undefined, sub)).statusCode).toBe(403);
  });
});

describe('sharing a website', () => {
  it("imports a shared website by its share id into the caller's agency, without the sharer's owner details", async () => {
    const shareId = (await api('PUT', `/landings/${sourceId}/sharing`, { sharing: true })).json().data.unique_id;
    const importer = await t.createAgency('Importers');
    const importerToken = await t.login(importer.credentials);
    const response = await api('POST', `/landings/import/landing/${shareId}/unique-id`, { subdomain: 'imported-site' }, importerToken);
    expect(response.statusCode).toBe(201);
    const imported = response.json().data;
    const row = await t.db.selectFrom('landings').select(['agency_id', 'settings']).where('id', '=', imported.id).executeTakeFirstOrThrow();
    expect(row.agency_id).toBe(importer.agencyId);
    expect(row.settings).toMatchObject({ lang: 'de' });
    expect(row.settings.owner_section).toBeUndefined();
    expect((await api('GET', `/landings/${imported.id}/pages`, undefined, importerToken)).json().data).toHaveLength(2);
    const site = await t.request({ method: 'GET', url: '/', headers: { host: `imported-site.${TEST_SITE_DOMAIN}` } });
    expect(site.statusCode).toBe(404);

    const unknown = await api('POST', '/landings/import/landing/00000000-0000-4000-8000-000000000000/unique-id', {}, importerToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Shared website not found.');
  });

  it('shows what a share link offers to another agency, and answers a bad or unknown share id clearly', async () => {
    const shareId = (await api('PUT', `/landings/${sourceId}/sharing`, { sharing: true })).json().data.unique_id;
    const viewer = await t.login((await t.createAgency('Share Viewers')).credentials);
    const shared = await api('GET', `/landings/shared/${shareId}`, undefined, viewer);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual({ data: { title: 'Original', pages_count: 2 } });

    const unknown = await api('GET', '/landings/shared/00000000-0000-4000-8000-000000000000', undefined, viewer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Shared website not found.');
    const malformed = await api('GET', '/landings/shared/not-a-share-id', undefined, viewer);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.uniqueId).toEqual(['The share id is not valid.']);

    const subId = await t.createUser({ email: 'share-viewer-sub@example.test', role: 'WebsiteUser', agencyId: owner.agencyId });
    expect((await api('GET', `/landings/shared/${shareId}`, undefined, await t.tokenFor(subId))).statusCode).toBe(403);
  });
});

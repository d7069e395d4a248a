import { HOME_PAGE_DELETE_MESSAGE, UNIQUE_NAME_TAKEN_MESSAGE } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineDesign } from '../../testing/designs.ts';
import { ADMIN, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let agency: Awaited<ReturnType<TestApp['createAgency']>>;
let agencyToken: string;
let adminToken: string;

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = adminToken) =>
  t.request({ method, url: `/api/v1/admin-templates${url}`, token, ...(payload ? { payload } : {}) });
const create = async (name: string) => (await admin('POST', '', { name })).json().data as { id: number };
const pagesOf = async (id: number) => (await admin('GET', `/${id}/pages`)).json().data as { id: number; name: string; unique_name: string; is_home: boolean; version: number }[];
const offered = async () => (await t.request({ method: 'GET', url: '/api/v1/templates', token: agencyToken })).json().data as { id: number; name: string; pages_count: number }[];

beforeAll(async () => {
  t = await createTestApp();
  agency = await t.createAgency('Site Starters');
  agencyToken = await t.tokenFor(agency.ownerId);
  adminToken = await t.login(ADMIN);
});
afterAll(() => t.close());

describe('admin site templates', () => {
  it('creates an unpublished template with a home page, adds and designs pages, publishes it, and an agency builds a website from it', async () => {
    const created = await admin('POST', '', { name: 'Bakery', description: 'For bakers', category: 'Food' });
    expect(created.statusCode).toBe(201);
    const template = created.json().data;
    expect(template).toMatchObject({ name: 'Bakery', description: 'For bakers', category: 'Food', published: false, pages_count: 1 });
    expect(await pagesOf(template.id)).toEqual([{ id: 1, name: 'Home', unique_name: 'home', title: '', description: '', is_home: true, version: 1 }]);
    expect((await offered()).map((entry) => entry.name)).not.toContain('Bakery');

    const about = await admin('POST', `/${template.id}/pages`, { name: 'About us' });
    expect(about.statusCode).toBe(201);
    expect(about.json().data).toMatchObject({ id: 2, unique_name: 'about-us', is_home: false, version: 1 });

    const saved = await admin('PUT', `/${template.id}/pages/1/design`, { design: headlineDesign('Fresh bread'), version: 1 });
    expect(saved.json()).toEqual({ data: { version: 2 }, shouldReload: true });
    // Another page's version is its own: saving it is not a conflict.
    expect((await admin('PUT', `/${template.id}/pages/2/design`, { design: headlineDesign('Our story', 'a1'), version: 1 })).json().data.version).toBe(2);
    const home = (await admin('GET', `/${template.id}/pages/1`)).json().data;
    expect(home.design.sections[0].rows[0].columns[0].elements[0].props).toMatchObject({ text: 'Fresh bread', tag: 'h1' });

    await admin('POST', `/${template.id}/publish`);
    const listed = (await offered()).find((entry) => entry.id === template.id);
    expect(listed).toMatchObject({ name: 'Bakery', pages_count: 2 });

    const website = await t.request({ method: 'POST', url: '/api/v1/landings', token: agencyToken, payload: { title: 'My bakery', subdomain: 'my-template-bakery', template_id: template.id } });
    expect(website.statusCode).toBe(201);
    const landingId = website.json().data.id;
    const pages = (await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/pages`, token: agencyToken })).json().data as { id: number; name: string; is_home: boolean }[];
    expect(pages.map((page) => page.name).sort()).toEqual(['About us', 'Home']);
    const homePage = pages.find((page) => page.is_home)!;
    const design = (await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/pages/${homePage.id}`, token: agencyToken })).json().data.design;
    expect(design.sections[0].rows[0].columns[0].elements[0].props.text).toBe('Fresh bread');

    await admin('POST', `/${template.id}/publish`, { published: false });
    expect((await offered()).map((entry) => entry.id)).not.toContain(template.id);
  });

  it('refuses a stale page design with 409, accepts a retried identical save, and keeps the stored design', async () => {
    const template = await create('Versioned');
    const save = (text: string, version: number) => admin('PUT', `/${template.id}/pages/1/design`, { design: headlineDesign(text), version });
    expect((await save('v2', 1)).json().data.version).toBe(2);
    expect((await save('v2', 1)).json()).toEqual({ data: { version: 2 }, shouldReload: false });
    const stale = await save('other', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This page was saved elsewhere since you opened it (you edited version 1, it is now at version 2). Reload to see those changes.');
    expect((await admin('GET', `/${template.id}/pages/1`)).json().data).toMatchObject({ version: 2 });
    expect((await admin('GET', `/${template.id}/pages/1`)).json().data.design.sections[0].rows[0].columns[0].elements[0].props.text).toBe('v2');
  });

  it('lands two pages saved at the same moment, neither overwriting the other', async () => {
    const template = await create('Busy');
    await admin('POST', `/${template.id}/pages`, { name: 'Second' });
    const [first, second] = await Promise.all([
      admin('PUT', `/${template.id}/pages/1/design`, { design: headlineDesign('One', 'p1'), version: 1 }),
      admin('PUT', `/${template.id}/pages/2/design`, { design: headlineDesign('Two', 'p2'), version: 1 }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const text = async (pageId: number) => (await admin('GET', `/${template.id}/pages/${pageId}`)).json().data.design.sections[0].rows[0].columns[0].elements[0].props.text;
    expect([await text(1), await text(2)]).toEqual(['One', 'Two']);
  });

  it('renames pages, moves the home page, deletes pages but not the home page, clones and deletes templates', async () => {
    const template = await create('Pages');
    await admin('POST', `/${template.id}/pages`, { name: 'Contact' });
    const renamed = await admin('PUT', `/${template.id}/pages/2`, { name: 'Reach us', unique_name: 'reach-us' });
    expect(renamed.json().data).toMatchObject({ id: 2, name: 'Reach us', unique_name: 'reach-us' });
    const taken = await admin('PUT', `/${template.id}/pages/2`, { unique_name: 'home' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.unique_name).toEqual([UNIQUE_NAME_TAKEN_MESSAGE]);

    const refused = await admin('DELETE', `/${template.id}/pages/1`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.id).toEqual([HOME_PAGE_DELETE_MESSAGE]);
    expect((await admin('POST', `/${template.id}/pages/2/set-home`)).json().data.is_home).toBe(true);
    expect((await admin('DELETE', `/${template.id}/pages/1`)).statusCode).toBe(200);
    expect((await pagesOf(template.id)).map((page) => [page.id, page.is_home])).toEqual([[2, true]]);
    expect((await admin('GET', `/${template.id}/pages/1`)).statusCode).toBe(404);

    const clone = await admin('POST', `/${template.id}/clone`);
    expect(clone.statusCode).toBe(201);
    expect(clone.json().data).toMatchObject({ name: 'Pages (copy)', published: false, pages_count: 1 });
    expect((await pagesOf(clone.json().data.id)).map((page) => page.name)).toEqual(['Reach us']);

    const settings = await admin('PUT', `/${template.id}`, { name: 'Renamed', category: 'Services' });
    expect(settings.json().data).toMatchObject({ name: 'Renamed', category: 'Services' });
    expect((await admin('DELETE', `/${template.id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/${template.id}`)).statusCode).toBe(404);
    expect((await admin('GET', `/${template.id}/pages`)).statusCode).toBe(404);
  });

  it('answers bad input with 422 naming the field, and changes nothing', async () => {
    const template = await create('Strict');
    const nameless = await admin('POST', '', { name: '' });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json()).toMatchObject({ message: 'The name field is required.', errors: { name: ['The name field is required.'] } });
    expect((await admin('POST', `/${template.id}/pages`, { name: 'X', unique_name: 'Not An Address' })).json().errors.unique_name).toBeDefined();
    const unknownElement = await admin('PUT', `/${template.id}/pages/1/design`, {
      design: { schemaVersion: 1, sections: [{ id: 'section-x', key: 'section', options: {}, rows: [{ id: 'row-x', key: 'row', options: {}, columns: [{ id: 'column-x', key: 'column', options: { width: 100 }, elements: [{ id: 'element-x', key: 'no-such-element', props: {} }] }] }] }] },
      version: 1,
    });
    expect(unknownElement.statusCode).toBe(422);
    expect((await admin('PUT', `/${template.id}/pages/1/design`, { design: headlineDesign('x') })).json().errors.version).toBeDefined();
    expect((await admin('GET', `/${template.id}/pages/abc`)).statusCode).toBe(422);
    expect((await admin('GET', `/${template.id}/pages/99`)).statusCode).toBe(404);
    expect(await pagesOf(template.id)).toEqual([expect.objectContaining({ id: 1, version: 1 })]);
  });

  it('are for admins only: an agency is refused with 403', async () => {
    const template = await create('Admins only');
    expect((await admin('GET', '', undefined, agencyToken)).statusCode).toBe(403);
    expect((await admin('POST', '', { name: 'Mine' }, agencyToken)).statusCode).toBe(403);
    expect((await admin('POST', `/${template.id}/pages`, { name: 'Mine' }, agencyToken)).statusCode).toBe(403);
    expect((await admin('PUT', `/${template.id}/pages/1/design`, { design: headlineDesign('x'), version: 1 }, agencyToken)).statusCode).toBe(403);
    expect((await admin('POST', `/${template.id}/publish`, undefined, agencyToken)).statusCode).toBe(403);
    expect(await pagesOf(template.id)).toHaveLength(1);
  });
});

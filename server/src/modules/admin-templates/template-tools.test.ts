import { UNIQUE_NAME_TAKEN_MESSAGE } from '@tessera/core';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../testing/multipart.ts';
import { demoSite, designOf, saveAndPublish } from '../../testing/site-fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) => t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
const linkTo = (pageId: number, id: string) => ({ key: 'button', id, props: { button: { Text: 'Go', PageId: pageId } } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
});
afterAll(() => t.close());

describe("a website's page relations", () => {
  it('says which pages link to which, so deleting one shows what breaks', async () => {
    const { token, landingId, homePageId } = await demoSite(t);
    const about = (await call('POST', `/landings/${landingId}/pages`, { name: 'About us' }, token)).json().data.id;
    await saveAndPublish(t, token, landingId, homePageId, designOf([linkTo(about, 'element-rel-1')]), false);
    await saveAndPublish(t, token, landingId, about, designOf([linkTo(homePageId, 'element-rel-2'), linkTo(about, 'element-rel-3')]), false);
    const relations = (await call('GET', `/landings/${landingId}/pages/page-relations`, undefined, token)).json().data as { page_id: number; links_to: number[]; linked_from: number[] }[];
    expect(relations.find((r) => r.page_id === homePageId)).toEqual({ page_id: homePageId, links_to: [about], linked_from: [about] });
    // A page's link to itself is no relation.
    expect(relations.find((r) => r.page_id === about)).toEqual({ page_id: about, links_to: [homePageId], linked_from: [homePageId] });
  });
});

describe("a site template's tools", () => {
  it('reads its pages, addresses and relations, saves its settings and converts its designs', async () => {
    const id = (await call('POST', '/admin-templates', { name: 'Tools' })).json().data.id as number;
    const second = (await call('POST', `/admin-templates/${id}/pages`, { name: 'Contact' })).json().data.id as number;
    const home = (await call('GET', `/admin-templates/${id}/pages/list`)).json().data.find((page: { is_home: boolean }) => page.is_home).id as number;
    const saved = await call('PUT', `/admin-templates/${id}/pages/${second}/design`, { design: designOf([linkTo(home, 'element-t1')]), version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await call('GET', `/admin-templates/${id}/pages/list`)).json().data).toEqual([
      { id: home, name: 'Home', unique_name: 'home', is_home: true, path: '/' },
      { id: second, name: 'Contact', unique_name: 'contact', is_home: false, path: '/contact' },
    ]);
    expect((await call('GET', `/admin-templates/${id}/pages/all`)).json().data.map((page: { name: string; published: boolean }) => [page.name, page.published])).toEqual([
      ['Home', false],
      ['Contact', false],
    ]);
    expect((await call('GET', `/admin-templates/${id}/page-relations`)).json().data).toEqual([
      { page_id: home, links_to: [], linked_from: [second] },
      { page_id: second, links_to: [home], linked_from: [] },
    ]);
    expect((await call('GET', `/admin-templates/${id}/unique-names/contact`)).json().data).toEqual({ name: 'contact', available: false, message: UNIQUE_NAME_TAKEN_MESSAGE });
    expect((await call('GET', `/admin-templates/${id}/unique-names/contact?except=${second}`)).json().data.available).toBe(true);
    expect((await call('GET', `/admin-templates/${id}/unique-names/Bad Name`)).json().data.available).toBe(false);

    const settings = await call('PUT', `/admin-templates/${id}/settings`, { title: 'Cafe', description: 'Coffee and cake', lang: 'pt-BR' });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().data).toMatchObject({ title: 'Cafe', description: 'Coffee and cake', settings: { lang: 'pt-BR' } });
    expect((await call('PUT', `/admin-templates/${id}/settings`, { title: '' })).json().errors.title).toEqual(['The title field is required.']);

    const converted = await call('PUT', `/admin-templates/${id}/convert`);
    expect(converted.json().data.pages_converted).toBeGreaterThanOrEqual(0);
    expect((await call('PUT', `/admin-templates/${id}/convert`)).json().data.pages_converted).toBe(0);

    // A website made from it starts with those settings.
    await call('POST', `/admin-templates/${id}/publish`);
    const { token } = await demoSite(t);
    const website = await call('POST', '/landings', { title: 'From tools', subdomain: 'from-tools', template_id: id }, token);
    expect(website.statusCode, website.body).toBe(201);
    expect((await call('GET', `/landings/${website.json().data.id}`, undefined, token)).json().data.settings.lang).toBe('pt-BR');
  });

  it("makes a template from a shared website, with its forms and menus, and from a WordPress export", async () => {
    const { token, landingId } = await demoSite(t);
    await call('POST', `/landings/${landingId}/forms`, { name: 'Callback', fields: [{ name: 'email', label: 'Email', type: 'email' }] }, token);
    await call('POST', `/landings/${landingId}/menus`, { name: 'Top', items: [{ label: 'Home', url: '/' }] }, token);
    const uniqueId = (await call('PUT', `/landings/${landingId}/sharing`, { sharing: true }, token)).json().data.unique_id;

    const made = await call('POST', `/admin-templates/import/landing/${uniqueId}/unique-id`);
    expect(made.statusCode, made.body).toBe(201);
    const templateId = made.json().data.id;
    expect(made.json().data.published).toBe(false);
    expect((await call('GET', `/admin-templates/${templateId}/forms`)).json().data.map((form: { name: string }) => form.name)).toContain('Callback');
    expect((await call('GET', `/admin-templates/${templateId}/menus`)).json().data.map((menu: { name: string }) => menu.name)).toContain('Top');
    expect((await call('POST', '/admin-templates/import/landing/00000000-0000-4000-8000-000000000000/unique-id')).statusCode).toBe(404);
    expect((await call('POST', `/admin-templates/import/landing/${uniqueId}/unique-id`, undefined, token)).statusCode).toBe(403);

    const bytes = readFileSync(new URL('../landing-import/fixtures/small-export.xml', import.meta.url));
    const body = multipartBody({}, { filename: 'export.xml', bytes });
    const imported = await t.request({ method: 'POST', url: '/api/v1/admin-templates/import-xml', token: admin, payload: body.payload, headers: body.headers });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().data.name).toBe('Corner Bakery');
    const pages = (await call('GET', `/admin-templates/${imported.json().data.id}/pages/list`)).json().data as { name: string; is_home: boolean }[];
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.filter((page) => page.is_home)).toHaveLength(1);
    const notXml = multipartBody({}, { filename: 'export.xml', bytes: Buffer.from('just text') });
    const refused = await t.request({ method: 'POST', url: '/api/v1/admin-templates/import-xml', token: admin, payload: notXml.payload, headers: notXml.headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file).toEqual(['This is not a WordPress export (WXR) file.']);
  });
});

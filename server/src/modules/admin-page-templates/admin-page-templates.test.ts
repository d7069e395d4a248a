import { PAGE_TEMPLATE_NAME_REQUIRED_MESSAGE } from '@tessera/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../testing/multipart.ts';
import { headlineDesign } from '../../testing/designs.ts';
import { ADMIN, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let agency: Awaited<ReturnType<TestApp['createAgency']>>;
let agencyToken: string;
let adminToken: string;

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = adminToken) =>
  t.request({ method, url: `/api/v1/admin-page-templates${url}`, token, ...(payload ? { payload } : {}) });
const create = async (name: string) => (await admin('POST', '', { name })).json().data as { id: number; version: number };
const offeredNames = async () => (await t.request({ method: 'GET', url: '/api/v1/page-templates', token: agencyToken })).json().data.map((p: { name: string }) => p.name);

beforeAll(async () => {
  t = await createTestApp();
  agency = await t.createAgency('Template Users');
  agencyToken = await t.tokenFor(agency.ownerId);
  adminToken = await t.login(ADMIN);
});
afterAll(() => t.close());

describe('admin page templates', () => {
  it('creates a blank unpublished template, designs it, publishes it, and an agency makes a page from it', async () => {
    const created = await admin('POST', '', { name: ' Landing offer ', category: 'Sales' });
    expect(created.statusCode).toBe(201);
    const template = created.json().data;
    expect(template).toMatchObject({ name: 'Landing offer', category: 'Sales', published: false, published_at: null, version: 1 });
    expect(await offeredNames()).not.toContain('Landing offer');

    const saved = await admin('PUT', `/${template.id}/design`, { design: headlineDesign('Buy now'), version: 1 });
    expect(saved.statusCode).toBe(200);
    // Stored with the props the headline's schema fills in, which the designer is told to reload.
    expect(saved.json()).toEqual({ data: { version: 2 }, shouldReload: true });
    const read = (await admin('GET', `/${template.id}`)).json().data;
    expect(read.design.sections[0].rows[0].columns[0].elements[0].props).toMatchObject({ text: 'Buy now', tag: 'h1' });

    const published = await admin('POST', `/${template.id}/publish`);
    expect(published.json().data).toMatchObject({ published: true, version: 2 });
    expect(published.json().data.published_at).not.toBeNull();
    expect(await offeredNames()).toContain('Landing offer');

    const page = await t.request({
      method: 'POST',
      url: `/api/v1/landings/${agency.landingId}/pages`,
      token: agencyToken,
      payload: { name: 'Offer', source: 'template', page_template_id: template.id },
    });
    expect(page.statusCode).toBe(201);
    const design = (await t.request({ method: 'GET', url: `/api/v1/landings/${agency.landingId}/pages/${page.json().data.id}`, token: agencyToken })).json().data.design;
    expect(design.sections[0].rows[0].columns[0].elements[0].props.text).toBe('Buy now');

    await admin('POST', `/${template.id}/publish`, { published: false });
    expect(await offeredNames()).not.toContain('Landing offer');
    const refused = await t.request({
      method: 'POST',
      url: `/api/v1/landings/${agency.landingId}/pages`,
      token: agencyToken,
      payload: { name: 'Late', source: 'template', page_template_id: template.id },
    });
    expect(refused.statusCode).toBe(422);
  });

  it('lists every template newest first, renames, clones with fresh ids, and deletes', async () => {
    const first = await create('First');
    await admin('PUT', `/${first.id}/design`, { design: headlineDesign('Hello', 'c1'), version: 1 });
    const second = await create('Second');
    const list = (await admin('GET', '')).json();
    expect(list.data.slice(0, 2).map((p: { name: string }) => p.name)).toEqual(['Second', 'First']);

    const renamed = await admin('PUT', `/${first.id}`, { name: 'Renamed', category: 'Hero' });
    expect(renamed.json().data).toMatchObject({ name: 'Renamed', category: 'Hero', version: 2 });

    const clone = await admin('POST', `/${first.id}/clone`);
    expect(clone.statusCode).toBe(201);
    expect(clone.json().data).toMatchObject({ name: 'Renamed (copy)', category: 'Hero', published: false, version: 1 });
    const cloned = (await admin('GET', `/${clone.json().data.id}`)).json().data.design;
    expect(cloned.sections[0].rows[0].columns[0].elements[0].props.text).toBe('Hello');
    expect(cloned.sections[0].id).not.toBe('section-c1');

    expect((await admin('DELETE', `/${second.id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/${second.id}`)).statusCode).toBe(404);
    expect((await admin('DELETE', `/${second.id}`)).statusCode).toBe(404);
  });

  it('refuses a design saved over a stale version with 409, and accepts a retried identical save', async () => {
    const template = await create('Versioned');
    const save = (text: string, version: number) => admin('PUT', `/${template.id}/design`, { design: headlineDesign(text, 'v1'), version });
    expect((await save('v2', 1)).json().data.version).toBe(2);
    expect((await save('v2', 1)).json()).toEqual({ data: { version: 2 }, shouldReload: false });
    const stale = await save('other', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('version 2');
    const read = (await admin('GET', `/${template.id}`)).json().data;
    expect(read.design.sections[0].rows[0].columns[0].elements[0].props.text).toBe('v2');
  });

  it('answers bad input with 422 naming the field, and stores nothing', async () => {
    const before = (await admin('GET', '')).json().meta.total;
    const nameless = await admin('POST', '', { name: '  ' });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json()).toMatchObject({ message: PAGE_TEMPLATE_NAME_REQUIRED_MESSAGE, errors: { name: [PAGE_TEMPLATE_NAME_REQUIRED_MESSAGE] } });
    const badDesign = await admin('POST', '', { name: 'Broken', design: { schemaVersion: 1, sections: 'no' } });
    expect(badDesign.statusCode).toBe(422);
    expect(Object.keys(badDesign.json().errors).some((field) => field.startsWith('design'))).toBe(true);
    expect((await admin('GET', '')).json().meta.total).toBe(before);

    const template = await create('Strict');
    const unknownElement = await admin('PUT', `/${template.id}/design`, {
      design: { schemaVersion: 1, sections: [{ id: 'section-x', key: 'section', options: {}, rows: [{ id: 'row-x', key: 'row', options: {}, columns: [{ id: 'column-x', key: 'column', options: { width: 100 }, elements: [{ id: 'element-x', key: 'no-such-element', props: {} }] }] }] }] },
      version: 1,
    });
    expect(unknownElement.statusCode).toBe(422);
    expect((await admin('PUT', `/${template.id}/design`, { design: headlineDesign('x') })).json().errors.version).toBeDefined();
    expect((await admin('PUT', `/${template.id}`, { category: 'x'.repeat(61) })).json().errors.category).toEqual(['The category may not be longer than 60 characters.']);
    expect((await admin('POST', `/${template.id}/publish`, { published: 'yes' })).statusCode).toBe(422);
    expect((await admin('GET', '/abc')).statusCode).toBe(422);
    expect((await admin('GET', `/${template.id}`)).json().data.version).toBe(1);
  });

  it('are for admins only: an agency is refused with 403', async () => {
    const template = await create('Admins only');
    expect((await admin('GET', '', undefined, agencyToken)).statusCode).toBe(403);
    expect((await admin('POST', '', { name: 'Mine' }, agencyToken)).statusCode).toBe(403);
    expect((await admin('PUT', `/${template.id}/design`, { design: headlineDesign('x'), version: 1 }, agencyToken)).statusCode).toBe(403);
    expect((await admin('POST', `/${template.id}/publish`, undefined, agencyToken)).statusCode).toBe(403);
    expect((await admin('DELETE', `/${template.id}`, undefined, agencyToken)).statusCode).toBe(403);
    expect((await admin('GET', `/${template.id}`)).json().data).toMatchObject({ name: 'Admins only', published: false });
  });
});

describe("an admin's document in the designer", () => {
  it("keeps an image uploaded without a website in the admin's media library, out of every agency's", async () => {
    const bytes = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#cc6633' } }).png().toBuffer();
    const upload = multipartBody({ elementId: 'element-t1', valueKey: 'image' }, { filename: 'hero.png', bytes });
    const response = await t.request({ method: 'POST', url: '/api/v1/images/upload-image', token: adminToken, payload: upload.payload, headers: upload.headers });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ elementId: 'element-t1', valueKey: 'image', Ratio: 0.5, ShowWidth: 40, ShowHeight: 20 });
    const libraryId = response.json().library_id;
    const mine = await t.request({ method: 'GET', url: `/api/v1/media-library/specific?libraryIds=${libraryId}`, token: adminToken });
    expect(mine.json().data).toEqual([expect.objectContaining({ name: 'hero.png', landing_id: null, url: response.json().url })]);
    const theirs = await t.request({ method: 'GET', url: `/api/v1/media-library/specific?libraryIds=${libraryId}`, token: agencyToken });
    expect(theirs.json().data).toEqual([]);
    expect((await t.request({ method: 'GET', url: response.json().url })).statusCode).toBe(200);
  });
});

describe('a page template from a shared page', () => {
  it("copies the shared page's design with fresh ids into a new, unpublished template", async () => {
    const url = `/api/v1/landings/${agency.landingId}/pages/${agency.pageId}`;
    const { version } = (await t.request({ method: 'GET', url, token: agencyToken })).json().data;
    await t.request({ method: 'PUT', url: `${url}/design`, token: agencyToken, payload: { design: headlineDesign('Shared hero', 'sh'), version } });
    const uniqueId = (await t.request({ method: 'PUT', url: `${url}/sharing`, token: agencyToken, payload: { sharing: true } })).json().data.unique_id;

    const made = await t.request({ method: 'POST', url: `/api/v1/admin-page-templates/import/page/${uniqueId}/unique-id`, token: adminToken });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ published: false, version: 1 });
    const design = (await admin('GET', `/${made.json().data.id}`)).json().data.design;
    expect(JSON.stringify(design)).toContain('Shared hero');
    expect(JSON.stringify(design)).not.toContain('element-sh');
    expect(await offeredNames()).not.toContain(made.json().data.name);

    expect((await t.request({ method: 'POST', url: '/api/v1/admin-page-templates/import/page/00000000-0000-4000-8000-000000000000/unique-id', token: adminToken })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/v1/admin-page-templates/import/page/${uniqueId}/unique-id`, token: agencyToken })).statusCode).toBe(403);
  });
});

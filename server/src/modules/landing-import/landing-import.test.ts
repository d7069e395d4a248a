import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const wxr = readFileSync(new URL('./fixtures/small-export.xml', import.meta.url));

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

function importXml(query: string, bytes: Buffer, fields: Record<string, string> = {}, as = token) {
  const body = multipartBody(fields, { filename: 'export.xml', bytes });
  return t.request({ method: 'POST', url: `/api/v1/landings/import-xml${query}`, token: as, payload: body.payload, headers: body.headers });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Importing Bakers');
  token = await t.login(owner.credentials);
});
afterAll(() => t.close());

describe('importing a WordPress export', () => {
  it('creates a website whose pages hold the sanitised content of the pages and posts', async () => {
    const response = await importXml('', wxr, { subdomain: 'corner-bakery' });
    expect(response.statusCode).toBe(201);
    const { landing, pages_created, skipped } = response.json().data;
    expect(response.json().message).toBe('3 pages imported.');
    expect({ pages_created, skipped }).toEqual({ pages_created: 3, skipped: 2 });
    expect(landing).toMatchObject({ title: 'Corner Bakery', description: 'Fresh bread every morning', subdomain: 'corner-bakery' });

    const pages = (await t.request({ method: 'GET', url: `/api/v1/landings/${landing.id}/pages`, token })).json().data;
    expect(pages.map((page: { name: string; unique_name: string }) => [page.name, page.unique_name])).toEqual([
      ['About & Story', 'about'],
      ['Our first loaf', 'first-loaf'],
      ['Home', 'home'],
    ]);
    expect(pages[0].is_home).toBe(true);

    const about = (await t.request({ method: 'GET', url: `/api/v1/landings/${landing.id}/pages/${pages[0].id}`, token })).json().data;
    const [headline, paragraph] = about.design.sections[0].rows[0].columns[0].elements;
    expect(headline).toMatchObject({ key: 'headline', props: { text: 'About & Story', tag: 'h1' } });
    expect(paragraph.key).toBe('paragraph');
    expect(paragraph.props.content).toContain('<p>We bake <strong>every</strong> morning.</p>');
    expect(paragraph.props.content).not.toMatch(/script|javascript:|onclick|onerror|<img/i);

    const post = (await t.request({ method: 'GET', url: `/api/v1/landings/${landing.id}/pages/${pages[1].id}`, token })).json().data;
    expect(post.design.sections[0].rows[0].columns[0].elements[1].props.content).toBe('<p>It was a sourdough.</p><p>It rose beautifully.</p>');
  });

  it('adds the pages to an existing website with addresses of their own', async () => {
    const response = await importXml(`?landing_id=${owner.landingId}`, wxr);
    expect(response.statusCode).toBe(201);
    const pages = (await t.request({ method: 'GET', url: `/api/v1/landings/${owner.landingId}/pages`, token })).json().data;
    expect(pages.map((page: { unique_name: string }) => page.unique_name)).toEqual(['home', 'about', 'first-loaf', 'home-2']);
    expect(pages[0].id).toBe(owner.pageId);
  });

  it('refuses a file that is not a WordPress export, and a foreign website', async () => {
    const notXml = await importXml('', Buffer.from('just text'));
    expect(notXml.statusCode).toBe(422);
    expect(notXml.json().message).toBe('This is not a WordPress export (WXR) file.');
    const bomb = Buffer.from('<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]><rss><channel><title>&lol;</title></channel></rss>');
    expect((await importXml('', bomb)).json().message).toBe('This is not a WordPress export (WXR) file.');
    const rival = await t.login((await t.createAgency('Rival Importers')).credentials);
    expect((await importXml(`?landing_id=${owner.landingId}`, wxr, {}, rival)).statusCode).toBe(404);
  });
});

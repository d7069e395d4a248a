import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designOf, saveAndPublish, visit } from '../../testing/site-fixtures.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';
import { SITE_RERENDER_JOB } from '../sites/rerender-job.ts';

/** Copies and restores of a website keep its Form and Navigation elements showing its own forms and menus, under their new ids. */

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;
let formId: number;
let menuId: number;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
const elementProps = async (landingId: number, pageId: number) => {
  const design = (await api('GET', `/landings/${landingId}/pages/${pageId}`)).json().data.design;
  return design.sections.map((section: { rows: { columns: { elements: { props: Record<string, unknown> }[] }[] }[] }) => section.rows[0]!.columns[0]!.elements[0]!.props);
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Remap Makers');
  token = await t.login(owner.credentials);
  formId = (await api('POST', `/landings/${owner.landingId}/forms`, { name: 'Quote', fields: [{ name: 'company', label: 'Company', type: 'text', required: true }] })).json().data.id;
  menuId = (await api('POST', `/landings/${owner.landingId}/menus`, { name: 'Main', items: [{ label: 'Bakery', url: '/bakery' }] })).json().data.id;
  await saveAndPublish(t, token, owner.landingId, owner.pageId, designOf([{ key: 'form', props: { formId } }], [{ key: 'navigation', props: { menuId } }]));
});
afterAll(() => t.close());

describe("a website's forms and menus in its copies and restores", () => {
  it("points a duplicate's Form and Navigation elements at the duplicate's own form and menu", async () => {
    const copy = (await api('POST', `/landings/${owner.landingId}/duplicate`, { subdomain: 'remap-copy' })).json().data;
    const [copyForm] = (await api('GET', `/landings/${copy.id}/forms`)).json().data;
    const [copyMenu] = (await api('GET', `/landings/${copy.id}/menus`)).json().data;
    expect(copyForm.id).not.toBe(formId);
    const [form, navigation] = await elementProps(copy.id, copy.home_page_id);
    expect([form.formId, navigation.menuId]).toEqual([copyForm.id, copyMenu.id]);
  });

  it('keeps the published page showing the form and menu after a restore brings them back under new ids', async () => {
    const backup = (await api('PUT', `/landings/${owner.landingId}/backup-records/instant-backup`)).json().data;
    await api('DELETE', `/landings/${owner.landingId}/menus/${menuId}`);
    await t.runJobs(SITE_RERENDER_JOB);
    expect((await visit(t, `remap-makers.${TEST_SITE_DOMAIN}`)).body).not.toContain('Bakery');

    expect((await api('PUT', `/landings/${owner.landingId}/backup-records/${backup.id}/restore`)).statusCode).toBe(200);
    const [restoredForm] = (await api('GET', `/landings/${owner.landingId}/forms`)).json().data;
    const [restoredMenu] = (await api('GET', `/landings/${owner.landingId}/menus`)).json().data;
    const [form, navigation] = await elementProps(owner.landingId, owner.pageId);
    expect([form.formId, navigation.menuId]).toEqual([restoredForm.id, restoredMenu.id]);
    await t.runJobs(SITE_RERENDER_JOB);
    const html = (await visit(t, `remap-makers.${TEST_SITE_DOMAIN}`)).body;
    expect(html).toContain('<a class="ts-navigation__link" href="/bakery">Bakery</a>');
    expect(html).toContain(`data-form-id="${restoredForm.id}"`);
  });
});

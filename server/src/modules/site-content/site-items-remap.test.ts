import { elements as installedElements } from '@tessera/plugins';
import { defineElement, siteReference, z } from '@tessera/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designOf, saveAndPublish, visit } from '../../testing/site-fixtures.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';
import { SITE_RERENDER_JOB } from '../sites/rerender-job.ts';

/** Copies and restores of a website keep its Form and Navigation elements showing its own forms and menus, under their new ids. */

/**
 * An element as an outside developer might write it: its references have names of their own and
 * sit in a list, so only their declaration (`siteReference`) says what they name.
 */
const promo = defineElement({
  id: 'promo-tiles',
  version: '1.0.0',
  label: 'Promo tiles',
  category: 'misc',
  premium: false,
  props: z.object({
    signup: siteReference('form').nullable().default(null),
    offers: z.array(siteReference('product')).default([]),
    tiles: z.array(z.object({ caption: z.string().default(''), target: siteReference('page').nullable().default(null) })).default([]),
  }),
  Render: () => null,
  Panel: async () => ({ default: () => null }),
});

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
  t = await createTestApp({ elements: [...installedElements, promo] });
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

  it("moves an installed plugin's declared references, whatever their names, to the copy's page and form, and drops its products", async () => {
    const page = (await api('POST', `/landings/${owner.landingId}/pages`, { name: 'Offers' })).json().data;
    // The restore above brought the form back under a new id.
    const [form] = (await api('GET', `/landings/${owner.landingId}/forms`)).json().data;
    await saveAndPublish(
      t,
      token,
      owner.landingId,
      owner.pageId,
      designOf([{ key: 'promo-tiles', props: { signup: form.id, offers: [424242], tiles: [{ caption: 'Offers', target: page.id }, { caption: 'Home', target: owner.pageId }] } }]),
    );
    const relations = (await api('GET', `/landings/${owner.landingId}/pages/page-relations`)).json().data;
    expect(relations.find((relation: { page_id: number }) => relation.page_id === page.id).linked_from).toEqual([owner.pageId]);

    const copy = (await api('POST', `/landings/${owner.landingId}/duplicate`, { subdomain: 'remap-promo' })).json().data;
    const copyPages = (await api('GET', `/landings/${copy.id}/pages/all`)).json().data;
    const [copyForm] = (await api('GET', `/landings/${copy.id}/forms`)).json().data;
    const copyOffers = copyPages.find((candidate: { name: string }) => candidate.name === 'Offers');
    const [tiles] = await elementProps(copy.id, copy.home_page_id);
    // Shops are not copied: the copy's elements offer none of the source's products.
    expect(tiles).toEqual({ signup: copyForm.id, offers: [], tiles: [{ caption: 'Offers', target: copyOffers.id }, { caption: 'Home', target: copy.home_page_id }] });

    // A restore stays in the website, whose products keep their ids.
    const backup = (await api('PUT', `/landings/${owner.landingId}/backup-records/instant-backup`)).json().data;
    expect((await api('PUT', `/landings/${owner.landingId}/backup-records/${backup.id}/restore`)).statusCode).toBe(200);
    const [restoredForm] = (await api('GET', `/landings/${owner.landingId}/forms`)).json().data;
    const [restored] = await elementProps(owner.landingId, owner.pageId);
    expect(restored).toMatchObject({ signup: restoredForm.id, offers: [424242] });
  });

  it("refuses a save whose plugin names another website's form, at the reference's own field", async () => {
    const other = await t.createAgency('Other Makers');
    const otherToken = await t.login(other.credentials);
    const foreignForm = (
      await t.request({ method: 'POST', url: `/api/v1/landings/${other.landingId}/forms`, token: otherToken, payload: { name: 'Theirs', fields: [{ name: 'x', label: 'X', type: 'text' }] } })
    ).json().data.id;
    const url = `/landings/${owner.landingId}/pages/${owner.pageId}`;
    const { version, design: before } = (await api('GET', url)).json().data;
    const refused = await api('PUT', `${url}/design`, { design: designOf([{ key: 'promo-tiles', props: { signup: foreignForm } }]), version });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['design.sections.0.rows.0.columns.0.elements.0.props.signup']);
    expect((await api('GET', url)).json().data.design).toEqual(before);
  });
});

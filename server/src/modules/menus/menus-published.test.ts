import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPage, demoSite, designOf, saveAndPublish, visit, type SiteApi } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SITE_RERENDER_JOB } from '../sites/rerender-job.ts';

/** A Navigation element showing a menu built in the website's dashboard (its menuId), on the published site. */

let t: TestApp;
let token: string;
let landingId: number;
let api: SiteApi;
let homePageId: number;
let host: string;
let menuId: number;
let foreignMenuId: number;
let foreignFormId: number;

const link = { page_id: null, section_id: '', url: '', new_window: false };
const menuBody = (pricingPageId: number, shopLabel = 'Shop') => ({
  name: 'Main',
  items: [
    { ...link, label: 'Pricing', page_id: pricingPageId },
    { ...link, label: shopLabel, url: 'shop.example.com', children: [{ ...link, label: 'Bread', page_id: pricingPageId, section_id: 'section-bread' }] },
  ],
});
let pricingPageId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ token, landingId, homePageId, host, api } = await demoSite(t));
  pricingPageId = await addPage(t, landingId, 'pricing', 'Pricing');
  const created = await api('POST', '/menus', menuBody(pricingPageId));
  expect(created.statusCode).toBe(201);
  menuId = created.json().data.id;

  const rival = await t.createAgency('Rival');
  const rivalToken = await t.login(rival.credentials);
  const foreign = await t.request({ method: 'POST', url: `/api/v1/landings/${rival.landingId}/menus`, token: rivalToken, payload: { name: 'Rival menu', items: [{ ...link, label: 'Rival secret' }] } });
  expect(foreign.statusCode).toBe(201);
  foreignMenuId = foreign.json().data.id;
  const foreignForm = await t.request({ method: 'POST', url: `/api/v1/landings/${rival.landingId}/forms`, token: rivalToken, payload: { name: 'Rival form', fields: [{ name: 'email', label: 'Email', type: 'email' }] } });
  foreignFormId = foreignForm.json().data.id;

  await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'navigation', id: 'element-main-nav', props: { menuId } }]));
});
afterAll(async () => {
  await t.close();
});

const navOf = (html: string, id: string) => html.match(new RegExp(`<div id="${id}"[^>]*>(.*?)</div>(?=<div id="element-|</div></div></div></section>)`))?.[1] ?? '';

describe('a Navigation element showing a website menu', () => {
  it("publishes the menu's items and their dropdown, linked to the website's pages", async () => {
    const nav = navOf((await visit(t, host)).body, 'element-main-nav');
    expect(nav).toContain('<a class="ts-navigation__link" href="/pricing">Pricing</a>');
    expect(nav).toContain('<a class="ts-navigation__link" href="https://shop.example.com">Shop</a><ul class="ts-navigation__submenu" id="element-main-nav-submenu-1">');
    expect(nav).toContain('<li><a class="ts-navigation__link" href="/pricing#section-bread">Bread</a></li>');
  });

  it("refuses to save a design naming another website's menu or form, naming the element", async () => {
    const url = `/api/v1/landings/${landingId}/pages/${homePageId}`;
    const { version } = (await t.request({ method: 'GET', url, token })).json().data;
    const design = designOf(
      [{ key: 'navigation', id: 'element-main-nav', props: { menuId } }],
      [{ key: 'navigation', id: 'element-foreign-nav', props: { menuId: foreignMenuId } }],
      [{ key: 'form', id: 'element-foreign-form', props: { formId: foreignFormId } }],
    );
    const saved = await t.request({ method: 'PUT', url: `${url}/design`, token, payload: { design, version } });
    expect(saved.statusCode).toBe(422);
    expect(saved.json().errors).toEqual({
      'design.sections.1.rows.0.columns.0.elements.0.props.menuId': ['Element element-foreign-nav: choose a menu of this website.'],
      'design.sections.2.rows.0.columns.0.elements.0.props.formId': ['Element element-foreign-form: choose a form of this website.'],
    });
    const deleted = await t.request({ method: 'PUT', url: `${url}/design`, token, payload: { design: designOf([{ key: 'navigation', props: { menuId: 424242 } }]), version } });
    expect(deleted.statusCode).toBe(200);
  });

  it("never shows another website's menu, even from a design that names one", async () => {
    const pageId = await addPage(t, landingId, 'crafted');
    // Written past the design check, as a design from before it would be.
    const design = designOf([{ key: 'navigation', id: 'element-foreign-nav', props: { menuId: foreignMenuId, menuLabel: 'Foreign' } }]);
    await t.db.updateTable('pages').set({ design: JSON.stringify(design) }).where('id', '=', pageId).execute();
    expect((await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/pages/${pageId}/publish`, token })).statusCode).toBe(200);
    const html = (await visit(t, host, '/crafted')).body;
    expect(html).toContain('id="element-foreign-nav"');
    expect(html).not.toContain('Rival secret');
    expect(html).not.toContain('aria-label="Foreign"');
  });

  it('shows an edited menu on the published page without publishing again, once the queued re-render ran, and takes a deleted one off it', async () => {
    expect((await api('PUT', `/menus/${menuId}`, menuBody(pricingPageId, 'Online shop'))).statusCode).toBe(200);
    expect((await visit(t, host)).body).toContain('>Shop</a>');
    await t.runJobs(SITE_RERENDER_JOB);
    const edited = (await visit(t, host)).body;
    expect(edited).toContain('>Online shop</a>');
    expect(edited).not.toContain('>Shop</a>');

    expect((await api('DELETE', `/menus/${menuId}`)).statusCode).toBe(200);
    await t.runJobs(SITE_RERENDER_JOB);
    const html = (await visit(t, host)).body;
    expect(html).not.toContain('Online shop');
    expect(html).not.toContain('<nav class="ts-navigation"');
  });
});

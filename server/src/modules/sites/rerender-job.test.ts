import { apps as installedApps, elements, standaloneElements } from '@tessera/plugins';
import { withAppElements } from '@tessera/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElementRegistry } from '../../plugins/plugin-host.ts';
import { designOf, saveAndPublish, visit } from '../../testing/site-fixtures.ts';
import { ADMIN, createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';
import { rerenderPublishedPages } from './publisher.ts';
import { createPageRenderer } from './render-page.tsx';
import { SITE_RERENDER_JOB } from './rerender-job.ts';

/** Changes that show on every published page are rendered onto the site by a queued job, after the request is answered. */

let t: TestApp;
let adminToken: string;

const link = { page_id: null, section_id: '', url: '', new_window: false };

interface Site {
  agencyId: number;
  landingId: number;
  pageId: number;
  token: string;
  host: string;
}

async function newSite(name: string): Promise<Site> {
  const agency = await t.createAgency(name);
  const token = await t.login(agency.credentials);
  return { agencyId: agency.agencyId, landingId: agency.landingId, pageId: agency.pageId, token, host: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${TEST_SITE_DOMAIN}` };
}

const api = (site: Site, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  t.request({ method, url: `/api/v1/landings/${site.landingId}${path}`, token: site.token, ...(payload ? { payload } : {}) });

const renderingOf = async (site: Site) => (await api(site, 'GET', '')).json().data.rendering;
const listedRenderingOf = async (site: Site) =>
  ((await t.request({ method: 'GET', url: '/api/v1/landings', token: site.token })).json().data as { id: number; rendering: unknown }[]).find((entry) => entry.id === site.landingId)?.rendering;
const runRenders = () => t.runJobs(SITE_RERENDER_JOB);

/** A website whose published home page shows a Navigation element of a menu with one item labelled `label`. */
async function siteWithMenu(name: string, label: string) {
  const site = await newSite(name);
  const created = await api(site, 'POST', '/menus', { name: 'Main', items: [{ ...link, label, url: 'example.com' }] });
  expect(created.statusCode).toBe(201);
  const menuId = created.json().data.id as number;
  await saveAndPublish(t, site.token, site.landingId, site.pageId, designOf([{ key: 'navigation', id: 'element-nav', props: { menuId } }]));
  await runRenders();
  const saveMenu = (itemLabel: string) => api(site, 'PUT', `/menus/${menuId}`, { name: 'Main', items: [{ ...link, label: itemLabel, url: 'example.com' }] });
  return { site, saveMenu };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.receivePaymentWebhooks();
  adminToken = await t.login(ADMIN);
});
afterAll(() => t.close());

describe('re-rendering a website off the request path', () => {
  it('answers a menu save at once, shows "publishing" while the render waits, and the site shows the menu after the job', async () => {
    const { site, saveMenu } = await siteWithMenu('Menu Bakery', 'Bread');
    expect((await visit(t, site.host)).body).toContain('>Bread</a>');
    expect(await renderingOf(site)).toBeNull();

    expect((await saveMenu('Cakes')).statusCode).toBe(200);
    expect((await visit(t, site.host)).body).toContain('>Bread</a>');
    expect(await renderingOf(site)).toEqual({ pages: 1 });
    expect(await listedRenderingOf(site)).toEqual({ pages: 1 });

    expect(await runRenders()).toBe(1);
    const html = (await visit(t, site.host)).body;
    expect(html).toContain('>Cakes</a>');
    expect(html).not.toContain('>Bread</a>');
    expect(await renderingOf(site)).toBeNull();
    expect(await listedRenderingOf(site)).toBeNull();
  });

  it('renders a form save onto the published page by the job', async () => {
    const site = await newSite('Form Bakery');
    const form = { name: 'Order', fields: [{ name: 'loaf', label: 'Which loaf?' }] };
    const created = await api(site, 'POST', '/forms', form);
    expect(created.statusCode).toBe(201);
    const formId = created.json().data.id as number;
    await saveAndPublish(t, site.token, site.landingId, site.pageId, designOf([{ key: 'form', id: 'element-form', props: { formId } }]));
    await runRenders();
    expect((await visit(t, site.host)).body).toContain('Which loaf?');

    const saved = await api(site, 'PUT', `/forms/${formId}`, { ...form, fields: [{ name: 'loaf', label: 'Which cake?' }] });
    expect(saved.statusCode).toBe(200);
    expect((await visit(t, site.host)).body).toContain('Which loaf?');
    expect(await renderingOf(site)).toEqual({ pages: 1 });

    expect(await runRenders()).toBe(1);
    const html = (await visit(t, site.host)).body;
    expect(html).toContain('Which cake?');
    expect(html).not.toContain('Which loaf?');
  });

  it('renders a settings save (the site title) onto the published page by the job', async () => {
    const site = await newSite('Title Bakery');
    await saveAndPublish(t, site.token, site.landingId, site.pageId, designOf([{ key: 'headline', props: { text: 'Hello' } }]));
    await runRenders();
    const saved = await api(site, 'PUT', '', { title: 'Renamed Bakery' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.rendering).toEqual({ pages: 1 });
    expect((await visit(t, site.host)).body).not.toContain('Renamed Bakery');
    await runRenders();
    expect((await visit(t, site.host)).body).toContain('<meta property="og:site_name" content="Renamed Bakery"/>');
  });

  it('coalesces two saves while the render waits into one render, which shows the later one', async () => {
    const { site, saveMenu } = await siteWithMenu('Twice Bakery', 'Bread');
    expect((await saveMenu('Rolls')).statusCode).toBe(200);
    expect((await saveMenu('Buns')).statusCode).toBe(200);

    expect(await runRenders()).toBe(1);
    const html = (await visit(t, site.host)).body;
    expect(html).toContain('>Buns</a>');
    expect(html).not.toContain('>Rolls</a>');
  });

  it('renders once more when a change arrives while a render runs, so the change is not lost', async () => {
    const { site, saveMenu } = await siteWithMenu('Busy Bakery', 'Bread');
    expect((await saveMenu('Rolls')).statusCode).toBe(200);
    const runs: number[] = [];
    // The first render is under way (its job is running) when the next save comes.
    const ran = await t.queue.runDue<{ landingId: number }>(SITE_RERENDER_JOB, async (job) => {
      runs.push(job.data.landingId);
      if (runs.length === 1) expect((await saveMenu('Buns')).statusCode).toBe(200);
    });
    expect(ran).toBe(2);
    expect(runs).toEqual([site.landingId, site.landingId]);
  });
});

describe('a page published or unpublished while its website is rendered again', () => {
  /** Renders the website again as the job does, with `change` made after the render has read the published pages and before it writes them. */
  async function rerenderAround(site: Site, change: () => Promise<void>) {
    const landing = await t.db.selectFrom('landings').selectAll().where('id', '=', site.landingId).executeTakeFirstOrThrow();
    let changed = false;
    const changeAfterTheRead = t.db.withPlugin({
      transformQuery: ({ node }) => node,
      async transformResult({ result }) {
        if (!changed && result.rows.some((row) => 'published_design' in row)) {
          changed = true;
          await change();
        }
        return result;
      },
    });
    await rerenderPublishedPages(changeAfterTheRead, t.config, createPageRenderer(createElementRegistry(elements)), landing);
    expect(changed).toBe(true);
  }

  it('keeps the newer publish: the render does not put the older design back on the site', async () => {
    const site = await newSite('Racing Bakery');
    await saveAndPublish(t, site.token, site.landingId, site.pageId, designOf([{ key: 'headline', props: { text: 'First bake' } }]));
    await runRenders();

    await rerenderAround(site, () => saveAndPublish(t, site.token, site.landingId, site.pageId, designOf([{ key: 'headline', props: { text: 'Second bake' } }])));
    const html = (await visit(t, site.host)).body;
    expect(html).toContain('Second bake');
    expect(html).not.toContain('First bake');
  });

  it('keeps the page off the site: the render does not publish it again', async () => {
    const site = await newSite('Closing Bakery');
    await saveAndPublish(t, site.token, site.landingId, site.pageId, designOf([{ key: 'headline', props: { text: 'Open today' } }]));
    await runRenders();

    await rerenderAround(site, async () => {
      const unpublished = await api(site, 'POST', `/pages/${site.pageId}/unpublish`);
      expect(unpublished.statusCode, unpublished.body).toBe(200);
    });
    expect((await visit(t, site.host)).body).not.toContain('Open today');
  });
});

describe('a premium grant the admin revokes', () => {
  const all = withAppElements(standaloneElements, installedApps);
  const premiumElement = all.find((element) => element.premium && !element.app);
  const premiumAppElement = all.find((element) => element.app && installedApps.find((app) => app.id === element.app!.id)?.premium);

  const grant = (site: Site, body: object) => t.request({ method: 'PUT', url: `/api/v1/agencies/${site.agencyId}`, token: adminToken, payload: body });

  /** Publishes a headline and `elementId`, which the site's published page then shows. */
  async function publishWithPremium(site: Site, elementId: string) {
    await saveAndPublish(t, site.token, site.landingId, site.pageId, designOf([{ key: 'headline', props: { text: 'Welcome' } }, { key: elementId, id: 'element-premium' }]));
    await runRenders();
    expect((await visit(t, site.host)).body).toContain('id="element-premium"');
  }

  /** The page still shows the element while its re-render waits; the job's render leaves it out. */
  async function expectPremiumLeftOutByTheJob(site: Site) {
    expect((await visit(t, site.host)).body).toContain('id="element-premium"');
    expect(await renderingOf(site)).toEqual({ pages: 1 });
    expect(await runRenders()).toBe(1);
    const html = (await visit(t, site.host)).body;
    expect(html).not.toContain('id="element-premium"');
    expect(html).toContain('Welcome');
  }

  it.each([
    ['premium element', premiumElement, (id: string) => ({ premium_elements: [id] }), { premium_elements: [] }],
    ['premium app', premiumAppElement, () => ({ premium_apps: [premiumAppElement!.app!.id] }), { premium_apps: [] }],
  ] as const)('leaves a %s out of the published pages by the job, after the admin is answered', async (kind, element, granted, revoked) => {
    if (!element) throw new Error(`the manifest installs no ${kind} to test with`);
    const site = await newSite(`Revoked ${kind}`);
    expect((await grant(site, granted(element.id))).statusCode).toBe(200);
    await runRenders();
    await publishWithPremium(site, element.id);

    expect((await grant(site, revoked)).statusCode).toBe(200);
    await expectPremiumLeftOutByTheJob(site);
  });

  it("leaves a premium element out of the published pages of a plan's subscribers by the job, when the admin unticks it in the grant matrix", async () => {
    if (!premiumElement) throw new Error('the manifest installs no premium element to test with');
    const made = await t.request({ method: 'POST', url: '/api/v1/plans', token: adminToken, payload: { name: 'Premium bakers', type: 'agency', premium_elements: [premiumElement.id] } });
    expect(made.statusCode, made.body).toBe(200);
    const planId = made.json().data.id as number;
    const site = await newSite('Plan subscriber');
    const price = await t.db.insertInto('prices').values({ plan_id: planId, amount: 1000, currency: 'usd', interval: 'month', provider_price_id: 'price_rerender_plan' }).returning('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('agency_subscriptions')
      .values({ agency_id: site.agencyId, plan_id: planId, price_id: price.id, section: 'agency', provider_subscription_id: 'sub_rerender_plan', status: 'active' })
      .execute();
    await publishWithPremium(site, premiumElement.id);

    const setCell = (granted: boolean) => t.request({ method: 'PUT', url: `/api/v1/plans/${planId}/premium/${premiumElement.id}`, token: adminToken, payload: { granted } });
    expect((await setCell(true)).statusCode).toBe(200);
    expect(await renderingOf(site)).toBeNull();

    expect((await setCell(false)).statusCode).toBe(200);
    await expectPremiumLeftOutByTheJob(site);
  });

  it("leaves a plan's premium element out of the published pages by the job once the agency cancels its subscription", async () => {
    if (!premiumElement) throw new Error('the manifest installs no premium element to test with');
    const plan = await t.request({ method: 'POST', url: '/api/v1/plans', token: adminToken, payload: { name: 'Canceled bakers', type: 'agency', premium_elements: [premiumElement.id] } });
    expect(plan.statusCode, plan.body).toBe(200);
    const price = await t.request({ method: 'POST', url: '/api/v1/prices', token: adminToken, payload: { plan_id: plan.json().data.id, amount: 4900, currency: 'USD', interval: 'month' } });
    expect(price.statusCode, price.body).toBe(200);
    const agency = await t.createAgency('Canceling Bakery', { subscribed: false });
    const site: Site = { agencyId: agency.agencyId, landingId: agency.landingId, pageId: agency.pageId, token: await t.tokenFor(agency.ownerId), host: `canceling-bakery.${TEST_SITE_DOMAIN}` };
    expect((await t.request({ method: 'POST', url: '/api/v1/payment-methods', token: site.token, payload: { payment_method: 'pm_card_visa' } })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/v1/subscriptions/${plan.json().data.id}`, token: site.token })).statusCode).toBe(200);
    await publishWithPremium(site, premiumElement.id);

    const canceled = await t.request({ method: 'DELETE', url: `/api/v1/subscriptions/${agency.ownerId}/agency/cancel`, token: site.token });
    expect(canceled.json().data).toMatchObject({ stripe_status: 'canceled' });
    await t.payments.settled();
    await expectPremiumLeftOutByTheJob(site);
  });
});

import { DEFAULT_BRAND_KIT, type BrandKit } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStarterCollection, STARTER_COLLECTION } from '../../seed/starter/seed-starter.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';
import { SITE_RERENDER_JOB } from '../sites/rerender-job.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, as = token) =>
  t.request({ method, url: `/api/v1${url}`, token: as, ...(payload === undefined ? {} : { payload: payload as object }) });

const KIT: BrandKit = {
  colors: { primary: '#b45309', secondary: '#92400e', accent: '#fff7ed', text: '#111827', background: '#ffffff', muted: '#4b5563' },
  headingFont: 'lora',
  bodyFont: 'inter',
  buttonShape: 'pill',
  buttonRadius: 8,
  spacing: 10,
};

const site = (subdomain: string) => t.request({ method: 'GET', url: '/', headers: { host: `${subdomain}.${TEST_SITE_DOMAIN}` } });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Brand Owners');
  token = await t.login(owner.credentials);
});
afterAll(() => t.close());

describe('a website’s brand kit', () => {
  it('is the default kit until one is saved', async () => {
    const response = await api('GET', `/landings/${owner.landingId}/brand-kit`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(DEFAULT_BRAND_KIT);
  });

  it('refuses a kit with a colour that is not #rrggbb or a font outside the curated set, and keeps the kit', async () => {
    const response = await api('PUT', `/landings/${owner.landingId}/brand-kit`, { ...KIT, colors: { ...KIT.colors, primary: 'red' }, headingFont: 'comic-sans' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['colors.primary', 'headingFont']);
    expect((await api('GET', `/landings/${owner.landingId}/brand-kit`)).json().data).toEqual(DEFAULT_BRAND_KIT);
  });

  it('is hidden from other agencies and changed only by who may edit the website’s settings', async () => {
    const rival = await t.login((await t.createAgency('Brand Rivals')).credentials);
    expect((await api('GET', `/landings/${owner.landingId}/brand-kit`, undefined, rival)).statusCode).toBe(404);
    expect((await api('PUT', `/landings/${owner.landingId}/brand-kit`, KIT, rival)).statusCode).toBe(404);
    const subId = await t.createUser({ email: 'brand-viewer@example.test', role: 'AgencyUser', agencyId: owner.agencyId });
    await t.grantLanding(subId, owner.landingId, ['pages.edit']);
    const sub = await t.tokenFor(subId);
    expect((await api('GET', `/landings/${owner.landingId}/brand-kit`, undefined, sub)).statusCode).toBe(200);
    expect((await api('PUT', `/landings/${owner.landingId}/brand-kit`, KIT, sub)).statusCode).toBe(403);
    expect((await api('GET', `/landings/${owner.landingId}/brand-kit`)).json().data).toEqual(DEFAULT_BRAND_KIT);
  });

  it('restyles the published pages through the re-render job, leaving their designs as they were', async () => {
    const { landingId, pageId } = owner;
    expect((await api('POST', `/landings/${landingId}/pages/${pageId}/publish`)).statusCode).toBe(200);
    const subdomain = (await api('GET', `/landings/${landingId}`)).json().data.subdomain as string;
    const before = await site(subdomain);
    expect(before.body).toContain('--brand-primary:#2563eb');
    const design = await t.db.selectFrom('pages').select(['design', 'version', 'published_version']).where('id', '=', pageId).executeTakeFirstOrThrow();

    const saved = await api('PUT', `/landings/${landingId}/brand-kit`, KIT);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(KIT);
    expect(await t.runJobs(SITE_RERENDER_JOB)).toBeGreaterThan(0);

    const after = (await site(subdomain)).body;
    expect(after).toContain(':root{--brand-primary:#b45309;--brand-secondary:#92400e');
    expect(after).toContain('--brand-heading-font:"Lora", Georgia');
    expect(after).toContain('--brand-radius:999px');
    expect(after).toContain('--brand-space-2:20px');
    // Only the kit's own fonts, from this server.
    expect(after).toContain('@font-face{font-family:"Lora";font-style:normal;font-weight:400;font-display:swap;src:url(/_fonts/lora-400.woff2) format("woff2")}');
    expect(after).toContain('src:url(/_fonts/inter-700.woff2)');
    expect(after).not.toContain('poppins-400');
    expect(await t.db.selectFrom('pages').select(['design', 'version', 'published_version']).where('id', '=', pageId).executeTakeFirstOrThrow()).toEqual(design);
  });

  it('serves the kit fonts from the server with long caching, and nothing else under /_fonts/', async () => {
    const font = await t.request({ method: 'GET', url: '/_fonts/lora-400.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((await t.request({ method: 'GET', url: '/_fonts/lora-400.woff2', headers: { host: `any.${TEST_SITE_DOMAIN}` } })).statusCode).toBe(200);
    for (const path of ['/_fonts/lora-300.woff2', '/_fonts/papyrus-400.woff2', '/_fonts/..%2Fpackage.json']) {
      expect((await t.request({ method: 'GET', url: path })).statusCode).toBe(404);
    }
  });
});

describe('a website made from a starter template', () => {
  it('starts with the template’s kit, and its header names the website rather than the template', async () => {
    await seedStarterCollection(t.db);
    const restaurant = STARTER_COLLECTION.sites[0]!;
    const templates = (await api('GET', '/templates')).json().data as { id: number; name: string }[];
    const template = templates.find((entry) => entry.name === restaurant.name)!;
    const created = await api('POST', '/landings', { title: 'Casa Verde', subdomain: 'casa-verde', template_id: template.id });
    expect(created.statusCode, created.body).toBe(201);
    const landing = created.json().data as { id: number; home_page_id: number };
    expect((await api('GET', `/landings/${landing.id}/brand-kit`)).json().data).toEqual(restaurant.brandKit);
    await api('POST', `/landings/${landing.id}/pages/${landing.home_page_id}/publish`);
    const html = (await site('casa-verde')).body;
    expect(html).toContain(`--brand-primary:${restaurant.brandKit.colors.primary}`);
    expect(html).toContain('<strong>Casa Verde</strong>');
    expect(html).not.toContain('{{site.title}}');
    expect(html).not.toContain('Olive and Thyme</strong>');
  });
});

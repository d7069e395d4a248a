import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSite, designOf, saveAndPublish } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;
let landingId: number;
let homePageId: number;

const preview = (pageId: number, options: { token?: string; query?: Record<string, string> } = {}) =>
  t.request({ method: 'GET', url: `/api/v1/pages/${pageId}/preview`, ...options });

beforeAll(async () => {
  // An island file for the FAQ element, so a draft holding one has a script to show or leave out.
  const dir = mkdtempSync(join(tmpdir(), 'tessera-preview-islands-'));
  writeFileSync(join(dir, 'faq.preview-test.js'), 'export {};');
  t = await createTestApp({ islands: { dir, manifest: { faq: 'faq.preview-test.js' } } });
  ({ token, landingId, homePageId } = await demoSite(t));
  await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'headline', props: { text: 'Published words' } }]));
  await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'headline', props: { text: 'Draft words' } }]), false);
});
afterAll(() => t.close());

describe('draft previews', () => {
  it('renders the draft for a signed-in user who may view the website’s pages, kept out of search engines and caches', async () => {
    const response = await preview(homePageId, { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('Draft words');
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('leaves user scripts out of a draft shown on the app origin, even when the plan allows them on the site', async () => {
    const agency = await t.db.selectFrom('landings').select('agency_id').where('id', '=', landingId).executeTakeFirstOrThrow();
    await t.db.updateTable('agencies').set({ plan_features: JSON.stringify(['html-scripts']) }).where('id', '=', agency.agency_id).execute();
    const scripts = '<script src="https://cdn.example.com/w.js"></script>';
    await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'html-editor', props: { html: '<p>Embed</p>', scripts } }]), false);
    const body = (await preview(homePageId, { token })).body;
    expect(body).toContain('<p>Embed</p>');
    expect(body).not.toContain('cdn.example.com');
    await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'headline', props: { text: 'Draft words' } }]), false);
  });

  it('draws a still preview, for a thumbnail, without the island scripts the live preview runs', async () => {
    await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'faq', props: {} }]), false);
    const live = await preview(homePageId, { token });
    expect(live.body).toContain('/_islands/faq.preview-test.js');
    expect(live.headers['content-security-policy']).toContain("script-src 'self'");
    const still = await preview(homePageId, { token, query: { still: '1' } });
    expect(still.statusCode).toBe(200);
    expect(still.body).toContain('class="ts-faq"');
    expect(still.body).not.toContain('<script');
    expect(still.headers['content-security-policy']).toContain("script-src 'none'");
    expect((await preview(homePageId, { token, query: { still: 'yes' } })).statusCode).toBe(422);
    await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'headline', props: { text: 'Draft words' } }]), false);
  });

  it('needs a signed-in user with access to the website', async () => {
    expect((await preview(homePageId)).statusCode).toBe(401);
    const rival = await t.createAgency('Rival Preview');
    expect((await preview(homePageId, { token: await t.login(rival.credentials) })).statusCode).toBe(404);
    const stranger = await t.createUser({ email: 'no-pages@example.test', role: 'WebsiteUser', agencyId: rival.agencyId });
    await t.grantLanding(stranger, rival.landingId, ['pages.view']);
    expect((await preview(homePageId, { token: await t.tokenFor(stranger) })).statusCode).toBe(404);
    const agencyId = (await t.db.selectFrom('landings').select('agency_id').where('id', '=', landingId).executeTakeFirstOrThrow()).agency_id;
    const helper = await t.createUser({ email: 'no-view@example.test', role: 'WebsiteUser', agencyId });
    await t.grantLanding(helper, landingId, ['contacts.view']);
    expect((await preview(homePageId, { token: await t.tokenFor(helper) })).statusCode).toBe(403);
    expect((await preview(999_999, { token })).statusCode).toBe(404);
  });

  it('gives an iframe a short-lived signed address that works without the bearer token, for that page only', async () => {
    const issued = await t.request({ method: 'GET', url: `/api/v1/pages/${homePageId}/preview-token`, token });
    expect(issued.statusCode).toBe(200);
    const { url, expires_at } = issued.json();
    expect(url).toMatch(new RegExp(`^/api/v1/pages/${homePageId}/preview\\?token=`));
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(60_000);
    const framed = await t.request({ method: 'GET', url });
    expect(framed.statusCode).toBe(200);
    expect(framed.body).toContain('Draft words');
    expect(framed.headers['content-security-policy']).toBe("frame-ancestors 'self'; script-src 'self'; object-src 'none'; base-uri 'none'");

    const tokenValue = new URL(url, 'http://x').searchParams.get('token')!;
    const otherPage = (await t.db.insertInto('pages').values({ landing_id: landingId, name: 'Other', unique_name: 'other', design: '{"schemaVersion":1,"sections":[]}' }).returning('id').executeTakeFirstOrThrow()).id;
    expect((await preview(otherPage, { query: { token: tokenValue } })).statusCode).toBe(401);
    const forged = tokenValue.slice(0, -2) + (tokenValue.endsWith('AA') ? 'BB' : 'AA');
    expect((await preview(homePageId, { query: { token: forged } })).statusCode).toBe(401);
    expect((await preview(homePageId, { query: { token: 'garbage' } })).statusCode).toBe(401);
  });

  it('stops honouring a preview address once its session is signed out', async () => {
    const session = await t.login({ email: 'demo@example.test', password: 'demo-password-1' });
    const { url } = (await t.request({ method: 'GET', url: `/api/v1/pages/${homePageId}/preview-token`, token: session })).json();
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(200);
    await t.request({ method: 'POST', url: '/api/v1/logout', token: session });
    const after = await t.request({ method: 'GET', url });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('This preview link has expired. Open the preview again.');
  });

  it('refuses a preview address to a user without access, and answers another agency’s page with 404', async () => {
    const rival = await t.createAgency('Rival Tokens');
    expect((await t.request({ method: 'GET', url: `/api/v1/pages/${homePageId}/preview-token`, token: await t.login(rival.credentials) })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v1/pages/${homePageId}/preview-token` })).statusCode).toBe(401);
  });
});

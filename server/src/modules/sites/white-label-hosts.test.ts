import { apps } from '@tessera/plugins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, DEMO, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let labelId: number;

beforeAll(async () => {
  t = await createTestApp();
  labelId = await t.createWhitelabel({ name: 'Bright Pages', domain: 'brightpages.test', domain_2: 'bright-sites.test' });
  await t.db.updateTable('whitelabels').set({ logo_light: '/logos/bright-light.png' }).where('id', '=', labelId).execute();
  await t.app.siteHosts.refresh();
});
afterAll(() => t.close());

const config = (host: string) => t.request({ method: 'GET', url: '/api/v1/config', headers: { host } });

describe('white-label hosts', () => {
  it("answers GET /config with the white-label of the request's host, on either of its domains", async () => {
    for (const host of ['brightpages.test', 'BRIGHT-SITES.test:8443']) {
      const response = await config(host);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ name: 'Bright Pages', logos: { light: '/logos/bright-light.png', dark: null } });
    }
    expect((await config('bright-sites.test')).json().data.site_domain).toBe('bright-sites.test');
  });

  it('falls back to the configured defaults on the site domain and loopback names', async () => {
    for (const host of [TEST_SITE_DOMAIN, 'localhost:3000', '127.0.0.1']) {
      const response = await config(host);
      expect(response.json().data).toMatchObject({ name: 'Tessera', logos: { light: null, dark: null }, site_domain: TEST_SITE_DOMAIN });
    }
    const defaults = (await config(TEST_SITE_DOMAIN)).json().data;
    expect(defaults.unlimitedPlans).toEqual([]);
    // The installed premium apps, as the manifest lists them; free ones are no part of the directory.
    expect(defaults.premiumAppDirectory.map((app: { id: string }) => app.id)).toEqual(apps.filter((app) => app.premium).map((app) => app.id));
  });

  it('answers any API call on an unknown host with 404 "Unknown host."', async () => {
    const unknown = await config('evil.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Unknown host.', code: 'not_found' });
    // A published site's own host is not the app either.
    const login = await t.request({ method: 'POST', url: '/api/v1/login', payload: DEMO, headers: { host: `demo.${TEST_SITE_DOMAIN}` } });
    expect(login.statusCode).toBe(404);
  });

  it('serves the app on a white-label domain and published sites under it for that white-label’s agencies only', async () => {
    const token = await t.login(DEMO);
    const demo = (await t.request({ method: 'GET', url: '/api/v1/landings', token })).json().data[0];
    await t.request({ method: 'POST', url: `/api/v1/landings/${demo.id}/pages/${demo.home_page_id}/publish`, token });
    const site = (host: string) => t.request({ method: 'GET', url: '/', headers: { host } });

    expect((await site(`demo.${TEST_SITE_DOMAIN}`)).statusCode).toBe(200);
    // Not under the white-label while the demo agency is not one of its agencies.
    expect((await site('demo.brightpages.test')).statusCode).toBe(404);
    await t.db.updateTable('agencies').set({ whitelabel_id: labelId }).where('name', '=', 'Demo Agency').execute();
    const listed = (await t.request({ method: 'GET', url: '/api/v1/landings', token })).json().data[0];
    expect(listed.url).toBe('http://demo.brightpages.test:3000/');
    expect((await t.request({ method: 'GET', url: `/api/v1/landings/${demo.id}`, token })).json().data.url).toBe('http://demo.brightpages.test:3000/');
    for (const host of ['demo.brightpages.test', 'demo.bright-sites.test:3000']) {
      const response = await site(host);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^<!doctype html>/);
    }
    // The white-label domain itself is the app: its internal site prefix does not exist there.
    expect((await t.request({ method: 'GET', url: '/_sites/', headers: { host: 'brightpages.test' } })).statusCode).toBe(404);
  });

  it('knows a new white-label as soon as it is added', async () => {
    expect((await config('fresh-label.test')).statusCode).toBe(404);
    await t.createWhitelabel({ name: 'Fresh Label', domain: 'fresh-label.test' });
    expect((await config('fresh-label.test')).json().data.name).toBe('Fresh Label');
  });
});

describe('admin white-label list', () => {
  it('pages 10 at a time by default, sorted by domain, and searches name and domains', async () => {
    for (let i = 1; i <= 11; i += 1) {
      await t.db.insertInto('whitelabels').values({ name: `Label ${i}`, domain: `label-${String(i).padStart(2, '0')}.test` }).execute();
    }
    const token = await t.login(ADMIN);
    const first = await t.request({ method: 'GET', url: '/api/v1/whitelabels', token });
    expect(first.json().meta.total).toBe(13);
    const domains = first.json().data.map((label: { domain: string }) => label.domain);
    expect(domains).toHaveLength(10);
    expect(domains).toEqual([...domains].sort());
    expect(domains[0]).toBe('brightpages.test');
    const last = await t.request({ method: 'GET', url: '/api/v1/whitelabels', token, query: { page: '2' } });
    expect(last.json().data).toHaveLength(3);

    const found = await t.request({ method: 'GET', url: '/api/v1/whitelabels', token, query: { search: 'BRIGHT-SITES' } });
    expect(found.json()).toEqual({
      data: [
        {
          id: labelId,
          name: 'Bright Pages',
          domain: 'brightpages.test',
          domain_2: 'bright-sites.test',
          logos: { light: '/logos/bright-light.png', dark: null },
          created_at: expect.any(String),
          cert: { status: 'none', checked_at: null, message: null },
        },
      ],
      meta: { total: 1 },
    });
    const bad = await t.request({ method: 'GET', url: '/api/v1/whitelabels', token, query: { per_page: '500' } });
    expect(bad.statusCode).toBe(422);
  });
});

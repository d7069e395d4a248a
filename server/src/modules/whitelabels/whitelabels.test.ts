import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTlsCertificateProbe } from '../../services/certificate-probe.ts';
import { startLocalTlsServer, type LocalTlsServer } from '../../testing/local-tls-server.ts';
import { ADMIN, createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let front: LocalTlsServer;
let admin: string;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.request({ method, url: `/api/v1/whitelabels${url}`, token, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  // The front has obtained certificates for brand.test and www.brand.test only.
  front = await startLocalTlsServer(['brand.test', 'www.brand.test']);
  t = await createTestApp({ certificates: createTlsCertificateProbe({ connectTo: '127.0.0.1', port: front.port, ca: front.ca, timeoutMs: 2_000 }) });
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t.close();
  await front.close();
});

describe('white-labels', () => {
  it('creates one whose domains answer the app at once with its name, and edits it', async () => {
    const created = await api('POST', '', { name: 'Brand', domain: ' Brand.test ', domain_2: 'www.brand.test', logo_light: '/files/logo.png' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      data: { name: 'Brand', domain: 'brand.test', domain_2: 'www.brand.test', logos: { light: '/files/logo.png', dark: null }, cert: { status: 'none', checked_at: null } },
      message: 'White-label created.',
    });
    const config = await t.request({ method: 'GET', url: '/api/v1/config', headers: { host: 'www.brand.test' } });
    expect(config.json().data).toMatchObject({ name: 'Brand', logos: { light: '/files/logo.png' } });

    const id = created.json().data.id;
    const edited = await api('PUT', `/${id}`, { name: 'Brand Co', domain: 'brand.test', domain_2: '' });
    expect(edited.json().data).toMatchObject({ name: 'Brand Co', domain_2: null });
    expect((await t.request({ method: 'GET', url: '/api/v1/config', headers: { host: 'www.brand.test' } })).statusCode).toBe(404);
    expect((await api('GET', `/${id}`)).json().data.name).toBe('Brand Co');
    await api('PUT', `/${id}`, { name: 'Brand', domain: 'brand.test', domain_2: 'www.brand.test' });
  });

  it("refuses a domain that is the platform's, another white-label's or malformed, naming the field, and stores nothing", async () => {
    const cases: [object, string, string][] = [
      [{ name: 'Copy', domain: 'www.brand.test' }, 'domain', 'This domain is already used by another white-label.'],
      [{ name: 'Copy', domain: 'copy.test', domain_2: 'BRAND.test' }, 'domain_2', 'This domain is already used by another white-label.'],
      [{ name: 'Copy', domain: `shop.${TEST_SITE_DOMAIN}` }, 'domain', 'This address belongs to the platform. Use a domain of your own.'],
      [{ name: 'Copy', domain: 'copy.test', domain_2: 'copy.test' }, 'domain_2', 'The second domain must differ from the first.'],
      [{ name: 'Copy', domain: 'not a domain' }, 'domain', 'Domain format is invalid.'],
      [{ name: '', domain: 'copy.test' }, 'name', 'The name field is required.'],
      [{ name: 'Copy', domain: 'copy.test', logo_dark: 'javascript:alert(1)' }, 'logo_dark', 'Use an http(s) address or an uploaded image.'],
    ];
    for (const [body, field, message] of cases) {
      const refused = await api('POST', '', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json().errors[field]).toEqual([message]);
    }
    expect((await api('GET', '?search=copy')).json().meta.total).toBe(0);
    expect((await api('GET', '/', undefined, await t.login((await t.createAgency('Nosy')).credentials))).statusCode).toBe(403);
  });

  it('obtains and checks the certificates of its domains: issued when the front serves them, pending while one is missing', async () => {
    const brand = (await api('GET', '?search=brand')).json().data[0];
    const checked = await api('POST', `/${brand.id}/cert`);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ data: { cert: { status: 'issued', message: null } }, message: 'The certificates are issued.' });
    expect(checked.json().data.cert.checked_at).not.toBeNull();

    const shop = (await api('POST', '', { name: 'Shop', domain: 'shop.brand.test' })).json().data;
    const waiting = (await api('POST', `/${shop.id}/cert`)).json();
    expect(waiting).toMatchObject({ data: { cert: { status: 'pending' } }, message: 'The certificates are being issued; check again in a minute.' });
    expect(waiting.data.cert.message).toContain('shop.brand.test does not serve a trusted certificate yet');
    expect((await api('POST', '/999999/cert')).statusCode).toBe(404);
  });

  it('deletes a white-label only when no agency is under it', async () => {
    const brand = (await api('GET', '?search=Brand')).json().data.find((row: { domain: string }) => row.domain === 'brand.test');
    const agency = await t.createAgency('Under Brand');
    await t.db.updateTable('agencies').set({ whitelabel_id: brand.id }).where('id', '=', agency.agencyId).execute();
    const refused = await api('DELETE', `/${brand.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('1 agency is under this white-label; move them to another first.');
    await t.db.updateTable('agencies').set({ whitelabel_id: null }).where('id', '=', agency.agencyId).execute();
    expect((await api('DELETE', `/${brand.id}`)).json()).toEqual({ message: 'White-label deleted.', success: true });
    expect((await api('GET', `/${brand.id}`)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/v1/config', headers: { host: 'brand.test' } })).statusCode).toBe(404);
  });
});

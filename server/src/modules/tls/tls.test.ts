import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

const ask = (domain: string) => t.request({ method: 'GET', url: '/api/v1/tls/allowed', query: { domain }, headers: { host: 'localhost' } });

beforeAll(async () => {
  t = await createTestApp();
  const whitelabelId = await t.createWhitelabel({ name: 'Brand', domain: 'brand.test', domain_2: 'brand2.test' });
  const branded = await t.createAgency('Branded');
  await t.db.updateTable('agencies').set({ whitelabel_id: whitelabelId }).where('id', '=', branded.agencyId).execute();
  await t.db.updateTable('landings').set({ domain: 'shop.example.org' }).where('id', '=', branded.landingId).execute();
  const archived = await t.createAgency('Gone Away');
  await t.db.updateTable('agencies').set({ whitelabel_id: whitelabelId, archived_at: new Date() }).where('id', '=', archived.agencyId).execute();
  await t.db.updateTable('landings').set({ domain: 'gone.example.org' }).where('id', '=', archived.landingId).execute();
  t.dns.set('cnames', 'gone.example.org', ['brand.test']);
});
afterAll(() => t.close());

describe('the TLS front’s ask endpoint', () => {
  it('allows the platform domain, a white-label’s domains and the sites that exist under them', async () => {
    for (const [domain, reason] of [
      [TEST_SITE_DOMAIN, 'platform'],
      ['brand.test', 'whitelabel'],
      ['BRAND2.test.', 'whitelabel'],
      [`demo.${TEST_SITE_DOMAIN}`, 'site'],
      ['branded.brand.test', 'site'],
      ['branded.brand2.test', 'site'],
    ]) {
      const answer = await ask(domain!);
      expect(answer.statusCode, domain).toBe(200);
      expect(answer.json()).toEqual({ allowed: true, reason });
    }
  });

  it('allows a custom domain only once its DNS points here', async () => {
    expect((await ask('shop.example.org')).statusCode).toBe(404);
    t.dns.set('cnames', 'shop.example.org', ['brand.test']);
    expect((await ask('shop.example.org')).json()).toEqual({ allowed: true, reason: 'custom-domain' });
  });

  it('refuses a custom domain that is only claimed, and allows it once its owner proved it with the TXT record', async () => {
    const owner = await t.createAgency('Claimant');
    const ownerToken = await t.login(owner.credentials);
    const claimed = await t.request({ method: 'PUT', url: `/api/v1/landings/${owner.landingId}/custom-url`, token: ownerToken, payload: { custom_url: 'claimed.example.org' } });
    expect(claimed.statusCode).toBe(200);
    t.dns.set('cnames', 'claimed.example.org', [TEST_SITE_DOMAIN]);
    expect((await ask('claimed.example.org')).statusCode).toBe(404);
    t.dns.set('txt', '_tessera.claimed.example.org', [claimed.json().data.claim.txt.value]);
    const verified = await t.request({ method: 'POST', url: `/api/v1/landings/${owner.landingId}/custom-domain/verify`, token: ownerToken });
    expect(verified.statusCode).toBe(200);
    expect((await ask('claimed.example.org')).json()).toEqual({ allowed: true, reason: 'custom-domain' });
  });

  it('refuses sites that do not exist, an archived agency’s, and any other domain', async () => {
    for (const domain of [`nobody.${TEST_SITE_DOMAIN}`, 'nobody.brand.test', 'demo.brand.test', 'gone-away.brand.test', 'gone.example.org', 'random.example.net', 'a.b.branded.brand.test']) {
      const answer = await ask(domain);
      expect(answer.statusCode, domain).toBe(404);
      expect(answer.json().message).toBe('No site or white-label of this platform answers at this domain.');
    }
    const missing = await t.request({ method: 'GET', url: '/api/v1/tls/allowed', headers: { host: 'localhost' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.domain).toEqual(['The domain field is required.']);
  });
});

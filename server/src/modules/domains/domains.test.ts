import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createFakeDns } from '../../testing/fake-dns.ts';
import { demoSite } from '../../testing/site-fixtures.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';
import { pointsHere, requiredRecord } from './domain-checks.ts';

let t: TestApp;
let token: string;
let landingId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ token, landingId } = await demoSite(t));
});
afterAll(() => t.close());

const setCustomUrl = (custom_url: unknown, as = token, id = landingId) =>
  t.request({ method: 'PUT', url: `/api/v1/landings/${id}/custom-url`, token: as, payload: { custom_url } });
const storedDomain = async (id = landingId) => (await t.db.selectFrom('landings').select('domain').where('id', '=', id).executeTakeFirstOrThrow()).domain;

describe('custom domain', () => {
  it.each(['www.shop.example.com', 'https://shop.example.com', 'Shop.Example.com', 'shop', 'shop.example.c', '-shop.example.com', 'shop.example.com/path'])(
    'refuses %s with the §5 message and stores nothing',
    async (domain) => {
      const response = await setCustomUrl(domain);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: 'Domain format is invalid.', errors: { custom_url: ['Domain format is invalid.'] } });
      expect(await storedDomain()).toBeNull();
    },
  );

  it('stores the domain (whitespace stripped) and answers with the CNAME record to create', async () => {
    const response = await setCustomUrl(' shop.example.com ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { custom_url: 'shop.example.com', url: 'http://shop.example.com/', dns: { type: 'CNAME', name: 'shop.example.com', value: TEST_SITE_DOMAIN } },
      message: 'Custom domain saved. Create the DNS record shown, then check the domain.',
      success: true,
    });
    expect(await storedDomain()).toBe('shop.example.com');
  });

  it('refuses a domain another website uses, and the platform’s own names', async () => {
    const rival = await t.createAgency('Rival Domains');
    const rivalToken = await t.login(rival.credentials);
    const taken = await setCustomUrl('shop.example.com', rivalToken, rival.landingId);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ custom_url: ['This domain is already used by another website.'] });
    for (const domain of [TEST_SITE_DOMAIN, `anything.${TEST_SITE_DOMAIN}`]) {
      const response = await setCustomUrl(domain, rivalToken, rival.landingId);
      expect(response.json().errors).toEqual({ custom_url: ['This address belongs to the platform. Use a domain of your own.'] });
    }
    expect(await storedDomain(rival.landingId)).toBeNull();
    // Nor may it set ours.
    expect((await setCustomUrl('other.example.com', rivalToken)).statusCode).toBe(404);
    expect(await storedDomain()).toBe('shop.example.com');
  });

  it('removes the domain with null', async () => {
    const response = await setCustomUrl(null);
    expect(response.json()).toMatchObject({ data: { custom_url: null, dns: null, url: `http://demo.${TEST_SITE_DOMAIN}:3000/` }, message: 'Custom domain removed.' });
    expect(await storedDomain()).toBeNull();
  });
});

describe('POST /landings/validate-domain', () => {
  const validate = (domain: unknown, query?: Record<string, string>) => t.request({ method: 'POST', url: '/api/v1/landings/validate-domain', token, payload: { domain }, query });

  it('checks the format with the exact §5 message', async () => {
    const response = await validate('www.example.com');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'Domain format is invalid.', errors: { domain: ['Domain format is invalid.'] } });
    expect((await validate(undefined)).json().errors.domain).toEqual(['The domain field is required.']);
  });

  it('refuses a domain used by another website, but not the website’s own', async () => {
    await setCustomUrl('mine.example.com');
    t.dns.set('cnames', 'mine.example.com', [TEST_SITE_DOMAIN]);
    expect((await validate('mine.example.com')).json().errors).toEqual({ domain: ['This domain is already used by another website.'] });
    expect((await validate('mine.example.com', { landing_id: String(landingId) })).statusCode).toBe(200);
  });

  it('looks the domain up in DNS: a CNAME to the site domain passes, a domain pointing elsewhere is told what record to create', async () => {
    const missing = await validate('new.example.com');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.domain).toEqual([
      `new.example.com does not point here yet. Create a CNAME record for new.example.com with the value ${TEST_SITE_DOMAIN}; DNS changes can take a while to show.`,
    ]);
    t.dns.set('cnames', 'new.example.com', [TEST_SITE_DOMAIN]);
    expect((await validate('new.example.com')).json()).toEqual({
      data: { domain: 'new.example.com', dns: { type: 'CNAME', name: 'new.example.com', value: TEST_SITE_DOMAIN } },
      message: 'The domain is set up correctly.',
      success: true,
    });
    // A flattened CNAME at a zone apex answers with the site domain's own addresses.
    t.dns.set('addresses', TEST_SITE_DOMAIN, ['203.0.113.10']);
    t.dns.set('addresses', 'apex.example', ['203.0.113.10']);
    expect((await validate('apex.example')).statusCode).toBe(200);
    t.dns.set('addresses', 'elsewhere.example', ['198.51.100.99']);
    expect((await validate('elsewhere.example')).statusCode).toBe(422);
  });

  it("answers another agency's website id with 404", async () => {
    const rival = await t.createAgency('Rival Validator');
    expect((await validate('new.example.com', { landing_id: String(rival.landingId) })).statusCode).toBe(404);
  });
});

describe('POST /landings/validate-subdomain', () => {
  const validate = (subdomain: unknown, query?: Record<string, string>) =>
    t.request({ method: 'POST', url: '/api/v1/landings/validate-subdomain', token, payload: { subdomain }, query });

  it('checks format, reserved words and uniqueness', async () => {
    expect((await validate('-bad-')).json().errors).toEqual({ subdomain: ['Subdomain format is invalid.'] });
    expect((await validate('')).json().errors).toEqual({ subdomain: ['Subdomain is required.'] });
    expect((await validate('a'.repeat(63))).json().errors).toEqual({ subdomain: ['Subdomain format is invalid.'] });
    for (const reserved of ['www', 'app', 'api', 'admin']) expect((await validate(reserved)).json().errors).toEqual({ subdomain: ['This subdomain is reserved.'] });
    expect((await validate('demo')).json().errors).toEqual({ subdomain: ['This subdomain is already taken.'] });
    expect((await validate('demo', { landing_id: String(landingId) })).statusCode).toBe(200);
    expect((await validate(' fresh-name ')).json()).toEqual({ data: { subdomain: 'fresh-name', available: true }, message: 'The subdomain is available.', success: true });
  });
});

describe('the DNS record and check with a public server address', () => {
  const config = loadConfig({ TESSERA_SITE_DOMAIN: TEST_SITE_DOMAIN, TESSERA_PUBLIC_IP: '203.0.113.7' });

  it('asks for an A record at TESSERA_PUBLIC_IP, and accepts a domain whose address is it', async () => {
    expect(requiredRecord(config, 'shop.example.com', TEST_SITE_DOMAIN)).toEqual({ type: 'A', name: 'shop.example.com', value: '203.0.113.7' });
    const dns = createFakeDns();
    dns.set('addresses', 'shop.example.com', ['203.0.113.7']);
    dns.set('addresses', 'other.example.com', ['203.0.113.8']);
    expect(await pointsHere(dns, config, 'shop.example.com', TEST_SITE_DOMAIN)).toBe(true);
    expect(await pointsHere(dns, config, 'other.example.com', TEST_SITE_DOMAIN)).toBe(false);
  });

  it('refuses a public address that is not an IP', () => {
    expect(() => loadConfig({ TESSERA_PUBLIC_IP: 'example.com' })).toThrow('TESSERA_PUBLIC_IP');
  });
});

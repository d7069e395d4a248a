import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createFakeDns } from '../../testing/fake-dns.ts';
import { demoSite, designOf, saveAndPublish, visit } from '../../testing/site-fixtures.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';
import { WebhookReceiver } from '../../testing/webhook-receiver.ts';
import { SITE_RERENDER_JOB } from '../sites/rerender-job.ts';
import { pointsHere, requiredRecord } from './domain-checks.ts';

let t: TestApp;
let token: string;
let landingId: number;
let homePageId: number;
/** Stands in for the web server at a claimed domain, answering the token file (or not). */
let domainServer: WebhookReceiver;

beforeAll(async () => {
  domainServer = await new WebhookReceiver().start();
  t = await createTestApp({ env: { TESSERA_DOMAIN_VERIFICATION_PORT: String(domainServer.port) } });
  ({ token, landingId, homePageId } = await demoSite(t));
});
afterAll(async () => {
  await t.close();
  await domainServer.stop();
});

const setCustomUrl = (custom_url: unknown, as = token, id = landingId) =>
  t.request({ method: 'PUT', url: `/api/v1/landings/${id}/custom-url`, token: as, payload: { custom_url } });
const storedDomain = async (id = landingId) => (await t.db.selectFrom('landings').select('domain').where('id', '=', id).executeTakeFirstOrThrow()).domain;
const claimOf = async (as = token, id = landingId) => (await t.request({ method: 'GET', url: `/api/v1/landings/${id}/custom-domain`, token: as })).json().data;
const verify = (as = token, id = landingId) => t.request({ method: 'POST', url: `/api/v1/landings/${id}/custom-domain/verify`, token: as });
const askTls = (domain: string) => t.request({ method: 'GET', url: '/api/v1/tls/allowed', query: { domain }, headers: { host: 'localhost' } });
const headline = (text: string) => designOf([{ key: 'headline', id: 'element-h1', props: { text, tag: 'h1' } }]);

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

  it('keeps the domain (whitespace stripped) as a pending claim, answering with the records to create', async () => {
    const response = await setCustomUrl(' shop.example.com ');
    expect(response.statusCode).toBe(200);
    const claim = response.json().data.claim;
    expect(claim.txt.value).toMatch(/^[a-f0-9]{32}$/);
    expect(response.json()).toEqual({
      data: {
        custom_url: 'shop.example.com',
        url: `http://demo.${TEST_SITE_DOMAIN}:3000/`,
        dns: { type: 'CNAME', name: 'shop.example.com', value: TEST_SITE_DOMAIN },
        claim: {
          domain: 'shop.example.com',
          status: 'pending',
          txt: { name: '_tessera.shop.example.com', value: claim.txt.value },
          http: { url: `http://shop.example.com:${domainServer.port}/.well-known/tessera-verification/${claim.txt.value}`, body: claim.txt.value },
          verified_at: null,
        },
      },
      message: 'Custom domain saved. Prove it is yours with the TXT record or the file shown, then verify it.',
      success: true,
    });
    expect(await claimOf()).toEqual(claim);
    // Saved again, it keeps its token: the record already created stays good.
    expect((await setCustomUrl('shop.example.com')).json().data.claim.txt.value).toBe(claim.txt.value);
    expect(await storedDomain()).toBeNull();
  });

  it('refuses the platform’s own names, and another agency’s website', async () => {
    const rival = await t.createAgency('Rival Domains');
    const rivalToken = await t.login(rival.credentials);
    for (const domain of [TEST_SITE_DOMAIN, `anything.${TEST_SITE_DOMAIN}`]) {
      const response = await setCustomUrl(domain, rivalToken, rival.landingId);
      expect(response.json().errors).toEqual({ custom_url: ['This address belongs to the platform. Use a domain of your own.'] });
    }
    expect(await claimOf(rivalToken, rival.landingId)).toBeNull();
    expect((await setCustomUrl('other.example.com', rivalToken)).statusCode).toBe(404);
    expect((await claimOf()).domain).toBe('shop.example.com');
  });

  it('removes the domain with null', async () => {
    const response = await setCustomUrl(null);
    expect(response.json()).toMatchObject({ data: { custom_url: null, dns: null, claim: null, url: `http://demo.${TEST_SITE_DOMAIN}:3000/` }, message: 'Custom domain removed.' });
    expect(await claimOf()).toBeNull();
    expect(await storedDomain()).toBeNull();
  });
});

describe('proof of ownership of a custom domain', () => {
  const DOMAIN = 'victim-shop.example';
  let rival: Awaited<ReturnType<TestApp['createAgency']>>;
  let rivalToken: string;

  beforeAll(async () => {
    rival = await t.createAgency('Squatter');
    rivalToken = await t.login(rival.credentials);
    await saveAndPublish(t, token, landingId, homePageId, headline('The real shop'));
    await saveAndPublish(t, rivalToken, rival.landingId, rival.pageId, headline('The squatter'));
    // The domain points here, as it would for an owner who hosts the shop on the platform; its
    // web server, asked for the token file, is the local one.
    t.dns.set('cnames', DOMAIN, [TEST_SITE_DOMAIN]);
    t.dns.set('addresses', DOMAIN, ['127.0.0.1']);
  });

  it('another agency’s earlier claim does not block the owner, and a pending domain serves nothing', async () => {
    expect((await setCustomUrl(DOMAIN, rivalToken, rival.landingId)).statusCode).toBe(200);
    const mine = await setCustomUrl(DOMAIN);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.claim.status).toBe('pending');
    const theirs = await claimOf(rivalToken, rival.landingId);
    expect(theirs).toMatchObject({ domain: DOMAIN, status: 'pending' });
    expect(theirs.txt.value).not.toBe(mine.json().data.claim.txt.value);

    const page = await visit(t, DOMAIN);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<h1>Page not found</h1>');
    expect((await askTls(DOMAIN)).statusCode).toBe(404);
  });

  it('refuses to verify without the proof, saying what it found, and changes nothing', async () => {
    domainServer.status = 404;
    const missing = await verify();
    expect(missing.statusCode).toBe(422);
    const mineToken = (await claimOf()).txt.value;
    expect(missing.json().errors.domain).toEqual([
      `${DOMAIN} is not verified yet: there is no TXT record at _tessera.${DOMAIN}, and http://${DOMAIN}:${domainServer.port}/.well-known/tessera-verification/${mineToken} could not be read (the address answered 404). DNS changes can take a while to show.`,
    ]);
    // The squatter's token in the record proves nothing for this website.
    t.dns.set('txt', `_tessera.${DOMAIN}`, [(await claimOf(rivalToken, rival.landingId)).txt.value]);
    domainServer.status = 200;
    domainServer.answer = 'something else';
    const wrong = await verify();
    expect(wrong.json().errors.domain[0]).toContain(`the TXT record at _tessera.${DOMAIN} does not hold this website's token`);
    expect(wrong.json().errors.domain[0]).toContain('answered without the token');
    expect((await claimOf()).status).toBe('pending');
    expect(await storedDomain()).toBeNull();
    expect((await visit(t, DOMAIN)).statusCode).toBe(404);
  });

  it('verifies by TXT record: the domain serves the website, TLS may be obtained, and the pending claim of the other agency is lost', async () => {
    const mineToken = (await claimOf()).txt.value;
    t.dns.set('txt', `_tessera.${DOMAIN}`, ['v=spf1 -all', mineToken]);
    const verified = await verify();
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ data: { domain: DOMAIN, status: 'verified' }, message: `${DOMAIN} is verified by its TXT record.`, success: true });
    expect(verified.json().data.verified_at).toEqual(expect.any(String));

    // The canonical addresses move with the domain once the queued re-render ran.
    await t.runJobs(SITE_RERENDER_JOB);
    const page = await visit(t, DOMAIN);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The real shop');
    expect(page.body).toContain(`<link rel="canonical" href="http://${DOMAIN}/"/>`);
    expect((await askTls(DOMAIN)).json()).toEqual({ allowed: true, reason: 'custom-domain' });
    expect(await claimOf(rivalToken, rival.landingId)).toMatchObject({ domain: DOMAIN, status: 'lost' });
    expect(await storedDomain()).toBe(DOMAIN);
    expect(await storedDomain(rival.landingId)).toBeNull();
  });

  it('verifies by the token file over HTTP, and the newest proof takes the domain over', async () => {
    // The domain changed hands: its new owner serves the file of their own claim.
    t.dns.set('txt', `_tessera.${DOMAIN}`, []);
    const theirToken = (await claimOf(rivalToken, rival.landingId)).txt.value;
    domainServer.answer = `${theirToken}\n`;
    const verified = await verify(rivalToken, rival.landingId);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ data: { status: 'verified' }, message: `${DOMAIN} is verified by its token file.` });
    const asked = domainServer.received.at(-1)!;
    expect(asked.url).toBe(`/.well-known/tessera-verification/${theirToken}`);
    expect(asked.headers.host).toBe(`${DOMAIN}:${domainServer.port}`);

    expect((await visit(t, DOMAIN)).body).toContain('The squatter');
    expect((await claimOf()).status).toBe('lost');
    expect(await storedDomain()).toBeNull();
    await t.runJobs(SITE_RERENDER_JOB);
    expect((await visit(t, `demo.${TEST_SITE_DOMAIN}`)).body).toContain(`<link rel="canonical" href="http://demo.${TEST_SITE_DOMAIN}:3000/"/>`);
  });

  it('has nothing to verify for a website without a custom domain', async () => {
    await setCustomUrl(null);
    const response = await verify();
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ domain: ['This website has no custom domain to verify.'] });
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

  it('does not refuse a domain another website claimed: only a proof of ownership decides who gets it', async () => {
    const rival = await t.createAgency('Rival Validator Claim');
    await setCustomUrl('mine.example.com', await t.login(rival.credentials), rival.landingId);
    t.dns.set('cnames', 'mine.example.com', [TEST_SITE_DOMAIN]);
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

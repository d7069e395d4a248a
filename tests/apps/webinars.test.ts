import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_GOTO_WEBINAR_KEY } from '../../server/src/services/connections/fake-vendors-server.ts';
import { connectAccount } from '../../server/src/testing/oauth-connect.ts';
import { designOf, saveAndPublish, visit } from '../../server/src/testing/site-fixtures.ts';
import { ADMIN, createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../server/src/testing/test-app.ts';

/**
 * The webinars app with the real GoTo Webinar connector against the fake GoTo API on loopback:
 * an agency's connected account's webinars picked for a GoTo Reg Info element, shown on the
 * published page, and visitors registered through the site's own address.
 */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;
const host = `webinar-studio.${TEST_SITE_DOMAIN}`;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = token) => t.request({ method, url: `/api/v1${url}`, token: as, ...(payload ? { payload } : {}) });
const register = (payload: object, onHost = host) => t.request({ method: 'POST', url: '/api/v1/site/webinars/register', headers: { host: onHost }, payload });
const grantApp = async (agencyId: number) => expect((await api('PUT', `/agencies/${agencyId}`, { premium_apps: ['webinars'] }, await t.login(ADMIN))).statusCode).toBe(200);
let accountId: number;
const visitor = () => ({ account_id: accountId, webinar_key: FAKE_GOTO_WEBINAR_KEY, first_name: 'Vera', last_name: 'Visitor', email: 'vera@example.com' });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Webinar Studio');
  token = await t.tokenFor(owner.ownerId);
});
afterAll(() => t.close());

describe('webinars', () => {
  it("lists the agency's upcoming GoTo webinars for the element's picker once the app is held and an account connected", async () => {
    expect((await api('GET', `/landings/${owner.landingId}/webinars`)).json().message).toBe('The Webinars app is not part of your plan. Add it from Premium apps.');
    await grantApp(owner.agencyId);
    expect((await api('GET', `/landings/${owner.landingId}/webinars`)).json().data).toEqual([]);

    await connectAccount(t, token, 'gotowebinar');
    accountId = (await api('GET', '/oauth-accounts')).json().data[0].id;
    const listed = (await api('GET', `/landings/${owner.landingId}/webinars`)).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ account_id: accountId, key: FAKE_GOTO_WEBINAR_KEY, subject: 'Launch week live demo', time_zone: 'America/New_York', registration_url: `https://attendee.gotowebinar.com/register/${FAKE_GOTO_WEBINAR_KEY}` });
    expect(new Date(listed[0].starts_at).getUTCHours()).toBe(17);

    const rival = await t.createAgency('Rival Studio');
    expect((await api('GET', `/landings/${owner.landingId}/webinars`, undefined, await t.tokenFor(rival.ownerId))).statusCode).toBe(404);
  });

  it('answers reads of the same webinars that run at once alike, each keeping the webinar once', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => api('GET', `/landings/${owner.landingId}/webinars`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    for (const answer of answers) expect(answer.json().data.map((webinar: { key: string }) => webinar.key)).toEqual([FAKE_GOTO_WEBINAR_KEY]);
  });

  it('drops a webinar the provider no longer lists, and shows it again once listed', async () => {
    t.vendors.setGotoWebinarListed(false);
    try {
      expect((await api('GET', `/landings/${owner.landingId}/webinars`)).json().data).toEqual([]);
    } finally {
      t.vendors.setGotoWebinarListed(true);
    }
    expect((await api('GET', `/landings/${owner.landingId}/webinars`)).json().data.map((webinar: { key: string }) => webinar.key)).toEqual([FAKE_GOTO_WEBINAR_KEY]);
  });

  it("shows the webinar on the published page in the organizer's zone, its form left to the island and a link for visitors without script", async () => {
    await saveAndPublish(t, token, owner.landingId, owner.pageId, designOf([{ key: 'goto-reg-info', props: { webinar: `${accountId}:${FAKE_GOTO_WEBINAR_KEY}`, button_label: 'Save my seat' } }]));
    const page = (await visit(t, host, '/')).body;
    expect(page).toContain('Launch week live demo</h2>');
    expect(page).toMatch(/<time dateTime="[^"]+T17:00:00\.000Z" data-local-time="en">\w+day, \w+ \d+, \d{4} at 12:00 PM (EST|EDT)<\/time>/);
    expect(page).toContain('A tour of the new release, with questions at the end.');
    expect(page).toContain('<form class="ts-goto-reg__form" hidden="" aria-label="Register for Launch week live demo" action="/api/v1/site/webinars/register" method="post">');
    expect(page).toContain(`<noscript><p><a class="ts-goto-reg__button" href="https://attendee.gotowebinar.com/register/${FAKE_GOTO_WEBINAR_KEY}">Save my seat</a></p></noscript>`);
    expect(page).toContain('data-island="goto-reg-info"');
  });

  it('registers a visitor through the agency’s GoTo account, once, on the site’s own address only', async () => {
    const first = await register(visitor());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'You are registered. The joining link is on its way to your e-mail.', join_url: `https://global.gotowebinar.com/join/${FAKE_GOTO_WEBINAR_KEY}/0`, success: true });
    expect(t.vendors.received.gotoRegistrants).toEqual([{ webinarKey: FAKE_GOTO_WEBINAR_KEY, firstName: 'Vera', lastName: 'Visitor', email: 'vera@example.com' }]);

    const again = await register({ ...visitor(), email: 'VERA@example.com' });
    expect(again.json().message).toBe('You were already registered: the joining link is in your e-mail.');
    expect(t.vendors.received.gotoRegistrants).toHaveLength(1);

    expect((await t.request({ method: 'POST', url: '/api/v1/site/webinars/register', payload: visitor() })).statusCode).toBe(404);
    expect((await register(visitor(), `nobody.${TEST_SITE_DOMAIN}`)).statusCode).toBe(404);
  });

  it('refuses a bad registration on its field and registers nobody', async () => {
    const before = t.vendors.received.gotoRegistrants.length;
    const invalid = await register({ ...visitor(), first_name: ' ', email: 'not-an-address' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ first_name: ['The first name field is required.'], email: ['The email must be a valid email address.'] });
    expect((await register({ ...visitor(), webinar_key: '999' })).json().errors).toEqual({ webinar_key: ['This webinar is no longer open for registration.'] });
    expect((await register({ ...visitor(), email: 'bot@example.com', website: 'http://spam.example' })).statusCode).toBe(422);

    const rival = await t.createAgency('Other Studio');
    await grantApp(rival.agencyId);
    expect((await register(visitor(), `other-studio.${TEST_SITE_DOMAIN}`)).json().errors).toEqual({ webinar_key: ['This webinar is no longer open for registration.'] });
    expect(t.vendors.received.gotoRegistrants).toHaveLength(before);
  });

  it('answers a provider failure with a message for the visitor, and refuses a site whose agency does not hold the app', async () => {
    t.vendors.rateLimit('gotowebinar', 1);
    const limited = await register({ ...visitor(), email: 'later@example.com' });
    expect(limited.statusCode).toBe(502);
    expect(limited.json().message).toBe('Registration is not possible right now. Please try again in a few minutes.');

    await api('PUT', `/agencies/${owner.agencyId}`, { premium_apps: [] }, await t.login(ADMIN));
    const locked = await register(visitor());
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('The Webinars app is not part of your plan. Add it from Premium apps.');
    // The grant is checked before the visitor's input: a locked site says so whatever was sent.
    expect((await register({ email: 'not-an-address' })).statusCode).toBe(403);
  });

  it("limits each visitor's registrations per minute, before their input is read, as the site's forms are", async () => {
    await grantApp(owner.agencyId);
    const before = t.vendors.received.gotoRegistrants.length;
    const answers: number[] = [];
    for (let attempt = 0; attempt < 12 && !answers.includes(429); attempt++) answers.push((await register({ ...visitor(), first_name: ' ' })).statusCode);
    expect(answers.slice(0, -1).every((status) => status === 422)).toBe(true);
    const refused = await register(visitor());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.vendors.received.gotoRegistrants).toHaveLength(before);
  });
});

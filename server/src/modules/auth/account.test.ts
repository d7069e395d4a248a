import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppSecret } from '../../db/app-secrets.ts';
import { ADMIN, createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';
import { createLoginLinkHash, LOGIN_LINK_TTL_MS } from './login-links.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = async (token: string) => t.request({ method: 'GET', url: '/api/v1/profile', token });
const countRows = async (table: 'users' | 'agencies' | 'access_tokens') =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('impersonation', () => {
  it('lets an admin act as an agency, shows who is behind it, and ends it for good', async () => {
    const agency = await t.createAgency('Impersonated Agency');
    const adminToken = await t.login(ADMIN);
    const started = await t.request({ method: 'POST', url: `/api/v1/impersonate/${agency.ownerId}`, token: adminToken });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ message: 'You are now signed in as Impersonated Agency.', success: true });
    const token = started.json().access_token as string;

    const asAgency = await profile(token);
    expect(asAgency.json().data).toMatchObject({
      id: agency.ownerId,
      role: 'Agency',
      agency: { id: agency.agencyId },
      impersonator: { email: ADMIN.email, name: 'Administrator' },
    });
    const sites = await t.request({ method: 'GET', url: '/api/v1/landings', token });
    expect(sites.json().data.map((landing: { id: number }) => landing.id)).toEqual([agency.landingId]);

    const stopped = await t.request({ method: 'DELETE', url: '/api/v1/impersonate', token });
    expect(stopped.json()).toEqual({ message: 'Impersonation ended.', success: true });
    expect((await profile(token)).statusCode).toBe(401);
    // The admin's own session is untouched.
    expect((await profile(adminToken)).json().data).toMatchObject({ role: 'Admin', impersonator: null });
  });

  it('refuses non-admins with 403, admins as targets, unknown users with 404, and stopping a normal session', async () => {
    const agencyToken = await t.login(DEMO);
    const admin = await t.db.selectFrom('users').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow();
    const tokensBefore = await countRows('access_tokens');
    const byAgency = await t.request({ method: 'POST', url: `/api/v1/impersonate/${admin.id}`, token: agencyToken });
    expect(byAgency.statusCode).toBe(403);
    expect(byAgency.json().message).toBe('This action is unauthorized.');

    const adminToken = await t.login(ADMIN);
    const otherAdmin = await t.createUser({ email: 'second-admin@example.test', role: 'Admin' });
    const ofAdmin = await t.request({ method: 'POST', url: `/api/v1/impersonate/${otherAdmin}`, token: adminToken });
    expect(ofAdmin.statusCode).toBe(403);
    expect(ofAdmin.json().message).toBe('Administrators cannot be impersonated.');
    const missing = await t.request({ method: 'POST', url: '/api/v1/impersonate/999999', token: adminToken });
    expect(missing.statusCode).toBe(404);
    expect(await countRows('access_tokens')).toBe(tokensBefore + 1);

    const notImpersonating = await t.request({ method: 'DELETE', url: '/api/v1/impersonate', token: agencyToken });
    expect(notImpersonating.statusCode).toBe(400);
    expect(notImpersonating.json().message).toBe('This session is not an impersonation.');
    expect((await profile(agencyToken)).statusCode).toBe(200);
  });

  it('expires an impersonation token after its time', async () => {
    const agency = await t.createAgency('Expiring Impersonation');
    const started = await t.request({ method: 'POST', url: `/api/v1/impersonate/${agency.ownerId}`, token: await t.login(ADMIN) });
    const token = started.json().access_token as string;
    await t.db.updateTable('access_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('impersonator_id', 'is not', null).execute();
    expect((await profile(token)).statusCode).toBe(401);
  });
});

describe('sign-in rate limit', () => {
  const attempt = (email: string, password: string, ip: string) =>
    t.request({ method: 'POST', url: '/api/v1/login', payload: { email, password }, headers: { 'x-forwarded-for': ip } });

  it('answers 429 after 20 failures from one address across accounts', async () => {
    for (let i = 0; i < 20; i += 1) expect((await attempt(`nobody-${i}@example.test`, 'wrong-password', '192.0.2.20')).statusCode).toBe(422);
    expect((await attempt(DEMO.email, DEMO.password, '192.0.2.20')).statusCode).toBe(429);
    expect((await attempt(DEMO.email, DEMO.password, '192.0.2.21')).statusCode).toBe(200);
  });

  it('counts a client on the open internet by its own address, whatever X-Forwarded-For it sends', async () => {
    const spoofing = (i: number, password = 'wrong-password', email = `spoof-${i}@example.test`) =>
      t.request({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email, password },
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    for (let i = 0; i < 20; i += 1) expect((await spoofing(i)).statusCode).toBe(422);
    expect((await spoofing(99, DEMO.password, DEMO.email)).statusCode).toBe(429);
  });

  it('counts a peer on a private network by its own address, however it rotates X-Forwarded-For', async () => {
    const rotating = (i: number, password = 'wrong-password', email = `rotate-${i}@example.test`) =>
      t.request({ method: 'POST', url: '/api/v1/login', payload: { email, password }, remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    const statuses: number[] = [];
    for (let i = 0; i < 24; i += 1) statuses.push((await rotating(i)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(422));
    expect(statuses.slice(20)).toEqual(Array(4).fill(429));
    expect((await rotating(99, DEMO.password, DEMO.email)).statusCode).toBe(429);
  }, 120_000);

  it('forgets an account’s failures after a successful sign-in', async () => {
    const agency = await t.createAgency('Forgetful Agency');
    for (let i = 0; i < 4; i += 1) await attempt(agency.credentials.email, 'wrong-password', '192.0.2.30');
    expect((await attempt(agency.credentials.email, agency.credentials.password, '192.0.2.30')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt(agency.credentials.email, 'wrong-password', '192.0.2.31')).statusCode).toBe(422);
  });
});

describe('redirect-link login (check-validity)', () => {
  const check = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/v1/check-validity', payload });
  const demoUser = async () => t.db.selectFrom('users').select(['id', 'email']).where('email', '=', DEMO.email).executeTakeFirstOrThrow();

  it('signs in with a hash the server signed, and keeps the redirect on this app', async () => {
    const user = await demoUser();
    const secret = await loadAppSecret(t.db, 'login-links');
    // A link works once: each sign-in below has its own, made a second apart from one fixed
    // instant (links carry whole seconds, so two links timed from a moving clock could match).
    const madeAt = Date.now();
    const link = (secondsAgo: number) => createLoginLinkHash(secret, { email: user.email, uid: user.id }, new Date(madeAt - secondsAgo * 1000));
    const response = await check({ hash: link(0), redirect_url: '/agency/websites/1/pages' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ valid: true, redirect_url: '/agency/websites/1/pages' });
    expect((await profile(response.json().access_token)).json().data.email).toBe(DEMO.email);

    const elsewhere = await check({ hash: link(1), redirect_url: 'https://evil.example/steal' });
    expect(elsewhere.json().redirect_url).toBe('/agency/websites');
    const protocolRelative = await check({ hash: link(2), redirect_url: '//evil.example/' });
    expect(protocolRelative.json().redirect_url).toBe('/agency/websites');
    const onApp = await check({ hash: link(3), redirect_url: `http://${t.config.siteDomain}/agency/profile` });
    expect(onApp.json().redirect_url).toBe(`http://${t.config.siteDomain}/agency/profile`);
  });

  it.each([
    ['a malformed hash', 'not-a-hash', 'This login link is invalid.'],
    ['a hash with an unsigned payload', `${Buffer.from(`${DEMO.email}|~|1|~|9999999999`).toString('base64url')}.forged`, 'This login link is invalid.'],
  ])('refuses %s with 422 and issues no token', async (_case, hash, message) => {
    const tokensBefore = await countRows('access_tokens');
    const response = await check({ hash });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message, errors: { hash: [message] } });
    expect(await countRows('access_tokens')).toBe(tokensBefore);
  });

  it('signs in once with a link: the same hash again is refused, and issues no token', async () => {
    const user = await demoUser();
    const hash = createLoginLinkHash(await loadAppSecret(t.db, 'login-links'), { email: user.email, uid: user.id }, new Date(Date.now() - 10_000));
    expect((await check({ hash })).statusCode).toBe(200);
    const tokensBefore = await countRows('access_tokens');
    for (let i = 0; i < 2; i += 1) {
      const again = await check({ hash });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({ message: 'This login link has already been used. Please sign in.', errors: { hash: ['This login link has already been used. Please sign in.'] } });
    }
    expect(await countRows('access_tokens')).toBe(tokensBefore);
  });

  it('takes a link for 15 minutes from when it was made', async () => {
    const user = await demoUser();
    const secret = await loadAppSecret(t.db, 'login-links');
    const madeAgo = (minutes: number) => createLoginLinkHash(secret, { email: user.email, uid: user.id }, new Date(Date.now() - minutes * 60_000));
    expect((await check({ hash: madeAgo(14) })).statusCode).toBe(200);
    const stale = await check({ hash: madeAgo(16) });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toBe('This login link has expired. Please sign in.');
  });

  it('refuses a hash signed with another key, an expired one, and one whose e-mail no longer matches', async () => {
    const user = await demoUser();
    const foreignKey = Buffer.alloc(32, 7);
    const forged = await check({ hash: createLoginLinkHash(foreignKey, { email: user.email, uid: user.id }, new Date()) });
    expect(forged.json().message).toBe('This login link is invalid.');

    const secret = await loadAppSecret(t.db, 'login-links');
    const old = createLoginLinkHash(secret, { email: user.email, uid: user.id }, new Date(Date.now() - LOGIN_LINK_TTL_MS - 1000));
    const expired = await check({ hash: old });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe('This login link has expired. Please sign in.');

    const mismatched = await check({ hash: createLoginLinkHash(secret, { email: 'someone-else@example.test', uid: user.id }, new Date()) });
    expect(mismatched.json().message).toBe('This login link is invalid.');
  });
});

describe('sign-up', () => {
  const signup = { name: 'Nora Owner', agency_name: 'Nora Sites', password: 'nora-password', password_confirmation: 'nora-password' };

  it('registers a free agency with its owner, signed in, with a working redirect-link hash', async () => {
    expect((await t.request({ method: 'POST', url: '/api/v1/check-email', payload: { email: 'nora@example.test' } })).json()).toEqual({ available: true });
    const response = await t.request({ method: 'POST', url: '/api/v1/register', payload: { ...signup, email: 'Nora@Example.test' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const me = (await profile(body.access_token)).json().data;
    expect(me).toMatchObject({
      id: body.uid,
      email: 'nora@example.test',
      role: 'Agency',
      agency: { name: 'Nora Sites' },
      free_register: true,
      subscribed: false,
      blocked: false,
      can_create_landing: true,
    });
    const viaLink = await t.request({ method: 'POST', url: '/api/v1/check-validity', payload: { hash: body.hash } });
    expect(viaLink.statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/v1/check-email', payload: { email: 'NORA@example.test' } })).json()).toEqual({ available: false });
  });

  it('records the plan of an order, and the new agency is blocked until it pays', async () => {
    const response = await t.request({ method: 'POST', url: '/api/v1/order', payload: { ...signup, email: 'olga@example.test', plan: 'Pro' } });
    expect(response.statusCode).toBe(200);
    const me = (await profile(response.json().access_token)).json().data;
    expect(me).toMatchObject({ subscribed: false, free_register: false, free_fee: false, blocked: true });
    const agency = await t.db.selectFrom('agencies').select(['plan_name', 'whitelabel_id']).where('id', '=', me.agency.id).executeTakeFirstOrThrow();
    expect(agency).toEqual({ plan_name: 'Pro', whitelabel_id: null });
  });

  it('puts an agency that signs up on a white-label domain under that white-label', async () => {
    const whitelabelId = await t.createWhitelabel({ name: 'Signup Label', domain: 'signup-label.test' });
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/register',
      payload: { ...signup, email: 'wl-signup@example.test' },
      headers: { host: 'signup-label.test' },
    });
    const me = (await profile(response.json().access_token)).json().data;
    const agency = await t.db.selectFrom('agencies').select('whitelabel_id').where('id', '=', me.agency.id).executeTakeFirstOrThrow();
    expect(agency.whitelabel_id).toBe(whitelabelId);
  });

  it('refuses a taken e-mail and a mismatched confirmation, creating nothing', async () => {
    const users = await countRows('users');
    const agencies = await countRows('agencies');
    const taken = await t.request({ method: 'POST', url: '/api/v1/register', payload: { ...signup, email: DEMO.email.toUpperCase() } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['The email has already been taken.']);
    const mismatch = await t.request({ method: 'POST', url: '/api/v1/order', payload: { ...signup, email: 'x@example.test', plan: 'Pro', password_confirmation: 'different' } });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual(['The password confirmation does not match.']);
    const noPlan = await t.request({ method: 'POST', url: '/api/v1/order', payload: { ...signup, email: 'y@example.test' } });
    expect(noPlan.json().errors.plan).toBeDefined();
    expect(await countRows('users')).toBe(users);
    expect(await countRows('agencies')).toBe(agencies);
  });
});

describe('own profile and password', () => {
  it('updates name and e-mail, refusing an e-mail another account holds', async () => {
    const agency = await t.createAgency('Profile Agency');
    const token = await t.login(agency.credentials);
    const updated = await t.request({ method: 'PUT', url: '/api/v1/profile', token, payload: { name: 'Renamed Owner', email: 'renamed@example.test' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ data: { name: 'Renamed Owner', email: 'renamed@example.test' }, success: true });

    const taken = await t.request({ method: 'PUT', url: '/api/v1/profile', token, payload: { name: 'Thief', email: DEMO.email } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe('The email has already been taken.');
    expect((await profile(token)).json().data).toMatchObject({ name: 'Renamed Owner', email: 'renamed@example.test' });
  });

  it('changes the password only with the current one, keeping this session and ending the others', async () => {
    const agency = await t.createAgency('Password Agency');
    const token = await t.login(agency.credentials);
    const other = await t.login(agency.credentials);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/v1/change-password',
      token,
      payload: { current_password: 'not-it', password: 'next-password', password_confirmation: 'next-password' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
    await t.login(agency.credentials);

    const changed = await t.request({
      method: 'POST',
      url: '/api/v1/change-password',
      token,
      payload: { current_password: agency.credentials.password, password: 'next-password', password_confirmation: 'next-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    await t.login({ email: agency.credentials.email, password: 'next-password' });
  });
});

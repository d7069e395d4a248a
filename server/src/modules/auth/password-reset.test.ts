import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';
import { RESET_REQUESTED_MESSAGE } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The app's address when nothing configures it: TESSERA_SITE_DOMAIN (sites.test in tests) on PORT. */
const APP_ORIGIN = 'http://sites.test:3000';

const requestReset = (email: string, host = 'localhost:3000', headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/v1/passwords/reset', payload: { email }, headers: { host, ...headers } });
const change = (token: string, password: string) =>
  t.request({ method: 'POST', url: '/api/v1/passwords/change', payload: { token, password, password_confirmation: password } });
const passwordHashOf = async (email: string) =>
  (await t.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash;

const mailsTo = (email: string) => t.db.selectFrom('outbox').selectAll().where('to_address', '=', email).orderBy('id', 'desc').execute();

/** Requests a reset and waits for its mail: the server sends it after answering. */
async function requestResetMail(email: string, host?: string, headers?: Record<string, string>) {
  const before = (await mailsTo(email.toLowerCase())).length;
  const response = await requestReset(email, host, headers);
  await vi.waitFor(async () => expect((await mailsTo(email.toLowerCase())).length).toBe(before + 1));
  return response;
}

/** The reset link of the newest mail to `email`, read from the outbox table as a person would read the mail. */
async function latestLink(email: string): Promise<URL> {
  const [mail] = await mailsTo(email);
  const link = /https?:\/\/\S+/.exec(mail!.text_body)?.[0];
  expect(link).toBeDefined();
  return new URL(link!);
}

describe('password reset through the outbox', () => {
  it('mails a link, changes the password with it, and signs in with the new password only', async () => {
    const response = await requestResetMail(DEMO.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESET_REQUESTED_MESSAGE, success: true });

    const link = await latestLink(DEMO.email);
    expect(link.origin).toBe(APP_ORIGIN);
    expect(link.pathname).toBe('/passwords/reset');
    expect(link.searchParams.get('email')).toBe(DEMO.email);
    const token = link.searchParams.get('token')!;
    // Only a hash of the token is stored.
    const stored = await t.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const oldSession = await t.login(DEMO);
    const changed = await change(token, 'brand-new-password');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().success).toBe(true);

    const oldPassword = await t.request({ method: 'POST', url: '/api/v1/login', payload: DEMO });
    expect(oldPassword.statusCode).toBe(422);
    const fresh = await t.login({ email: DEMO.email, password: 'brand-new-password' });
    expect((await t.request({ method: 'GET', url: '/api/v1/profile', token: fresh })).statusCode).toBe(200);
    // Sessions opened before the reset end with it.
    expect((await t.request({ method: 'GET', url: '/api/v1/profile', token: oldSession })).statusCode).toBe(401);

    const reused = await change(token, 'another-password-1');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      message: 'This password reset link has already been used. Request a new one.',
      errors: { token: ['This password reset link has already been used. Request a new one.'] },
    });
    await t.login({ email: DEMO.email, password: 'brand-new-password' });
  });

  it('answers an unknown e-mail exactly like a known one, and mails nothing', async () => {
    const before = await t.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await requestReset('nobody@example.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESET_REQUESTED_MESSAGE, success: true });
    const after = await t.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('mails one account at most 3 links in 15 minutes, answering the same after that', async () => {
    const agency = await t.createAgency('Flooded Agency');
    for (let i = 0; i < 3; i += 1) await requestResetMail(agency.credentials.email);
    const fourth = await requestReset(agency.credentials.email);
    expect(fourth.json()).toEqual({ message: RESET_REQUESTED_MESSAGE, success: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsTo(agency.credentials.email)).toHaveLength(3);
  });

  it('answers the same when the mail server fails', async () => {
    const broken = await createTestApp({ mailer: { kind: 'smtp', send: () => Promise.reject(new Error('connection refused')) } });
    try {
      const response = await broken.request({ method: 'POST', url: '/api/v1/passwords/reset', payload: { email: DEMO.email } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: RESET_REQUESTED_MESSAGE, success: true });
    } finally {
      await broken.close();
    }
  });

  it('refuses an expired link and changes nothing', async () => {
    const agency = await t.createAgency('Expiry Agency');
    await requestResetMail(agency.credentials.email);
    const token = (await latestLink(agency.credentials.email)).searchParams.get('token')!;
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', agency.ownerId)
      .execute();
    const hashBefore = await passwordHashOf(agency.credentials.email);
    const response = await change(token, 'never-applied-1');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('This password reset link has expired. Request a new one.');
    expect(await passwordHashOf(agency.credentials.email)).toBe(hashBefore);
    await t.login(agency.credentials);
  });

  it('refuses a made-up token, and an older link once a newer one was used', async () => {
    const madeUp = await change('made-up-token', 'never-applied-1');
    expect(madeUp.statusCode).toBe(422);
    expect(madeUp.json().message).toBe('This password reset link is invalid. Request a new one.');

    const agency = await t.createAgency('Twice Agency');
    await requestResetMail(agency.credentials.email);
    const first = (await latestLink(agency.credentials.email)).searchParams.get('token')!;
    await requestResetMail(agency.credentials.email);
    const second = (await latestLink(agency.credentials.email)).searchParams.get('token')!;
    expect(second).not.toBe(first);
    expect((await change(second, 'second-link-password')).statusCode).toBe(200);
    const older = await change(first, 'first-link-password');
    expect(older.statusCode).toBe(422);
    await t.login({ email: agency.credentials.email, password: 'second-link-password' });
  });

  it('validates the new password and its confirmation', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/passwords/change',
      payload: { token: 'x', password: 'short', password_confirmation: 'other' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual(['The password must be at least 8 characters.']);
  });

  it("links to the white-label domain the reset was asked on, named after it, for that white-label's accounts only", async () => {
    const whitelabelId = await t.createWhitelabel({ name: 'Acme Sites', domain: 'acme-sites.test' });
    const agency = await t.createAgency('Branded Agency');
    await t.db.updateTable('agencies').set({ whitelabel_id: whitelabelId }).where('id', '=', agency.agencyId).execute();
    await requestResetMail(agency.credentials.email, 'acme-sites.test');
    const [mail] = await mailsTo(agency.credentials.email);
    expect(mail!.subject).toBe('Reset your Acme Sites password');
    expect((await latestLink(agency.credentials.email)).origin).toBe('http://acme-sites.test:3000');

    // An account of another agency asking on that domain is sent to the app itself.
    const outsider = await t.createAgency('Unbranded Agency');
    await requestResetMail(outsider.credentials.email, 'acme-sites.test');
    const [outsiderMail] = await mailsTo(outsider.credentials.email);
    expect(outsiderMail!.subject).toBe('Reset your Tessera password');
    expect((await latestLink(outsider.credentials.email)).origin).toBe(APP_ORIGIN);
  });

  it.each([
    ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.test' }],
    ['X-Forwarded-Host with a port, and X-Forwarded-Proto', { 'x-forwarded-host': 'attacker.example:8443', 'x-forwarded-proto': 'https' }],
    ['X-Forwarded-Proto', { 'x-forwarded-proto': 'https' }],
  ])('mails the link on the configured address whatever %s says, even through a trusted proxy', async (name, headers) => {
    const agency = await t.createAgency(`Forged ${name}`);
    await requestResetMail(agency.credentials.email, undefined, headers);
    expect((await latestLink(agency.credentials.email)).origin).toBe(APP_ORIGIN);
  });

  it('refuses a reset asked with a Host that is not the app, and starts none', async () => {
    const agency = await t.createAgency('Forged Host Agency');
    expect((await requestReset(agency.credentials.email, 'evil.test')).statusCode).toBe(404);
    expect(await t.db.selectFrom('password_resets').select('id').where('user_id', '=', agency.ownerId).execute()).toEqual([]);
  });
});

describe('the development outbox page', () => {
  it('lists the mail with clickable links for a browser on this machine', async () => {
    await requestResetMail(DEMO.email);
    const page = await t.request({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const link = (await latestLink(DEMO.email)).toString();
    expect(page.body).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
    expect(page.body).toContain(`to ${DEMO.email}`);
  });

  it('is refused to requests that came through a proxy or from elsewhere', async () => {
    const proxied = await t.request({ method: 'GET', url: '/dev/outbox', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(403);
    const remote = await t.request({ method: 'GET', url: '/dev/outbox', remoteAddress: '198.51.100.7' });
    expect(remote.statusCode).toBe(403);
  });
});

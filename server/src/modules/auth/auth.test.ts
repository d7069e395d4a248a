import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login, profile and logout', () => {
  it('signs in the seeded demo agency and returns its profile', async () => {
    const token = await t.login({ email: DEMO.email.toUpperCase(), password: DEMO.password });
    const profile = await t.request({ method: 'GET', url: '/api/v1/profile', token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ email: DEMO.email, role: 'Agency', agency: { name: 'Demo Agency' } });
  });

  it('signs in the admin, who belongs to no agency', async () => {
    const token = await t.login(ADMIN);
    const profile = await t.request({ method: 'GET', url: '/api/v1/profile', token });
    expect(profile.json().data).toMatchObject({ role: 'Admin', agency: null });
  });

  it.each([
    ['a wrong password', { email: DEMO.email, password: 'not-it' }],
    ['an unknown e-mail', { email: 'nobody@example.test', password: DEMO.password }],
  ])('refuses %s with the same 422 message', async (_case, credentials) => {
    const response = await t.request({ method: 'POST', url: '/api/v1/login', payload: credentials });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'These credentials do not match our records.',
      code: 'validation_failed',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('validates the body field by field', async () => {
    const response = await t.request({ method: 'POST', url: '/api/v1/login', payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors.email).toEqual(['The email must be a valid email address.']);
    expect(body.errors.password).toHaveLength(1);
    expect(body.message).toBe('The email must be a valid email address.');
  });

  it('answers malformed JSON with a 400 and a message, not a 500', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "demo@example.test", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
  });

  it('refuses the profile without a token, with an unknown token, and after logout', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/profile' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/v1/profile', token: 'forged' })).statusCode).toBe(401);
    const token = await t.login(DEMO);
    const logout = await t.request({ method: 'POST', url: '/api/v1/logout', token });
    expect(logout.json()).toEqual({ message: 'Logged out.', success: true });
    const after = await t.request({ method: 'GET', url: '/api/v1/profile', token });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Unauthenticated.');
  });

  it('keeps other sessions of the same user alive on logout', async () => {
    const first = await t.login(DEMO);
    const second = await t.login(DEMO);
    await t.request({ method: 'POST', url: '/api/v1/logout', token: first });
    expect((await t.request({ method: 'GET', url: '/api/v1/profile', token: second })).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
/** The app's clock runs with the wall clock, moved on by the tests instead of waiting. */
let movedOnMs = 0;
const later = (ms: number) => {
  movedOnMs += ms;
};

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(Date.now() + movedOnMs) } });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, remoteAddress: string) => t.request({ method: 'POST', url: '/api/v1/login', payload: { email, password }, remoteAddress });
const retryAfter = (response: { headers: Record<string, unknown> }) => Number(response.headers['retry-after']);

describe('sign-in throttling', () => {
  it('lets the owner in from their own address after wrong passwords from five others', async () => {
    const { credentials } = await t.createAgency('Harassed Agency');
    for (let i = 1; i <= 5; i += 1) expect((await signIn(credentials.email, `guess-${i}`, `198.51.100.${i}`)).statusCode).toBe(422);
    expect((await signIn(credentials.email, credentials.password, '203.0.113.77')).statusCode).toBe(200);
  }, 120_000);

  it('refuses an address after 5 failures on one account for 15 minutes, while the owner signs in elsewhere', async () => {
    const { credentials } = await t.createAgency('Guessed Agency');
    for (let i = 0; i < 5; i += 1) expect((await signIn(credentials.email, `guess-${i}`, '198.51.100.20')).statusCode).toBe(422);
    const refused = await signIn(credentials.email, credentials.password, '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many sign-in attempts. Please try again in 15 minutes.', code: 'rate_limited' });
    expect(retryAfter(refused)).toBeGreaterThan(14 * 60);
    expect((await signIn(credentials.email, credentials.password, '198.51.100.21')).statusCode).toBe(200);
    // The address may still sign in to other accounts.
    expect((await signIn(DEMO.email, DEMO.password, '198.51.100.20')).statusCode).toBe(200);
  }, 120_000);

  it('slows a guesser spread over many addresses past 10 failures, doubling the wait, and lets the owner in once it has passed', async () => {
    const { credentials } = await t.createAgency('Sprayed Agency');
    for (let i = 1; i <= 10; i += 1) expect((await signIn(credentials.email, `guess-${i}`, `192.0.2.${i}`)).statusCode).toBe(422);
    const slowed = await signIn(credentials.email, 'guess-11', '192.0.2.11');
    expect(slowed.statusCode).toBe(429);
    expect(retryAfter(slowed)).toBeGreaterThan(20);
    expect(retryAfter(slowed)).toBeLessThanOrEqual(30);
    // The owner from a fresh address waits as long as the guesser, not for the window.
    const owner = await signIn(credentials.email, credentials.password, '203.0.113.10');
    expect(owner.statusCode).toBe(429);
    expect(retryAfter(owner)).toBeLessThanOrEqual(30);

    later(30_000);
    expect((await signIn(credentials.email, 'guess-12', '192.0.2.12')).statusCode).toBe(422);
    const doubled = await signIn(credentials.email, 'guess-13', '192.0.2.13');
    expect(doubled.statusCode).toBe(429);
    expect(retryAfter(doubled)).toBeGreaterThan(50);
    expect(retryAfter(doubled)).toBeLessThanOrEqual(60);

    later(60_000);
    expect((await signIn(credentials.email, credentials.password, '203.0.113.10')).statusCode).toBe(200);
    // Signing in forgets the account's failures: the next wrong password is answered as one.
    expect((await signIn(credentials.email, 'guess-14', '192.0.2.14')).statusCode).toBe(422);
  }, 120_000);
});

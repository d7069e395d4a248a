import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisAttemptLimiter } from './redis-attempt-limiter.ts';

/** The machine's Redis (REDIS_URL, else 127.0.0.1:6379); every run uses keys of its own. */
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `tessera-test:${randomUUID()}:`;
// Two connections, as two processes of one install have.
const first = new Redis(url);
const second = new Redis(url);

afterAll(async () => {
  const keys = await first.keys(`${prefix}*`);
  if (keys.length) await first.del(...keys);
  await Promise.all([first.quit(), second.quit()]);
});

describe('attempt limits shared through Redis', () => {
  it('counts attempts made through any process together, and a clear in one frees the key in all', async () => {
    const limit = { maxAttempts: 5, windowMs: 60_000 };
    const onA = new RedisAttemptLimiter(first, `${prefix}login`, limit);
    const onB = new RedisAttemptLimiter(second, `${prefix}login`, limit);
    for (const limiter of [onA, onB, onA, onB]) await limiter.record('account:ann@example.test');
    expect(await onA.retryAfterMs('account:ann@example.test')).toBe(0);
    await onB.record('account:ann@example.test');
    const waitOnA = await onA.retryAfterMs('account:ann@example.test');
    expect(waitOnA).toBeGreaterThan(50_000);
    expect(waitOnA).toBeLessThanOrEqual(60_000);
    expect(await onB.retryAfterMs('account:ann@example.test')).toBeGreaterThan(50_000);
    // Another key, and the same key under another install's prefix, are untouched.
    expect(await onA.retryAfterMs('account:bo@example.test')).toBe(0);
    expect(await new RedisAttemptLimiter(first, `${prefix}other-install`, limit).retryAfterMs('account:ann@example.test')).toBe(0);

    await onB.clear('account:ann@example.test');
    expect(await onA.retryAfterMs('account:ann@example.test')).toBe(0);
  });

  it('with a backoff, slows a key past its free attempts after its newest one, whichever process counted it', async () => {
    const limit = { maxAttempts: 2, windowMs: 60_000, backoff: { baseMs: 1000, maxMs: 60_000 } };
    const onA = new RedisAttemptLimiter(first, `${prefix}backoff`, limit);
    const onB = new RedisAttemptLimiter(second, `${prefix}backoff`, limit);
    await onA.record('account:cy@example.test');
    expect(await onB.retryAfterMs('account:cy@example.test')).toBe(0);
    await onB.record('account:cy@example.test');
    const wait = await onA.retryAfterMs('account:cy@example.test');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(1000);
    await new Promise((resolve) => setTimeout(resolve, wait + 50));
    expect(await onB.retryAfterMs('account:cy@example.test')).toBe(0);
    await onA.record('account:cy@example.test');
    const doubled = await onB.retryAfterMs('account:cy@example.test');
    expect(doubled).toBeGreaterThan(1000);
    expect(doubled).toBeLessThanOrEqual(2000);
    await onB.clear('account:cy@example.test');
    expect(await onA.retryAfterMs('account:cy@example.test')).toBe(0);
  });

  it('lets a key try again once its window has passed', async () => {
    const onA = new RedisAttemptLimiter(first, `${prefix}short`, { maxAttempts: 1, windowMs: 1000 });
    await onA.record('ip:203.0.113.9');
    expect(await onA.retryAfterMs('ip:203.0.113.9')).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await onA.retryAfterMs('ip:203.0.113.9')).toBe(0);
  });
});

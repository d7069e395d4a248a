import { describe, expect, it } from 'vitest';
import { InMemoryAttemptLimiter } from './attempt-limiter.ts';

describe('InMemoryAttemptLimiter', () => {
  it('allows up to the limit in the window, then says how long to wait until the oldest failure ages out', async () => {
    let now = 1_000_000;
    const limiter = new InMemoryAttemptLimiter({ maxAttempts: 3, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter.retryAfterMs('k')).toBe(0);
      await limiter.record('k');
      now += 10_000;
    }
    expect(await limiter.retryAfterMs('k')).toBe(30_000);
    expect(await limiter.retryAfterMs('other')).toBe(0);
    now += 30_000;
    expect(await limiter.retryAfterMs('k')).toBe(0);
  });

  it('with a backoff, slows a key past its free attempts, doubling up to its ceiling, instead of refusing it for the window', async () => {
    let now = 1_000_000;
    const limiter = new InMemoryAttemptLimiter({ maxAttempts: 2, windowMs: 600_000, backoff: { baseMs: 1_000, maxMs: 4_000 } }, () => now);
    await limiter.record('k');
    await limiter.record('k');
    expect(await limiter.retryAfterMs('k')).toBe(1_000);
    now += 1_000;
    expect(await limiter.retryAfterMs('k')).toBe(0);
    for (const wait of [2_000, 4_000, 4_000]) {
      await limiter.record('k');
      expect(await limiter.retryAfterMs('k')).toBe(wait);
      now += wait;
      expect(await limiter.retryAfterMs('k')).toBe(0);
    }
    expect(await limiter.retryAfterMs('other')).toBe(0);
  });

  it('starts over after clear', async () => {
    const limiter = new InMemoryAttemptLimiter({ maxAttempts: 1, windowMs: 60_000 });
    await limiter.record('k');
    expect(await limiter.retryAfterMs('k')).toBeGreaterThan(0);
    await limiter.clear('k');
    expect(await limiter.retryAfterMs('k')).toBe(0);
  });
});

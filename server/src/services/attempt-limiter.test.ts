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

  it('starts over after clear', async () => {
    const limiter = new InMemoryAttemptLimiter({ maxAttempts: 1, windowMs: 60_000 });
    await limiter.record('k');
    expect(await limiter.retryAfterMs('k')).toBeGreaterThan(0);
    await limiter.clear('k');
    expect(await limiter.retryAfterMs('k')).toBe(0);
  });
});

import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { AUTH_LIMITS, backoffDelayMs, type AttemptLimit, type AttemptLimiter, type AuthLimiters } from './attempt-limiter.ts';

/**
 * The attempt counter every process of an install shares, in Redis (rate-limiter-flexible's
 * atomic Redis limiter): five failed sign-ins spread over any processes trip the limit. Its
 * window starts at a key's first attempt and ends `windowMs` later (the in-process counter
 * slides instead); either way no more than `maxAttempts` count within one window. With a
 * backoff, the time of a key's newest attempt is kept beside its count, for the same window.
 */
export class RedisAttemptLimiter implements AttemptLimiter {
  readonly #limiter: RateLimiterRedis;
  readonly #limit: AttemptLimit;
  readonly #newestPrefix: string;

  constructor(
    private readonly redis: Redis,
    keyPrefix: string,
    limit: AttemptLimit,
  ) {
    this.#limit = limit;
    this.#newestPrefix = `${keyPrefix}:newest:`;
    this.#limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix, points: limit.maxAttempts, duration: Math.ceil(limit.windowMs / 1000) });
  }

  async retryAfterMs(key: string): Promise<number> {
    const state = await this.#limiter.get(key);
    if (!state || state.consumedPoints < this.#limit.maxAttempts) return 0;
    const { backoff } = this.#limit;
    if (!backoff) return Math.max(1, state.msBeforeNext);
    const newest = Number(await this.redis.get(`${this.#newestPrefix}${key}`));
    if (!newest) return 0;
    // Real time, not the app's Clock: Redis ends the window (the keys' expiry) by its own, which a moved Clock cannot move.
    return Math.max(0, newest + backoffDelayMs(backoff, state.consumedPoints, this.#limit.maxAttempts) - Date.now());
  }

  async record(key: string): Promise<void> {
    // A penalty counts the attempt without refusing it: refusing is the caller's, through retryAfterMs.
    await this.#limiter.penalty(key, 1);
    if (this.#limit.backoff) await this.redis.set(`${this.#newestPrefix}${key}`, String(Date.now()), 'PX', this.#limit.windowMs);
  }

  async clear(key: string): Promise<void> {
    await this.#limiter.delete(key);
    if (this.#limit.backoff) await this.redis.del(`${this.#newestPrefix}${key}`);
  }
}

/** The sign-in and reset-mail limits of createAuthLimiters, shared through Redis under `prefix`. */
export function createRedisAuthLimiters(redis: Redis, prefix: string): AuthLimiters {
  return {
    pair: new RedisAttemptLimiter(redis, `${prefix}login-pair`, AUTH_LIMITS.pair),
    account: new RedisAttemptLimiter(redis, `${prefix}login-account`, AUTH_LIMITS.account),
    ip: new RedisAttemptLimiter(redis, `${prefix}login-ip`, AUTH_LIMITS.ip),
    resetMail: new RedisAttemptLimiter(redis, `${prefix}reset-mail`, AUTH_LIMITS.resetMail),
  };
}

import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { AUTH_LIMITS, type AttemptLimit, type AttemptLimiter, type AuthLimiters } from './attempt-limiter.ts';

/**
 * The attempt counter every process of an install shares, in Redis (rate-limiter-flexible's
 * atomic Redis limiter): five failed sign-ins spread over any processes trip the limit. Its
 * window starts at a key's first attempt and ends `windowMs` later (the in-process counter
 * slides instead); either way no more than `maxAttempts` count within one window.
 */
export class RedisAttemptLimiter implements AttemptLimiter {
  readonly #limiter: RateLimiterRedis;
  readonly #maxAttempts: number;

  constructor(redis: Redis, keyPrefix: string, limit: AttemptLimit) {
    this.#maxAttempts = limit.maxAttempts;
    this.#limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix, points: limit.maxAttempts, duration: Math.ceil(limit.windowMs / 1000) });
  }

  async retryAfterMs(key: string): Promise<number> {
    const state = await this.#limiter.get(key);
    return state && state.consumedPoints >= this.#maxAttempts ? Math.max(1, state.msBeforeNext) : 0;
  }

  async record(key: string): Promise<void> {
    // A penalty counts the attempt without refusing it: refusing is the caller's, through retryAfterMs.
    await this.#limiter.penalty(key, 1);
  }

  async clear(key: string): Promise<void> {
    await this.#limiter.delete(key);
  }
}

/** The sign-in and reset-mail limits of createAuthLimiters, shared through Redis under `prefix`. */
export function createRedisAuthLimiters(redis: Redis, prefix: string): AuthLimiters {
  return {
    account: new RedisAttemptLimiter(redis, `${prefix}login-account`, AUTH_LIMITS.account),
    ip: new RedisAttemptLimiter(redis, `${prefix}login-ip`, AUTH_LIMITS.ip),
    resetMail: new RedisAttemptLimiter(redis, `${prefix}reset-mail`, AUTH_LIMITS.resetMail),
  };
}

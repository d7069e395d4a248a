import { createServiceToken } from '@tessera/sdk';
import { HttpError } from '../http/http-error.ts';

/**
 * Counts attempts (failed sign-ins, mails sent) per key in a sliding window. The in-process
 * counter serves one process; several processes behind a load balancer need a shared store
 * (Redis) behind the same interface.
 */
export interface AttemptLimiter {
  /** Milliseconds until `key` may try again; 0 when it may try now. */
  retryAfterMs(key: string): Promise<number>;
  record(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/**
 * Records one more attempt under `key`, or refuses it with a 429 (and Retry-After) while the
 * key has used up its window: `tooMany` says what, e.g. "Too many submissions.".
 */
export async function admitAttempt(limiter: AttemptLimiter, key: string, tooMany: string): Promise<void> {
  const waitMs = await limiter.retryAfterMs(key);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new HttpError('rate_limited', `${tooMany} Please try again in ${seconds} seconds.`, undefined, { 'retry-after': String(seconds) });
  }
  await limiter.record(key);
}

export interface AttemptLimit {
  maxAttempts: number;
  windowMs: number;
  /**
   * Slows a key past maxAttempts instead of refusing it until the window frees a slot: its next
   * attempt waits baseMs·2^(attempts in the window − maxAttempts), at most maxMs, after its newest.
   */
  backoff?: { baseMs: number; maxMs: number };
}

/** How long after its newest attempt a key past its free attempts waits, by `backoff`. */
export function backoffDelayMs(backoff: NonNullable<AttemptLimit['backoff']>, attempts: number, maxAttempts: number): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** (attempts - maxAttempts));
}

/** Above this many tracked keys, recording sweeps out keys whose window has passed, so sprayed keys do not pile up. */
const SWEEP_ABOVE_KEYS = 10_000;

export class InMemoryAttemptLimiter implements AttemptLimiter {
  readonly #failures = new Map<string, number[]>();

  constructor(
    private readonly limit: AttemptLimit,
    private readonly now: () => number = Date.now,
  ) {}

  #recent(key: string): number[] {
    const since = this.now() - this.limit.windowMs;
    const recent = (this.#failures.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, recent);
    return recent;
  }

  async retryAfterMs(key: string): Promise<number> {
    const recent = this.#recent(key);
    if (recent.length < this.limit.maxAttempts) return 0;
    const { backoff } = this.limit;
    if (backoff) return Math.max(0, recent.at(-1)! + backoffDelayMs(backoff, recent.length, this.limit.maxAttempts) - this.now());
    // The window frees a slot when the oldest failure that still counts ages out.
    const oldestCounted = recent[recent.length - this.limit.maxAttempts]!;
    return oldestCounted + this.limit.windowMs - this.now();
  }

  async record(key: string): Promise<void> {
    if (this.#failures.size > SWEEP_ABOVE_KEYS) for (const tracked of [...this.#failures.keys()]) this.#recent(tracked);
    this.#failures.set(key, [...this.#recent(key), this.now()]);
  }

  async clear(key: string): Promise<void> {
    this.#failures.delete(key);
  }
}

/**
 * Failed sign-ins and reset mails, so that guessing is slow without letting anyone lock an owner out:
 * - `pair`, per account and address ("pair:<email> <address>"): 5 failures in 15 minutes refuse
 *   that address for that account, while the owner elsewhere signs in as usual;
 * - `ip`, per address ("ip:<address>"): 20 failures in 15 minutes refuse that address for every account;
 * - `account`, per account from any address ("account:<email>"): the first 10 failures in 15 minutes
 *   cost nothing; from then on each attempt waits 30 s after the newest failure, doubling with every
 *   further failure up to 15 minutes. A guesser spread over many addresses gets about 15 guesses
 *   in 15 minutes instead of thousands, and is never a lock: the owner, from any address with the
 *   right password, gets in once the Retry-After has passed (an attempt refused meanwhile is not
 *   counted, so waiting always ends);
 * - `resetMail`, per account ("reset:<email>"): 3 reset mails in 15 minutes, so the reset form cannot flood a mailbox.
 * A sign-in clears the account's and the pair's failures.
 */
export interface AuthLimiters {
  pair: AttemptLimiter;
  account: AttemptLimiter;
  ip: AttemptLimiter;
  resetMail: AttemptLimiter;
}
export const AuthLimitersToken = createServiceToken<AuthLimiters>('AuthLimiters');

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** How many of each the auth limiters allow per window, in whatever store counts them. */
export const AUTH_LIMITS: Record<keyof AuthLimiters, AttemptLimit> = {
  pair: { maxAttempts: 5, windowMs: LOGIN_WINDOW_MS },
  account: { maxAttempts: 10, windowMs: LOGIN_WINDOW_MS, backoff: { baseMs: 30_000, maxMs: LOGIN_WINDOW_MS } },
  ip: { maxAttempts: 20, windowMs: LOGIN_WINDOW_MS },
  resetMail: { maxAttempts: 3, windowMs: LOGIN_WINDOW_MS },
};

/** The auth limiters of one process; several processes share `createRedisAuthLimiters` instead. */
export function createAuthLimiters(now?: () => number): AuthLimiters {
  return {
    pair: new InMemoryAttemptLimiter(AUTH_LIMITS.pair, now),
    account: new InMemoryAttemptLimiter(AUTH_LIMITS.account, now),
    ip: new InMemoryAttemptLimiter(AUTH_LIMITS.ip, now),
    resetMail: new InMemoryAttemptLimiter(AUTH_LIMITS.resetMail, now),
  };
}

import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

/**
 * scrypt at N=2^16, r=8, p=1 (64 MiB, ~0.1 s per hash here): above the OWASP minimum of N=2^15.
 * Under Vitest (which sets VITEST) at N=2^12: the same code at a sixteenth of the work, as the
 * suite signs in thousands of times; a stored hash carries its own N, so checking it is unchanged.
 * Nothing but the test runner sets that variable, and production never runs under it.
 */
export function hashingParams(env: NodeJS.ProcessEnv): { N: number; r: number; p: number } {
  return { N: env.VITEST ? 2 ** 12 : 2 ** 16, r: 8, p: 1 };
}
const PARAMS = hashingParams(process.env);

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Stored as `scrypt$N$r$p$salt$hash` so the cost can rise later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashingParams, hashPassword, verifyPassword } from './password-hashing.ts';

describe('password hashing', () => {
  it('hashes at N=2^16 outside the test runner, and cheaper only under it', () => {
    expect(hashingParams({})).toEqual({ N: 65536, r: 8, p: 1 });
    expect(hashingParams({ NODE_ENV: 'production' })).toEqual({ N: 65536, r: 8, p: 1 });
    expect(hashingParams({ VITEST: 'true' }).N).toBeLessThan(65536);
  });

  it('checks a password against a hash made at either cost, since the hash names its own', async () => {
    const cheap = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('wrong horse', cheap)).toBe(false);
    // A hash stored at the production cost, as a real database holds it.
    const salt = randomBytes(16);
    const key = scryptSync('correct horse', salt, 64, { N: 65536, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    const production = ['scrypt', 65536, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('correct horse', production)).toBe(true);
    expect(await verifyPassword('wrong horse', production)).toBe(false);
  });
});

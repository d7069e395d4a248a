import { describe, expect, it } from 'vitest';
import { createLoginLinkHash, LOGIN_LINK_MARKER, LOGIN_LINK_TTL_MS, verifyLoginLinkHash } from './login-links.ts';

const secret = Buffer.alloc(32, 1);
const now = new Date('2026-03-01T10:00:00Z');
const claims = { email: 'ada@example.test', uid: 42 };

describe('redirect-link hashes', () => {
  it('carries e-mail and uid separated by the marker, and verifies until it expires', () => {
    const hash = createLoginLinkHash(secret, claims, now);
    const payload = Buffer.from(hash.split('.')[0]!, 'base64url').toString('utf8');
    expect(payload.startsWith(`ada@example.test${LOGIN_LINK_MARKER}42${LOGIN_LINK_MARKER}`)).toBe(true);
    expect(verifyLoginLinkHash(secret, hash, now)).toEqual({ ok: true, claims });
    expect(verifyLoginLinkHash(secret, hash, new Date(now.getTime() + LOGIN_LINK_TTL_MS - 1000)).ok).toBe(true);
    expect(verifyLoginLinkHash(secret, hash, new Date(now.getTime() + LOGIN_LINK_TTL_MS))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses anything it did not sign', () => {
    const hash = createLoginLinkHash(secret, claims, now);
    const [payload, signature] = hash.split('.') as [string, string];
    const otherPayload = Buffer.from(`eve@example.test${LOGIN_LINK_MARKER}42${LOGIN_LINK_MARKER}9999999999`).toString('base64url');
    for (const forged of [`${otherPayload}.${signature}`, `${payload}.${signature.slice(0, -2)}`, `${payload}`, `${hash}.extra`, '', '...']) {
      expect(verifyLoginLinkHash(secret, forged, now)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(verifyLoginLinkHash(Buffer.alloc(32, 2), hash, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});

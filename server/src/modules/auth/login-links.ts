import { createHmac, timingSafeEqual } from 'node:crypto';

/** Separates the e-mail, the uid and the expiry inside the signed value; an e-mail cannot contain it. */
export const LOGIN_LINK_MARKER = '|~|';
export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;

export interface LoginLinkClaims {
  email: string;
  uid: number;
}

export type LoginLinkCheck = { ok: true; claims: LoginLinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

function sign(secret: Buffer, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/**
 * The redirect-link `hash` of §2: base64url(email MARKER uid MARKER expiry) "." base64url(HMAC-SHA256).
 * The signature makes it unforgeable; the expiry bounds how long a leaked link works, and
 * checkLoginLink takes each link once (used_login_links).
 */
export function createLoginLinkHash(secret: Buffer, claims: LoginLinkClaims, now: Date): string {
  const expires = Math.floor((now.getTime() + LOGIN_LINK_TTL_MS) / 1000);
  const payload = Buffer.from([claims.email, claims.uid, expires].join(LOGIN_LINK_MARKER)).toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

export function verifyLoginLinkHash(secret: Buffer, hash: string, now: Date): LoginLinkCheck {
  const invalid = { ok: false, reason: 'invalid' } as const;
  const [payload, signature, extra] = hash.split('.');
  if (!payload || !signature || extra !== undefined) return invalid;
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  const parts = Buffer.from(payload, 'base64url').toString('utf8').split(LOGIN_LINK_MARKER);
  const [email, uid, expires] = parts;
  if (parts.length !== 3 || !email || !/^\d+$/.test(uid ?? '') || !/^\d+$/.test(expires ?? '')) return invalid;
  if (Number(expires) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { email, uid: Number(uid) } };
}

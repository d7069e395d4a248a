import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough for the designer to load the preview frame, short enough that a leaked link soon stops working. */
export const PREVIEW_TOKEN_TTL_SECONDS = 5 * 60;

export interface PreviewGrant {
  pageId: number;
  /** The session the token was issued from; signing out ends the token's use too. */
  sessionId: number;
  expiresAt: Date;
}

/** Signed, short-lived tokens that let an iframe, which cannot send the bearer token, load one page's draft. */
export class PreviewTokens {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => Date,
  ) {}

  #sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }

  issue(pageId: number, sessionId: number): { token: string; expiresAt: Date } {
    const expiresAt = new Date(this.now().getTime() + PREVIEW_TOKEN_TTL_SECONDS * 1000);
    const payload = `${pageId}.${sessionId}.${Math.floor(expiresAt.getTime() / 1000)}`;
    return { token: `${payload}.${this.#sign(payload)}`, expiresAt };
  }

  /** The grant a token carries, or undefined when it is malformed, forged, expired or for another page. */
  verify(token: string, pageId: number): PreviewGrant | undefined {
    const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return undefined;
    const [, page, session, expires, signature] = match;
    const expected = Buffer.from(this.#sign(`${page}.${session}.${expires}`));
    if (!timingSafeEqual(expected, Buffer.from(signature!))) return undefined;
    const expiresAt = new Date(Number(expires) * 1000);
    if (Number(page) !== pageId || expiresAt <= this.now()) return undefined;
    return { pageId, sessionId: Number(session), expiresAt };
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough for the designer to load the preview frame, short enough that a leaked link soon stops working. */
export const PREVIEW_TOKEN_TTL_SECONDS = 5 * 60;

/** What a token lets its holder preview: "page:12", "page-template:3", "template:5:page:2". */
export type PreviewSubject =
  | `page:${number}`
  | `page-template:${number}`
  | `admin-block:${number}`
  | `agency-block:${number}`
  | `order-page:${number}`
  | `template:${number}:page:${number}`
  | `template:${number}:${string}:${number}`;

export interface PreviewGrant {
  subject: PreviewSubject;
  /** The session the token was issued from; signing out ends the token's use too. */
  sessionId: number;
  expiresAt: Date;
}

/**
 * Signed, short-lived tokens that let a frame or a new tab, which cannot send the bearer token,
 * load one draft. The subject is signed but not carried: the address the token travels in names
 * it, so a token issued for one draft fails the signature check on any other.
 */
export class PreviewTokens {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => Date,
  ) {}

  #sign(subject: PreviewSubject, session: string, expires: string): string {
    return createHmac('sha256', this.secret).update(`${subject}.${session}.${expires}`).digest('base64url');
  }

  issue(subject: PreviewSubject, sessionId: number): { token: string; expiresAt: Date } {
    const expiresAt = new Date(this.now().getTime() + PREVIEW_TOKEN_TTL_SECONDS * 1000);
    const expires = String(Math.floor(expiresAt.getTime() / 1000));
    return { token: `${sessionId}.${expires}.${this.#sign(subject, String(sessionId), expires)}`, expiresAt };
  }

  /** The grant a token carries, or undefined when it is malformed, forged, expired or for another subject. */
  verify(token: string, subject: PreviewSubject): PreviewGrant | undefined {
    const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return undefined;
    const [, session, expires, signature] = match;
    const expected = Buffer.from(this.#sign(subject, session!, expires!));
    if (!timingSafeEqual(expected, Buffer.from(signature!))) return undefined;
    const expiresAt = new Date(Number(expires) * 1000);
    if (expiresAt <= this.now()) return undefined;
    return { subject, sessionId: Number(session), expiresAt };
  }
}

import { ROLES, type Role } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/access-control.ts';
import { HttpError } from '../../http/http-error.ts';
import type { PreviewSubject, PreviewTokens } from './preview-tokens.ts';
import { escapeMarkup } from '../sites/escape-markup.ts';
import type { RenderedPage } from '../sites/render-page.tsx';

export type Viewer = { id: number; role: Role; agencyId: number | null };

/**
 * The query of a preview: the signed token of preview-token, when the bearer token cannot be
 * sent, and `still=1` for a picture of the draft (a thumbnail) that runs none of its scripts.
 */
export const previewQuery = z.object({ token: z.string().max(200).optional(), still: z.literal('1').optional() });

/** The signed-in user behind a session that is still open. */
async function sessionViewer(db: Db, sessionId: number, now: Date): Promise<Viewer | undefined> {
  const row = await db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.id', 'u.role', 'u.agency_id'])
    .where('t.id', '=', sessionId)
    .where('t.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('t.expires_at', 'is', null), eb('t.expires_at', '>', now)]))
    .executeTakeFirst();
  if (!row || !(ROLES as readonly string[]).includes(row.role)) return undefined;
  return { id: row.id, role: row.role as Role, agencyId: row.agency_id };
}

export interface PreviewAccess {
  db: Db;
  tokens: PreviewTokens;
  now: () => Date;
}

/** Who views a preview of `subject`: the holder of a signed token for it, else the bearer token's user; 401 for neither. */
export async function previewViewer({ db, tokens, now }: PreviewAccess, request: FastifyRequest, token: string | undefined, subject: PreviewSubject): Promise<Viewer> {
  if (!token) return requireUser(request);
  const grant = tokens.verify(token, subject);
  const viewer = grant && (await sessionViewer(db, grant.sessionId, now()));
  if (!viewer) throw new HttpError('unauthenticated', 'This preview link has expired. Open the preview again.');
  return viewer;
}

/** The address of a preview with a token for the signed-in user's session. */
export function signedPreviewUrl(tokens: PreviewTokens, request: FastifyRequest, subject: PreviewSubject, path: string) {
  const { token, expiresAt } = tokens.issue(subject, requireUser(request).tokenId);
  return { url: `${path}?token=${token}`, expires_at: expiresAt.toISOString() };
}

/** Elements a draft leaves out (their plugin failed to render them), named on top of the preview for the designer to fix. */
function withLeftOutNote({ html, leftOut }: RenderedPage): string {
  if (leftOut.length === 0) return html;
  const items = leftOut.map((failure) => `<li>${escapeMarkup(failure.elementId)} (${escapeMarkup(failure.pluginId)}): ${escapeMarkup(failure.message)}</li>`).join('');
  const note = `<aside role="note" style="margin:0;padding:12px 16px;background:#fef3c7;color:#78350f;font:14px/1.4 system-ui,sans-serif">Left out of this preview because their plugin failed to render them:<ul style="margin:4px 0 0">${items}</ul></aside>`;
  return html.replace('<body>', `<body>${note}`);
}

/**
 * The island scripts of a rendered page: user scripts never reach a preview (it is rendered
 * without plan features), so these module tags are all the scripts it holds.
 */
const SCRIPT_TAG = /<script\b[^>]*>[\s\S]*?<\/script>/gi;

/**
 * A draft as HTML, kept out of search engines and caches. A still one (a thumbnail in a
 * sandboxed frame) goes without its scripts, which the frame would refuse one console error
 * each, and its policy allows none.
 */
export function sendPreview(reply: FastifyReply, rendered: RenderedPage, { still = false }: { still?: boolean } = {}) {
  const html = withLeftOutNote(rendered);
  return reply
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
      // The draft is shown on the app's own origin: only its own scripts (the islands) may run there.
      'content-security-policy': `frame-ancestors 'self'; script-src ${still ? "'none'" : "'self'"}; object-src 'none'; base-uri 'none'`,
    })
    .send(still ? html.replace(SCRIPT_TAG, '') : html);
}

import { AGENCY_ROLES, hasPermission, idSchema, pageDocumentSchema, previewTokenResponseSchema, ROLES, type Role } from '@tessera/core';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { API_PREFIX, requireUser } from '../../http/access-control.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { findReachableLanding } from '../landings/landing-access.ts';
import { renderSitePage, siteRenderContext } from '../sites/publisher.ts';
import type { PageRenderer } from '../sites/render-page.tsx';
import type { PreviewTokens } from './preview-tokens.ts';

const PAGE_ROLES = ['Admin', ...AGENCY_ROLES] as const;
const params = z.object({ id: idSchema });

type Viewer = { id: number; role: Role; agencyId: number | null };

/** The page `pageId` with its landing, when `viewer` may view that landing's pages; 404 when it is out of reach, 403 without the permission. */
async function viewablePage(db: Db, viewer: Viewer, pageId: number) {
  const page = await db.selectFrom('pages').selectAll().where('id', '=', pageId).executeTakeFirst();
  const reachable = page && (await findReachableLanding(db, viewer, page.landing_id));
  if (!page || !reachable) throw notFound('Page');
  if (!hasPermission(reachable.permissions, 'pages.view')) throw new HttpError('forbidden', 'You do not have permission to do this on this website.');
  return { page, landing: reachable.landing };
}

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

export interface PreviewDeps {
  db: Db;
  config: AppConfig;
  render: PageRenderer;
  tokens: PreviewTokens;
  now: () => Date;
}

export function previewsRoutes({ db, config, render, tokens, now }: PreviewDeps) {
  return [
    defineRoute({
      method: 'GET',
      url: '/pages/:id/preview-token',
      summary: "A short-lived address of the page's draft preview, for an iframe that cannot send the bearer token",
      tags: ['previews'],
      access: { roles: PAGE_ROLES, tenant: 'none' },
      params,
      response: { 200: previewTokenResponseSchema },
      handler: async (request) => {
        const user = requireUser(request);
        const { page } = await viewablePage(db, user, request.params.id);
        const { token, expiresAt } = tokens.issue(page.id, user.tokenId);
        return { url: `${API_PREFIX}/pages/${page.id}/preview?token=${token}`, expires_at: expiresAt.toISOString() };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/pages/:id/preview',
      summary: "The page's draft as HTML, for a user who may view the website's pages (bearer token, or `token` from preview-token)",
      tags: ['previews'],
      // Open at the guard because an iframe brings its credential in the query; the handler checks it.
      access: { roles: 'public', tenant: 'none' },
      params,
      query: z.object({ token: z.string().max(200).optional() }),
      handler: async (request, reply) => {
        let viewer: Viewer | undefined;
        if (request.query.token) {
          const grant = tokens.verify(request.query.token, request.params.id);
          viewer = grant && (await sessionViewer(db, grant.sessionId, now()));
          if (!viewer) throw new HttpError('unauthenticated', 'This preview link has expired. Open the preview again.');
        } else {
          viewer = requireUser(request);
        }
        const { page, landing } = await viewablePage(db, viewer, request.params.id);
        // The draft is shown on the app's own origin, where the users' sessions live: user scripts never run there.
        const context = { ...(await siteRenderContext(db, config, landing)), planFeatures: new Set<never>() };
        const html = renderSitePage(render, context, page, pageDocumentSchema.parse(page.design), { noindex: true });
        return reply
          .headers({
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'private, no-store',
            'x-robots-tag': 'noindex',
            // The draft is shown on the app's own origin: only its own scripts (the islands) may run there.
            'content-security-policy': "frame-ancestors 'self'; script-src 'self'; object-src 'none'; base-uri 'none'",
          })
          .send(html);
      },
    }),
  ];
}

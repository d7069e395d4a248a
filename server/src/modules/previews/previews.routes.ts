import { AGENCY_ROLES, hasPermission, idSchema, pageDocumentSchema, previewTokenResponseSchema } from '@tessera/core';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { API_PREFIX, requireUser } from '../../http/access-control.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { findReachableLanding } from '../landings/landing-access.ts';
import { renderSitePage, siteRenderContext } from '../sites/publisher.ts';
import type { PageRenderer } from '../sites/render-page.tsx';
import { previewQuery, previewViewer, sendPreview, signedPreviewUrl, type Viewer } from './preview-access.ts';
import type { PreviewTokens } from './preview-tokens.ts';

const PAGE_ROLES = ['Admin', ...AGENCY_ROLES] as const;
const params = z.object({ id: idSchema });

/** The page `pageId` with its landing, when `viewer` may view that landing's pages; 404 when it is out of reach, 403 without the permission. */
async function viewablePage(db: Db, viewer: Viewer, pageId: number) {
  const page = await db.selectFrom('pages').selectAll().where('id', '=', pageId).executeTakeFirst();
  const reachable = page && (await findReachableLanding(db, viewer, page.landing_id));
  if (!page || !reachable) throw notFound('Page');
  if (!hasPermission(reachable.permissions, 'pages.view')) throw new HttpError('forbidden', 'You do not have permission to do this on this website.');
  return { page, landing: reachable.landing };
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
        const { page } = await viewablePage(db, requireUser(request), request.params.id);
        return signedPreviewUrl(tokens, request, `page:${page.id}`, `${API_PREFIX}/pages/${page.id}/preview`);
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
      query: previewQuery,
      handler: async (request, reply) => {
        const viewer = await previewViewer({ db, tokens, now }, request, request.query.token, `page:${request.params.id}`);
        const { page, landing } = await viewablePage(db, viewer, request.params.id);
        // The draft is shown on the app's own origin, where the users' sessions live: user scripts never run there.
        const context = { ...(await siteRenderContext(db, config, landing)), planFeatures: new Set<never>() };
        return sendPreview(reply, renderSitePage(render, context, page, pageDocumentSchema.parse(page.design), { noindex: true }));
      },
    }),
  ];
}

import { AGENCY_ROLES, hasPermission, idSchema, pageDocumentSchema } from '@tessera/core';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { findReachableLanding } from '../landings/landing-access.ts';
import { draftGlobalSections } from '../pages/global-sections.ts';
import { renderSitePage, siteRenderContext } from '../sites/publisher.ts';
import type { PageRenderer } from '../sites/render-page.tsx';
import type { Viewer } from './preview-access.ts';
import { previewRoutePair } from './preview-route-pair.ts';
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
  return previewRoutePair(
    { db, tokens, now },
    {
      url: '/pages/:id',
      params,
      tags: ['previews'],
      roles: PAGE_ROLES,
      what: "the page's draft, for a user who may view the website's pages",
      subject: ({ id }) => `page:${id}`,
      path: ({ id }) => `/pages/${id}/preview`,
      load: (viewer, { id }) => viewablePage(db, viewer, id),
      render: async ({ page, landing }) => {
        // The draft is shown on the app's own origin, where the users' sessions live: user scripts never run there.
        const context = { ...(await siteRenderContext(db, config, landing)), planFeatures: new Set<never>(), globalSections: draftGlobalSections(landing) };
        return renderSitePage(render, context, page, pageDocumentSchema.parse(page.design), { noindex: true });
      },
    },
  );
}

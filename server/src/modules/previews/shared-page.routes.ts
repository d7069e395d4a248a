import { importLandingParamsSchema, pageDocumentSchema, sharedPageEnvelopeSchema } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { draftGlobalSections } from '../pages/global-sections.ts';
import { renderSitePage, siteRenderContext } from '../sites/publisher.ts';
import { sendPreview } from './preview-access.ts';
import type { PreviewDeps } from './previews.routes.ts';

/** The page and its website behind a share id, while its sharing is on; off and unknown give the same 404, so a link says nothing once switched off. */
async function requireSharedPage(db: Db, uniqueId: string) {
  const page = await db.selectFrom('pages').selectAll().where('unique_id', '=', uniqueId).where('sharing', '=', true).executeTakeFirst();
  const landing = page && (await db.selectFrom('landings').selectAll().where('id', '=', page.landing_id).executeTakeFirst());
  if (!page || !landing) throw notFound('Shared page');
  return { page, landing };
}

/**
 * A shared page for anyone who holds its link (spec §2 /agency/pages/{uniqueId}): what it is,
 * and its draft as HTML. The share id is the secret, so these are public while sharing is on.
 */
export function sharedPageRoutes({ db, config, render }: Pick<PreviewDeps, 'db' | 'config' | 'render'>) {
  return [
    defineRoute({
      method: 'GET',
      url: '/agency-page/shared/:uniqueId',
      summary: "What a page's share link shows while its sharing is on: the page's name, title and description and its website's title (404 while off)",
      tags: ['sharing'],
      access: { roles: 'public', tenant: 'none' },
      params: importLandingParamsSchema,
      response: { 200: sharedPageEnvelopeSchema },
      handler: async (request) => {
        const { page, landing } = await requireSharedPage(db, request.params.uniqueId);
        return { data: { name: page.name, title: page.title, description: page.description, website: landing.title } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/agency-page/shared/:uniqueId/preview',
      summary: "A shared page's draft as HTML for anyone with the link while its sharing is on: noindex, and without the page's own scripts",
      tags: ['sharing', 'previews'],
      access: { roles: 'public', tenant: 'none' },
      params: importLandingParamsSchema,
      handler: async (request, reply) => {
        const { page, landing } = await requireSharedPage(db, request.params.uniqueId);
        // Served on the app's origin, where users' sessions live: no plan features, so no user scripts.
        const context = { ...(await siteRenderContext(db, config, landing)), planFeatures: new Set<never>(), globalSections: draftGlobalSections(landing) };
        return sendPreview(reply, renderSitePage(render, context, page, pageDocumentSchema.parse(page.design), { noindex: true }));
      },
    }),
  ];
}

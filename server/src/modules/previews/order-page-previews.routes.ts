import { idSchema, previewTokenResponseSchema } from '@tessera/core';
import { z } from 'zod';
import { API_PREFIX } from '../../http/access-control.ts';
import { HttpError } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { ORDER_PAGES, requirePublishedOrderPage } from '../order-pages/order-pages.routes.ts';
import { requireLibraryItem } from '../designed-library/designed-library.service.ts';
import { previewQuery, previewViewer, sendPreview, signedPreviewUrl } from './preview-access.ts';
import { renderAdminDocument, type TemplatePreviewDeps } from './template-previews.routes.ts';

const params = z.object({ id: idSchema });
const draftParams = z.object({ orderPageId: idSchema });
const tags = ['order-pages'];

/**
 * An order page's design as HTML: the admin's draft preview (spec §2
 * /admin/payment/order-pages/{id}/preview), and a published page's content, which the sign-up
 * screen at /order/{id} shows above its form.
 */
export function orderPagePreviewsRoutes(deps: TemplatePreviewDeps) {
  const { db, tokens, render } = deps;
  return [
    defineRoute({
      method: 'GET',
      url: '/subscriptions/order-pages/:orderPageId/preview-token',
      summary: "A short-lived address of an order page's draft preview",
      tags,
      access: { roles: ['Admin'], tenant: 'none' },
      params: draftParams,
      response: { 200: previewTokenResponseSchema },
      handler: async (request) => {
        const row = await requireLibraryItem(db, ORDER_PAGES, request.params.orderPageId);
        return signedPreviewUrl(tokens, request, `order-page:${row.id}`, `${API_PREFIX}/subscriptions/order-pages/${row.id}/preview`);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/subscriptions/order-pages/:orderPageId/preview',
      summary: "An order page's current design as HTML, for the admin (bearer token, or `token` from preview-token)",
      tags,
      // Open at the guard because a new tab brings its credential in the query; the handler checks it.
      access: { roles: 'public', tenant: 'none' },
      params: draftParams,
      query: previewQuery,
      handler: async (request, reply) => {
        const viewer = await previewViewer(deps, request, request.query.token, `order-page:${request.params.orderPageId}`);
        if (viewer.role !== 'Admin') throw new HttpError('forbidden', 'This action is unauthorized.');
        const row = await requireLibraryItem(db, ORDER_PAGES, request.params.orderPageId);
        return sendPreview(reply, renderAdminDocument(render, row, `/admin/payment/order-pages/${row.id}/preview`, { noindex: true }));
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/order-pages/:id/content',
      summary: "A published order page's design as HTML",
      tags,
      access: { roles: 'public', tenant: 'none' },
      params,
      handler: async (request, reply) => {
        const row = await requirePublishedOrderPage(db, request.params.id);
        return sendPreview(reply, renderAdminDocument(render, row, `/order/${row.id}`, { noindex: false }));
      },
    }),
  ];
}

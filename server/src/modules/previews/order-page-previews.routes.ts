import { idSchema } from '@tessera/core';
import { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { ORDER_PAGES, requirePublishedOrderPage } from '../order-pages/order-pages.routes.ts';
import { requireLibraryItem } from '../designed-library/designed-library.service.ts';
import { sendPreview } from './preview-access.ts';
import { previewRoutePair } from './preview-route-pair.ts';
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
  const { db, render } = deps;
  return [
    ...previewRoutePair(deps, {
      url: '/subscriptions/order-pages/:orderPageId',
      params: draftParams,
      tags,
      roles: ['Admin'],
      what: "an order page's current design, for the admin",
      subject: ({ orderPageId }) => `order-page:${orderPageId}`,
      path: ({ orderPageId }) => `/subscriptions/order-pages/${orderPageId}/preview`,
      load: async (viewer, { orderPageId }) => {
        if (viewer.role !== 'Admin') throw new HttpError('forbidden', 'This action is unauthorized.');
        return requireLibraryItem(db, ORDER_PAGES, orderPageId);
      },
      render: (row) => renderAdminDocument(render, row, `/admin/payment/order-pages/${row.id}/preview`, { noindex: true }),
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

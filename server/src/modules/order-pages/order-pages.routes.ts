import { dataEnvelope, idSchema, paymentMethodSecretSchema, publicOrderPageSchema } from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { designedLibraryRoutes } from '../designed-library/designed-library.routes.ts';
import type { DesignedLibrary } from '../designed-library/designed-library.service.ts';
import { cardFormSecret } from '../billing/payment-methods.service.ts';
import type { BillingDeps } from '../billing/subscriptions.service.ts';
import { listPlans } from '../plans/plans.service.ts';

export const ORDER_PAGES: DesignedLibrary = { table: 'order_pages', noun: 'Order page' };

/** A published order page, or 404: drafts are seen only through the admin's preview. */
export async function requirePublishedOrderPage(db: Db, id: number) {
  const row = await db.selectFrom('order_pages').selectAll().where('id', '=', id).where('published', '=', true).executeTakeFirst();
  if (!row) throw notFound('Order page');
  return row;
}

/**
 * Order pages (spec §2 admin payment/order-pages, §7 subscriptions/order-pages): the admin
 * designs them in the designer; a published one, at /order/{id}, shows its design above the
 * sign-up form where a new agency picks an agency plan, enters a card and pays (POST /order).
 */
export function orderPagesRoutes(billing: BillingDeps, registry: ElementRegistry) {
  const { db } = billing;
  return [
    ...designedLibraryRoutes(db, registry, {
      ...ORDER_PAGES,
      url: '/subscriptions/order-pages',
      param: 'orderPageId',
      itemKey: 'orderPage',
      tags: ['order-pages'],
      publishes: 'Put an order page online at /order/{id}',
    }),
    defineRoute({
      method: 'GET',
      url: '/order-pages/:id',
      summary: 'A published order page: its name and the agency plans it offers with their active prices',
      tags: ['order-pages'],
      access: { roles: 'public', tenant: 'none' },
      params: z.object({ id: idSchema }),
      response: { 200: dataEnvelope(publicOrderPageSchema) },
      handler: async (request) => {
        const page = await requirePublishedOrderPage(db, request.params.id);
        const plans = (await listPlans(db, 'agency'))
          .map((plan) => ({ ...plan, prices: plan.prices.filter((price) => price.active) }))
          .filter((plan) => plan.prices.length > 0);
        return { data: { id: page.id, name: page.name, plans } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/order-pages/:id/setup-intent',
      summary: "A SetupIntent for the sign-up's card form on a published order page (the card is attached to the new agency's customer by POST /order)",
      tags: ['order-pages'],
      access: { roles: 'public', tenant: 'none' },
      params: z.object({ id: idSchema }),
      response: { 200: dataEnvelope(paymentMethodSecretSchema) },
      handler: async (request) => {
        await requirePublishedOrderPage(db, request.params.id);
        return { data: await cardFormSecret(billing, null) };
      },
    }),
  ];
}

import { dataEnvelope, idSchema, paymentMethodSecretSchema, publicOrderChoiceSchema, publicOrderPageSchema } from '@tessera/core';
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

/** The agency plans a new agency may order: those with an active price, with only their active prices. */
async function offeredAgencyPlans(db: Db) {
  return (await listPlans(db, 'agency'))
    .map((plan) => ({ ...plan, prices: plan.prices.filter((price) => price.active) }))
    .filter((plan) => plan.prices.length > 0);
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
      url: '/order-pages',
      summary: 'What the sign-up screen at /order offers: the published order pages (oldest first) and the agency plans with their active prices',
      tags: ['order-pages'],
      access: { roles: 'public', tenant: 'none' },
      response: { 200: dataEnvelope(publicOrderChoiceSchema) },
      handler: async () => {
        const pages = await db.selectFrom('order_pages').select(['id', 'name']).where('published', '=', true).orderBy('id').execute();
        return { data: { pages, plans: await offeredAgencyPlans(db) } };
      },
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
        return { data: { id: page.id, name: page.name, plans: await offeredAgencyPlans(db) } };
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

import { AGENCY_ROLES, idSchema, listEnvelope, shopInvoiceSchema, shopSubscriptionSchema } from '@tessera/core';
import type { PaymentProvider } from '@tessera/sdk';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireLanding } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { cancelBuyerSubscription } from './buyer-subscriptions.ts';
import { accountIdSchema } from './catalog.routes.ts';
import { toShopInvoice, toShopSubscription } from './shop-views.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const access = { roles: ROLES, tenant: 'landing', permission: 'invoices.view' } as const;
const landingParams = z.object({ id: idSchema });

/** What buyers of a website bought: its subscriptions and invoices, newest first. */
export function salesRoutes(db: Db, payments: PaymentProvider) {
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/subscriptions',
      summary: "Buyers' subscriptions on the website",
      tags: ['sales'],
      access,
      params: landingParams,
      response: { 200: listEnvelope(shopSubscriptionSchema) },
      handler: async (request) => {
        const rows = await db.selectFrom('shop_subscriptions').selectAll().where('landing_id', '=', requireLanding(request).id).orderBy('id', 'desc').execute();
        return { data: rows.map(toShopSubscription), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/invoices',
      summary: "The website's invoices: one per paid order, and each subscription renewal",
      tags: ['sales'],
      access,
      params: landingParams,
      response: { 200: listEnvelope(shopInvoiceSchema) },
      handler: async (request) => {
        const rows = await db.selectFrom('shop_invoices').selectAll().where('landing_id', '=', requireLanding(request).id).orderBy('id', 'desc').execute();
        return { data: rows.map(toShopInvoice), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/:accountId/subscriptions/:subscriptionId/cancel',
      summary: "End a buyer's subscription now, at the provider and here",
      tags: ['sales'],
      access: { ...access, permission: 'products.edit' },
      params: z.object({ id: idSchema, accountId: accountIdSchema, subscriptionId: idSchema }),
      response: { 200: z.object({ data: shopSubscriptionSchema, message: z.string(), success: z.boolean() }) },
      handler: async (request) => {
        const updated = await cancelBuyerSubscription({ db, payments }, requireLanding(request), request.params.accountId, request.params.subscriptionId);
        return { data: toShopSubscription(updated), message: 'Subscription canceled.', success: true };
      },
    }),
  ];
}

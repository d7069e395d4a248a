import {
  AGENCY_ROLES,
  createWebhookBodySchema,
  idSchema,
  listEnvelope,
  updateWebhookBodySchema,
  webhookDeliveriesQuerySchema,
  webhookDeliverySchema,
  webhookSchema,
} from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireLanding } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { toDelivery, toWebhook } from './webhook-view.ts';
import type { Webhooks } from './webhooks.service.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const access = { roles: ROLES, tenant: 'landing', permission: 'integrations.edit' } as const;
const landingParams = z.object({ id: idSchema });
const webhookParams = z.object({ id: idSchema, webhookId: idSchema });
const saved = z.object({ data: webhookSchema, message: z.string(), success: z.boolean() });

export function webhooksRoutes(db: Db, webhooks: Webhooks) {
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/webhooks',
      summary: "The website's webhooks",
      tags: ['webhooks'],
      access,
      params: landingParams,
      response: { 200: listEnvelope(webhookSchema) },
      handler: async (request) => {
        const rows = await db.selectFrom('webhooks').selectAll().where('landing_id', '=', requireLanding(request).id).orderBy('id').execute();
        return { data: rows.map(toWebhook), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/webhooks',
      summary: 'Add a webhook; private, loopback and link-local addresses are refused',
      tags: ['webhooks'],
      access,
      params: landingParams,
      body: createWebhookBodySchema,
      response: { 201: saved },
      handler: async (request, reply) => {
        const row = await webhooks.create(requireLanding(request), request.body);
        return reply.status(201).send({ data: toWebhook(row), message: 'Webhook created.', success: true });
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/webhooks/:webhookId',
      summary: 'Change a webhook (a secret left out stays as it is)',
      tags: ['webhooks'],
      access,
      params: webhookParams,
      body: updateWebhookBodySchema,
      response: { 200: saved },
      handler: async (request) => {
        const row = await webhooks.update(requireLanding(request), request.params.webhookId, request.body);
        return { data: toWebhook(row), message: 'Webhook updated.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/webhooks/:webhookId',
      summary: 'Remove a webhook; deliveries still queued for it are dropped',
      tags: ['webhooks'],
      access,
      params: webhookParams,
      response: { 200: z.object({ message: z.string(), success: z.boolean() }) },
      handler: async (request) => {
        const webhook = await webhooks.require(requireLanding(request), request.params.webhookId);
        await db.deleteFrom('webhooks').where('id', '=', webhook.id).execute();
        return { message: 'Webhook deleted.', success: true };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/webhooks/:webhookId/deliveries',
      summary: "The webhook's delivery log, newest try first",
      tags: ['webhooks'],
      access,
      params: webhookParams,
      query: webhookDeliveriesQuerySchema,
      response: { 200: listEnvelope(webhookDeliverySchema) },
      handler: async (request) => {
        const webhook = await webhooks.require(requireLanding(request), request.params.webhookId);
        const { page, per_page } = request.query;
        const query = db.selectFrom('webhook_deliveries').where('webhook_id', '=', webhook.id);
        const [rows, count] = await Promise.all([
          query
            .selectAll()
            .orderBy('id', 'desc')
            .limit(per_page)
            .offset((page - 1) * per_page)
            .execute(),
          query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        ]);
        return { data: rows.map(toDelivery), meta: { total: Number(count.total) } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/webhooks/:webhookId/test',
      summary: 'Send a signed test event to the webhook now, once; answers with the logged try',
      tags: ['webhooks'],
      access,
      params: webhookParams,
      response: { 200: z.object({ data: webhookDeliverySchema, message: z.string(), success: z.boolean() }) },
      handler: async (request) => {
        const landing = requireLanding(request);
        const delivery = await webhooks.test(landing, await webhooks.require(landing, request.params.webhookId));
        return delivery.success
          ? { data: toDelivery(delivery), message: 'Test event delivered.', success: true }
          : { data: toDelivery(delivery), message: `The test event was not delivered: ${delivery.error}`, success: false };
      },
    }),
  ];
}

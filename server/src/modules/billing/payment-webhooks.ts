import { PaymentWebhookSignatureError } from '@tessera/sdk';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';
import { registerRoutes, defineRoute } from '../../http/route-definition.ts';
import { handlePaymentEvent, type AccountEventHandler } from './payment-events.ts';
import type { BillingDeps } from './subscriptions.service.ts';

/**
 * POST /webhooks/stripe, in a scope of its own: the signature covers the exact bytes sent, so
 * this scope keeps JSON bodies as text for the adapter to verify before anything is parsed.
 */
export async function registerPaymentWebhooks(api: FastifyInstance, deps: BillingDeps, onAccountEvent?: AccountEventHandler): Promise<void> {
  await api.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    registerRoutes(scope, [
      defineRoute({
        method: 'POST',
        url: '/webhooks/stripe',
        summary: "The payment provider's events, signature-checked; each is applied once however often it is delivered",
        tags: ['subscriptions'],
        access: { roles: 'public', tenant: 'none' },
        response: { 200: z.object({ received: z.boolean(), outcome: z.enum(['processed', 'duplicate', 'ignored']) }) },
        handler: async (request) => {
          const signature = request.headers['stripe-signature'];
          if (typeof signature !== 'string' || typeof request.body !== 'string') throw new HttpError('bad_request', 'A signed JSON event is expected.');
          let event;
          try {
            event = await deps.payments.verifyWebhook(request.body, signature);
          } catch (error) {
            if (error instanceof PaymentWebhookSignatureError) throw new HttpError('bad_request', 'The webhook signature is not valid.');
            throw error;
          }
          return { received: true, outcome: await handlePaymentEvent(deps, event, onAccountEvent) };
        },
      }),
    ]);
  });
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FakeStripe } from '../../services/payments/fake-stripe-server.ts';

export const FAKE_STRIPE_JS_PATH = '/dev/payments/stripe.js';
export const FAKE_PUBLISHABLE_KEY = 'pk_test_local_fake';

const FAKE_STRIPE_JS = readFileSync(join(import.meta.dirname, 'fake-stripe.js'), 'utf8');
const confirmBody = z.object({ client_secret: z.string().max(200), card_number: z.string().max(30) });

/**
 * The browser's side of the local fake provider, on the app's own origin (the fake listens on
 * loopback, which a visitor's browser cannot reach): the Stripe.js stand-in, and the one call
 * it makes, confirming a SetupIntent with a card number, passed on to the fake's API.
 */
export function registerDevPayments(app: FastifyInstance, fake: FakeStripe): void {
  app.get(FAKE_STRIPE_JS_PATH, async (_request, reply) => reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(FAKE_STRIPE_JS));
  app.post<{ Params: { id: string } }>('/dev/payments/setup_intents/:id/confirm', async (request, reply) => {
    const body = confirmBody.safeParse(request.body);
    if (!body.success || !/^seti_\w+$/.test(request.params.id)) return reply.status(400).send({ error: { type: 'invalid_request_error', message: 'A SetupIntent, its client secret and a card number are expected.' } });
    const form = new URLSearchParams({ client_secret: body.data.client_secret, 'payment_method_data[type]': 'card', 'payment_method_data[card][number]': body.data.card_number });
    const answer = await fetch(`${fake.url}/v1/setup_intents/${request.params.id}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${FAKE_PUBLISHABLE_KEY}` },
      body: form,
    });
    return reply.status(answer.status).header('content-type', 'application/json').send(await answer.text());
  });
}

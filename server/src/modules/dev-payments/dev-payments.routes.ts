import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FakeStripe } from '../../services/payments/fake-stripe-server.ts';

export const FAKE_STRIPE_JS_PATH = '/dev/payments/stripe.js';
export const FAKE_PUBLISHABLE_KEY = 'pk_test_local_fake';

const FAKE_STRIPE_JS = readFileSync(join(import.meta.dirname, 'fake-stripe.js'), 'utf8');
const confirmSetupBody = z.object({ client_secret: z.string().max(200), card_number: z.string().max(30) });
const confirmPaymentBody = z.object({ client_secret: z.string().max(200) });

/** Passes a confirmation on to the fake's API, as Stripe.js would send it with the publishable key. */
async function confirmAtFake(fake: FakeStripe, path: string, form: Record<string, string>) {
  const answer = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${FAKE_PUBLISHABLE_KEY}` },
    body: new URLSearchParams(form),
  });
  return { status: answer.status, body: await answer.text() };
}

const badRequest = { error: { type: 'invalid_request_error', message: 'An intent, its client secret (and for a card, its number) are expected.' } };

/**
 * The browser's side of the local fake provider, on the app's own origin (the fake listens on
 * loopback, which a visitor's browser cannot reach): the Stripe.js stand-in, and the calls it
 * makes, confirming a SetupIntent with a card number or a payment the bank asked about, passed
 * on to the fake's API.
 */
export function registerDevPayments(app: FastifyInstance, fake: FakeStripe): void {
  app.get(FAKE_STRIPE_JS_PATH, async (_request, reply) => reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(FAKE_STRIPE_JS));
  app.post<{ Params: { id: string } }>('/dev/payments/setup_intents/:id/confirm', async (request, reply) => {
    const body = confirmSetupBody.safeParse(request.body);
    if (!body.success || !/^seti_\w+$/.test(request.params.id)) return reply.status(400).send(badRequest);
    const form = { client_secret: body.data.client_secret, 'payment_method_data[type]': 'card', 'payment_method_data[card][number]': body.data.card_number };
    const answer = await confirmAtFake(fake, `/v1/setup_intents/${request.params.id}/confirm`, form);
    return reply.status(answer.status).header('content-type', 'application/json').send(answer.body);
  });
  app.post<{ Params: { id: string } }>('/dev/payments/payment_intents/:id/confirm', async (request, reply) => {
    const body = confirmPaymentBody.safeParse(request.body);
    if (!body.success || !/^pi_\w+$/.test(request.params.id)) return reply.status(400).send(badRequest);
    const answer = await confirmAtFake(fake, `/v1/payment_intents/${request.params.id}/confirm`, { client_secret: body.data.client_secret });
    return reply.status(answer.status).header('content-type', 'application/json').send(answer.body);
  });
}

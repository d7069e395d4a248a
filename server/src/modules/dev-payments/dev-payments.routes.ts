import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FakeStripe } from '../../services/payments/fake-stripe-server.ts';
import { FAKE_PUBLISHABLE_KEY, FAKE_STRIPE_JS_PATH } from '../../services/payments/start-payments.ts';
import { CONNECT_CALLBACK_PATH } from '../gateways/gateways.service.ts';


const FAKE_STRIPE_JS = readFileSync(join(import.meta.dirname, 'fake-stripe.js'), 'utf8');
const confirmSetupBody = z.object({ client_secret: z.string().max(200), card_number: z.string().max(30) });
const connectedAccount = z.string().regex(/^acct_\w+$/).optional();
const confirmPaymentBody = z.object({ client_secret: z.string().max(200), stripe_account: connectedAccount });
const createCardBody = z.object({ card_number: z.string().max(30), stripe_account: connectedAccount });
const authorizeQuery = z.object({ client_id: z.string().max(100), redirect_uri: z.string().max(2000), state: z.string().max(200) });

/** Passes a call on to the fake's API, as Stripe.js would send it with the publishable key (inside a connected account, when it names one). */
async function confirmAtFake(fake: FakeStripe, path: string, form: Record<string, string>, account?: string) {
  const answer = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${FAKE_PUBLISHABLE_KEY}`,
      ...(account ? { 'stripe-account': account } : {}),
    },
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
export function registerDevPayments(app: FastifyInstance, fake: FakeStripe, appOrigin: string): void {
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
    const answer = await confirmAtFake(fake, `/v1/payment_intents/${request.params.id}/confirm`, { client_secret: body.data.client_secret }, body.data.stripe_account);
    return reply.status(answer.status).header('content-type', 'application/json').send(answer.body);
  });
  app.post('/dev/payments/payment_methods', async (request, reply) => {
    const body = createCardBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(badRequest);
    const answer = await confirmAtFake(fake, '/v1/payment_methods', { type: 'card', 'card[number]': body.data.card_number }, body.data.stripe_account);
    return reply.status(answer.status).header('content-type', 'application/json').send(answer.body);
  });

  // The provider's Connect authorize page, as the fake's test mode shows it: the account owner approves or cancels.
  app.get('/dev/payments/oauth/authorize', async (request, reply) => {
    const query = authorizeQuery.safeParse(request.query);
    const back = query.success ? returnAddress(query.data.redirect_uri, appOrigin) : null;
    if (!query.success || !back) return reply.status(400).send(badRequest);
    const cancel = new URL(back);
    cancel.search = new URLSearchParams({ error: 'access_denied', error_description: 'The user denied your request', state: query.data.state }).toString();
    return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(authorizePage(query.data.redirect_uri, query.data.state, cancel.toString()));
  });
  // The approve button posts a plain HTML form.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post('/dev/payments/oauth/authorize', async (request, reply) => {
      const body = z.object({ redirect_uri: z.string().max(2000), state: z.string().max(200) }).safeParse(request.body);
      const back = body.success ? returnAddress(body.data.redirect_uri, appOrigin) : null;
      if (!body.success || !back) return reply.status(400).send(badRequest);
      back.search = new URLSearchParams({ code: fake.issueConnectCode().code, scope: 'read_write', state: body.data.state }).toString();
      return reply.redirect(back.toString(), 303);
    });
  });
}

/** Only this app's own callback is a place to send a code to. */
function returnAddress(redirectUri: string, appOrigin: string): URL | null {
  try {
    const url = new URL(redirectUri);
    return url.origin === appOrigin && url.pathname === CONNECT_CALLBACK_PATH ? url : null;
  } catch {
    return null;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function authorizePage(redirectUri: string, state: string, cancelHref: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Connect a payment account (test mode)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#111827}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#4f46e5;color:#fff;cursor:pointer}a{color:#3730a3;margin-left:1rem}</style></head>
<body><main><h1>Connect a payment account</h1><p>This is the local test provider: approving makes a new test account for the website. Nothing is charged.</p>
<form method="post" action="/dev/payments/oauth/authorize"><input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}"><input type="hidden" name="state" value="${escapeHtml(state)}"><button type="submit">Connect account</button><a href="${escapeHtml(cancelHref)}">Cancel</a></form></main></body></html>`;
}

import { OAUTH_PROVIDERS } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FakeVendors } from '../../services/connections/fake-vendors-server.ts';
import { fakeAuthorizePath } from '../../services/connections/start-connections.ts';

const authorizeQuery = z.object({
  client_id: z.string().max(200),
  redirect_uri: z.string().max(2000),
  state: z.string().max(200),
  code_challenge: z.string().max(200).optional(),
});

/**
 * The local fake vendors' authorize pages on the app's own origin (the fake listens on loopback,
 * which a visitor's browser cannot reach): the account owner "approves" at once and is sent back
 * to the callback with a code the fake issued for that redirect address and PKCE challenge.
 */
export function registerDevVendors(app: FastifyInstance, fake: FakeVendors, appOrigin: string): void {
  for (const provider of OAUTH_PROVIDERS) {
    app.get(fakeAuthorizePath(provider), async (request, reply) => {
      const query = authorizeQuery.safeParse(request.query);
      if (!query.success || query.data.client_id !== fake.clientId) return reply.status(400).send({ message: 'An authorize request of this app (client_id, redirect_uri, state) is expected.' });
      const back = new URL(query.data.redirect_uri, appOrigin);
      // The stand-in approves requests of this app only, as the vendor would for its registered redirect.
      if (back.origin !== appOrigin || !back.pathname.startsWith('/api/v1/auth/')) return reply.status(400).send({ message: 'The redirect_uri is not this app.' });
      back.searchParams.set('code', fake.issueCode(provider, { redirectUri: query.data.redirect_uri, ...(query.data.code_challenge ? { codeChallenge: query.data.code_challenge } : {}) }));
      back.searchParams.set('state', query.data.state);
      return reply.redirect(back.toString(), 302);
    });
  }
}

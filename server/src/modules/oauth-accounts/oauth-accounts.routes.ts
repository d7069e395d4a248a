import {
  dataEnvelope,
  listEnvelope,
  oauthAccountParamsSchema,
  oauthAccountSchema,
  oauthCallbackQuerySchema,
  oauthConnectBodySchema,
  oauthConnectStartSchema,
  oauthProviderParamsSchema,
  oauthTargetSchema,
  oauthVerifyBodySchema,
  oauthVerifyResultSchema,
} from '@tessera/core';
import { z } from 'zod';
import { ownAgencyId, requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { OAuthAccounts } from './oauth-accounts.service.ts';

/** Connections are the agency's own: its owner makes, checks and removes them. */
const OWNER = { roles: ['Agency'], tenant: 'agency' } as const;
const tags = ['oauth-accounts'];

/** Spec §2 /auth/{provider}/callback and §7 POST /oauth-accounts/verify, with the list, connect and disconnect around them. */
export function oauthAccountsRoutes(accounts: OAuthAccounts) {
  return [
    defineRoute({
      method: 'GET',
      url: '/oauth-accounts',
      summary: "The agency's connections to Mailchimp, HubSpot and GoTo Webinar (never their tokens)",
      tags,
      access: OWNER,
      response: { 200: listEnvelope(oauthAccountSchema) },
      handler: async (request) => {
        const data = await accounts.list(ownAgencyId(request));
        return { data, meta: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/oauth-accounts/:provider/connect',
      summary: "Start connecting an account: answers the provider's authorize address (with state, and PKCE where the provider takes it)",
      tags,
      access: OWNER,
      params: oauthProviderParamsSchema,
      body: oauthConnectBodySchema,
      response: { 200: dataEnvelope(oauthConnectStartSchema) },
      handler: async (request) => {
        const user = requireUser(request);
        const url = await accounts.startConnect(request.params.provider, { id: user.id, agencyId: ownAgencyId(request) }, request.body.return_to);
        return { data: { authorize_url: url } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/auth/:provider/callback',
      summary: "The provider's OAuth return: checks the single-use state, stores the account's sealed tokens and sends the agency back where it started",
      tags,
      // The provider redirects the browser here without the app's token; the state names the agency and the user.
      access: { roles: 'public', tenant: 'none' },
      params: oauthProviderParamsSchema,
      query: oauthCallbackQuerySchema,
      response: { 302: z.null() },
      handler: async (request, reply) => reply.redirect(await accounts.finishConnect(request.params.provider, request.query), 302),
    }),
    defineRoute({
      method: 'POST',
      url: '/oauth-accounts/verify',
      summary: 'Whether a stored connection still works, by one call to its provider (a revoked one is marked so)',
      tags,
      access: OWNER,
      body: oauthVerifyBodySchema,
      response: { 200: dataEnvelope(oauthVerifyResultSchema) },
      handler: async (request) => ({ data: await accounts.verify(ownAgencyId(request), request.body.id) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/oauth-accounts/:accountId/targets',
      summary: 'What the connection can forward leads to: Mailchimp audiences, HubSpot pipeline stages, GoTo webinars',
      tags,
      access: OWNER,
      params: oauthAccountParamsSchema,
      response: { 200: listEnvelope(oauthTargetSchema) },
      handler: async (request) => {
        const data = await accounts.targets(ownAgencyId(request), request.params.accountId);
        return { data, meta: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/oauth-accounts/:accountId',
      summary: 'Disconnect: the provider revokes the tokens where it can, and they are deleted here; integrations using it stop forwarding',
      tags,
      access: OWNER,
      params: oauthAccountParamsSchema,
      response: { 200: z.object({ message: z.string(), success: z.boolean() }) },
      handler: async (request) => {
        await accounts.remove(ownAgencyId(request), request.params.accountId);
        return { message: 'Connection removed.', success: true };
      },
    }),
  ];
}

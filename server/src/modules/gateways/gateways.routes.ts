import {
  AGENCY_ROLES,
  connectStartSchema,
  gatewayCheckSchema,
  gatewayPlatformParam,
  gatewaySchema,
  gatewayVerificationSchema,
  idSchema,
  listEnvelope,
  updateGatewayBodySchema,
  verifyAccountBodySchema,
} from '@tessera/core';
import { z } from 'zod';
import { requireLanding, requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { toGateway } from './gateway-view.ts';
import { gatewaysScreen, type Gateways } from './gateways.service.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const access = { roles: ROLES, tenant: 'landing', permission: 'gateways.edit' } as const;
const landingParams = z.object({ id: idSchema });
const gatewayParams = z.object({ id: idSchema, gatewayId: idSchema });
const platformParams = z.object({ id: idSchema, platform: gatewayPlatformParam });
const saved = z.object({ data: gatewaySchema, message: z.string(), success: z.boolean() });

const callbackQuery = z.object({
  state: z.string({ error: 'The state is missing.' }).min(1).max(200),
  code: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

export function gatewaysRoutes(gateways: Gateways) {
  return [
    defineRoute({
      method: 'POST',
      url: '/landings/:id/gateways/stripe',
      summary: "Start connecting the agency's own provider account: answers the provider's authorize address",
      tags: ['gateways'],
      access,
      params: landingParams,
      response: { 200: z.object({ data: connectStartSchema }) },
      handler: async (request) => ({ data: { authorize_url: await gateways.startConnect(requireLanding(request), requireUser(request).id) } }),
    }),
    defineRoute({
      method: 'GET',
      url: '/auth/stripe/callback',
      summary: "The provider's OAuth return: checks the state, stores the account and sends the agency back to the website's gateways",
      tags: ['gateways'],
      // The provider redirects the browser here without the app's token; the single-use state names the website and the user.
      access: { roles: 'public', tenant: 'none' },
      query: callbackQuery,
      response: { 302: z.null() },
      handler: async (request, reply) => {
        const { landingId, outcome } = await gateways.finishConnect(request.query);
        return reply.redirect(gatewaysScreen(landingId, outcome), 302);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/gateways/all',
      summary: "The website's connected payment accounts (tokens are never shown)",
      tags: ['gateways'],
      access,
      params: landingParams,
      response: { 200: listEnvelope(gatewaySchema) },
      handler: async (request) => {
        const rows = await gateways.list(requireLanding(request));
        return { data: rows.map(toGateway), meta: { total: rows.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/gateways/stripe/active',
      summary: 'The account the website takes payments with, or null',
      tags: ['gateways'],
      access,
      params: landingParams,
      response: { 200: z.object({ data: gatewaySchema.nullable() }) },
      handler: async (request) => {
        const row = await gateways.active(requireLanding(request).id);
        return { data: row ? toGateway(row) : null };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/gateways/:platform/check',
      summary: 'Is an account of this platform connected and able to take payments',
      tags: ['gateways'],
      access,
      params: platformParams,
      response: { 200: z.object({ data: gatewayCheckSchema }) },
      handler: async (request) => ({ data: await gateways.check(requireLanding(request), request.params.platform) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/gateways/stripe/:gatewayId',
      summary: 'Rename a gateway, or make it the one the website takes payments with',
      tags: ['gateways'],
      access,
      params: gatewayParams,
      body: updateGatewayBodySchema,
      response: { 200: saved },
      handler: async (request) => ({ data: toGateway(await gateways.update(requireLanding(request), request.params.gatewayId, request.body)), message: 'Gateway updated.', success: true }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/landings/:id/gateways/stripe/:gatewayId/revoke',
      summary: "Revoke the platform's access to the account at the provider",
      tags: ['gateways'],
      access,
      params: gatewayParams,
      response: { 200: saved },
      handler: async (request) => ({ data: toGateway(await gateways.revoke(requireLanding(request), request.params.gatewayId)), message: 'Account revoked.', success: true }),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/landings/:id/gateways/:platform/:gatewayId',
      summary: 'Remove a gateway (revoked first); its products and coupons go with it',
      tags: ['gateways'],
      access,
      params: z.object({ id: idSchema, platform: gatewayPlatformParam, gatewayId: idSchema }),
      response: { 200: z.object({ message: z.string(), success: z.boolean() }) },
      handler: async (request) => {
        await gateways.remove(requireLanding(request), request.params.platform, request.params.gatewayId);
        return { message: 'Gateway deleted.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/stripe-accounts/verify',
      summary: 'Ask the provider about a connected account now (landing_id in the query)',
      tags: ['gateways'],
      access: { ...access, landingIdIn: 'query' },
      query: z.object({ landing_id: idSchema }),
      body: verifyAccountBodySchema,
      response: { 200: z.object({ data: gatewayVerificationSchema }) },
      handler: async (request) => {
        const result = await gateways.verify(requireLanding(request), request.body.gateway_id);
        return { data: { ...result, gateway: toGateway(result.gateway) } };
      },
    }),
  ];
}

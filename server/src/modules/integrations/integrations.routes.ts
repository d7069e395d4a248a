import {
  AGENCY_ROLES,
  callGetApiBodySchema,
  callGetApiResultSchema,
  dataEnvelope,
  integrationBodySchema,
  integrationCheckNameBodySchema,
  integrationCheckNameSchema,
  integrationDeliverySchema,
  integrationNameBodySchema,
  integrationParamsSchema,
  integrationSchema,
  integrationToggleBodySchema,
  INTEGRATION_NAME_TAKEN_MESSAGE,
  listEnvelope,
  oauthAccountSchema,
  oauthTargetSchema,
} from '@tessera/core';
import { z } from 'zod';
import { requireLanding } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { OAuthAccounts } from '../oauth-accounts/oauth-accounts.service.ts';
import type { Integrations } from './integrations.service.ts';

const access = { roles: ['Admin', ...AGENCY_ROLES], tenant: 'landing', permission: 'integrations.edit' } as const;
const tags = ['integrations'];
const landingParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });
const accountParams = landingParams.extend({ accountId: z.coerce.number().int().positive().max(2 ** 31 - 1) });
const saved = dataEnvelope(integrationSchema).extend({ message: z.string(), success: z.boolean() });
const done = z.object({ message: z.string(), success: z.boolean() });
const base = '/landings/:id/integrations';
const one = `${base}/:integrationId`;

/** Spec §7 integrations (GET /all, POST /check-name, POST, PUT /{id}, PUT /{id}/name, PUT /{id}/toggle, DELETE, POST /{id}/call-get-api) and cards-integrations. */
export function integrationsRoutes(integrations: Integrations, accounts: OAuthAccounts) {
  return [
    defineRoute({
      method: 'GET',
      url: `${base}/all`,
      summary: "The website's integrations, each with its connection's name and state",
      tags,
      access,
      params: landingParams,
      response: { 200: listEnvelope(integrationSchema) },
      handler: async (request) => {
        const data = await integrations.list(requireLanding(request));
        return { data, meta: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: `${base}/check-name`,
      summary: 'Whether a name is free on this website (names are unique per website, whatever their case)',
      tags,
      access,
      params: landingParams,
      body: integrationCheckNameBodySchema,
      response: { 200: dataEnvelope(integrationCheckNameSchema) },
      handler: async (request) => {
        const taken = await integrations.nameTaken(requireLanding(request).id, request.body.name, request.body.except_id);
        return { data: { available: !taken, message: taken ? INTEGRATION_NAME_TAKEN_MESSAGE : 'The name is free.' } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: base,
      summary: 'Add an integration: Mailchimp or HubSpot through one of the agency’s connections, or a GET address to call',
      tags,
      access,
      params: landingParams,
      body: integrationBodySchema,
      response: { 201: saved },
      handler: async (request, reply) => {
        const landing = requireLanding(request);
        const id = await integrations.create(landing, request.body);
        reply.status(201);
        return { data: await integrations.view(landing, id), message: 'Integration created.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: one,
      summary: "Change an integration's settings",
      tags,
      access,
      params: integrationParamsSchema,
      body: integrationBodySchema,
      response: { 200: saved },
      handler: async (request) => {
        const landing = requireLanding(request);
        await integrations.update(landing, request.params.integrationId, request.body);
        return { data: await integrations.view(landing, request.params.integrationId), message: 'Integration saved.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: `${one}/name`,
      summary: 'Rename an integration',
      tags,
      access,
      params: integrationParamsSchema,
      body: integrationNameBodySchema,
      response: { 200: saved },
      handler: async (request) => {
        const landing = requireLanding(request);
        await integrations.rename(landing, request.params.integrationId, request.body.name);
        return { data: await integrations.view(landing, request.params.integrationId), message: 'Integration renamed.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: `${one}/toggle`,
      summary: 'Switch an integration on or off (`active`), or over when not given; one that is off forwards nothing',
      tags,
      access,
      params: integrationParamsSchema,
      body: integrationToggleBodySchema,
      response: { 200: saved },
      handler: async (request) => {
        const landing = requireLanding(request);
        const active = await integrations.toggle(landing, request.params.integrationId, request.body?.active);
        return { data: await integrations.view(landing, request.params.integrationId), message: active ? 'Integration switched on.' : 'Integration switched off.', success: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: one,
      summary: 'Delete an integration and its delivery log',
      tags,
      access,
      params: integrationParamsSchema,
      response: { 200: done },
      handler: async (request) => {
        await integrations.remove(requireLanding(request), request.params.integrationId);
        return { message: 'Integration deleted.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: `${one}/call-get-api`,
      summary: "Call a Call GET API integration's address now with sample fields (private addresses refused, 10 s, redirects not followed)",
      tags,
      access,
      params: integrationParamsSchema,
      body: callGetApiBodySchema,
      response: { 200: dataEnvelope(callGetApiResultSchema) },
      handler: async (request) => ({ data: await integrations.callNow(requireLanding(request), request.params.integrationId, request.body.fields) }),
    }),
    defineRoute({
      method: 'GET',
      url: `${one}/deliveries`,
      summary: 'The last 100 tries of forwarding leads, newest first',
      tags,
      access,
      params: integrationParamsSchema,
      response: { 200: listEnvelope(integrationDeliverySchema) },
      handler: async (request) => {
        const data = await integrations.deliveries(requireLanding(request), request.params.integrationId);
        return { data, meta: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: `${base}/accounts`,
      summary: "The website's agency's connections an integration can use (never their tokens)",
      tags,
      access,
      params: landingParams,
      response: { 200: listEnvelope(oauthAccountSchema) },
      handler: async (request) => {
        const data = await accounts.list(requireLanding(request).agency_id);
        return { data, meta: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: `${base}/accounts/:accountId/targets`,
      summary: 'The audiences or pipeline stages a connection of the agency can forward leads to',
      tags,
      access,
      params: accountParams,
      response: { 200: listEnvelope(oauthTargetSchema) },
      handler: async (request) => {
        const data = await accounts.targets(requireLanding(request).agency_id, request.params.accountId);
        return { data, meta: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/landings/:id/cards-integrations',
      summary: "The website's active integrations that take its cards' leads",
      tags,
      access: { ...access, permission: 'cards.edit' },
      params: landingParams,
      response: { 200: listEnvelope(integrationSchema) },
      handler: async (request) => {
        const data = await integrations.forCards(requireLanding(request));
        return { data, meta: { total: data.length } };
      },
    }),
  ];
}

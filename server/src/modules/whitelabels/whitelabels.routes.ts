import { idSchema, listEnvelope, whitelabelBodySchema, whitelabelSchema, whitelabelsQuerySchema, type Whitelabel } from '@tessera/core';
import { z } from 'zod';
import type { WhitelabelRow } from '../../db/schema.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { listWhitelabels } from './whitelabels.queries.ts';
import { checkCertificates, createWhitelabel, deleteWhitelabel, requireWhitelabel, updateWhitelabel, type WhitelabelsDeps } from './whitelabels.service.ts';

export function toWhitelabel(row: WhitelabelRow): Whitelabel {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    domain_2: row.domain_2,
    logos: { light: row.logo_light, dark: row.logo_dark },
    created_at: row.created_at.toISOString(),
    cert: { status: row.cert_status, checked_at: row.cert_checked_at?.toISOString() ?? null, message: row.cert_message },
  };
}

const access = { roles: ['Admin'], tenant: 'none' } as const;
const tags = ['whitelabels'];
const params = z.object({ id: idSchema });
const one = z.object({ data: whitelabelSchema, message: z.string().optional(), success: z.boolean().optional() });

export function whitelabelsRoutes(deps: WhitelabelsDeps) {
  const { db } = deps;
  return [
    defineRoute({
      method: 'GET',
      url: '/whitelabels',
      summary: 'Admin: white-labels, 10 per page by default, sorted by domain, searchable by name or domain',
      tags,
      access,
      query: whitelabelsQuerySchema,
      response: { 200: listEnvelope(whitelabelSchema) },
      handler: async (request) => {
        const { page, per_page: perPage, search } = request.query;
        const { rows, total } = await listWhitelabels(db, { page, perPage, search });
        return { data: rows.map(toWhitelabel), meta: { total } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/whitelabels/:id',
      summary: 'Admin: one white-label with its certificate status',
      tags,
      access,
      params,
      response: { 200: one },
      handler: async (request) => ({ data: toWhitelabel(await requireWhitelabel(db, request.params.id)) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/whitelabels',
      summary: 'Admin: create a white-label (name, domain, second domain, logos); its domains answer the app at once',
      tags,
      access,
      body: whitelabelBodySchema,
      response: { 201: one },
      handler: async (request, reply) => {
        const row = await createWhitelabel(deps, request.body);
        reply.status(201);
        return { data: toWhitelabel(row), message: 'White-label created.', success: true };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/whitelabels/:id',
      summary: 'Admin: change a white-label; a changed domain needs its certificate again',
      tags,
      access,
      params,
      body: whitelabelBodySchema,
      response: { 200: one },
      handler: async (request) => ({ data: toWhitelabel(await updateWhitelabel(deps, request.params.id, request.body)), message: 'White-label updated.', success: true }),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/whitelabels/:id',
      summary: 'Admin: delete a white-label no agency is under (409 otherwise)',
      tags,
      access,
      params,
      handler: async (request) => {
        await deleteWhitelabel(deps, request.params.id);
        return { message: 'White-label deleted.', success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/whitelabels/:id/cert',
      summary: "Admin: obtain and check the certificates of a white-label's domains: pending, issued or failed (see deploy/README.md)",
      tags,
      access,
      params,
      response: { 200: one },
      handler: async (request) => {
        const row = await checkCertificates(deps, request.params.id);
        const messages = { issued: 'The certificates are issued.', pending: 'The certificates are being issued; check again in a minute.', failed: 'The certificates could not be obtained.', none: '' } as const;
        return { data: toWhitelabel(row), message: messages[row.cert_status], success: row.cert_status !== 'failed' };
      },
    }),
  ];
}

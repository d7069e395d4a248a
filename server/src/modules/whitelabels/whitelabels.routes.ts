import { listEnvelope, whitelabelSchema, whitelabelsQuerySchema, type Whitelabel } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import type { WhitelabelRow } from '../../db/schema.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { listWhitelabels } from './whitelabels.queries.ts';

export function toWhitelabel(row: WhitelabelRow): Whitelabel {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    domain_2: row.domain_2,
    logos: { light: row.logo_light, dark: row.logo_dark },
    created_at: row.created_at.toISOString(),
  };
}

export function whitelabelsRoutes(db: Db) {
  return [
    defineRoute({
      method: 'GET',
      url: '/whitelabels',
      summary: 'Admin: white-labels, 10 per page by default, sorted by domain, searchable by name or domain',
      tags: ['whitelabels'],
      access: { roles: ['Admin'], tenant: 'none' },
      query: whitelabelsQuerySchema,
      response: { 200: listEnvelope(whitelabelSchema) },
      handler: async (request) => {
        const { page, per_page: perPage, search } = request.query;
        const { rows, total } = await listWhitelabels(db, { page, perPage, search });
        return { data: rows.map(toWhitelabel), meta: { total } };
      },
    }),
  ];
}

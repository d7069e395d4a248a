import { AGENCY_ROLES, listEnvelope, pageTemplateSchema, siteTemplateSchema } from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { listPageTemplates, listSiteTemplates } from './templates.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;

export function templatesRoutes(db: Db) {
  return [
    defineRoute({
      method: 'GET',
      url: '/templates',
      summary: 'Published site templates a new website can start from',
      tags: ['templates'],
      access: { roles: ROLES, tenant: 'none' },
      response: { 200: listEnvelope(siteTemplateSchema) },
      handler: async () => {
        const data = await listSiteTemplates(db);
        return { data, meta: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/page-templates',
      summary: 'Published page templates a new page can start from',
      tags: ['templates'],
      access: { roles: ROLES, tenant: 'none' },
      response: { 200: listEnvelope(pageTemplateSchema) },
      handler: async () => {
        const data = await listPageTemplates(db);
        return { data, meta: { total: data.length } };
      },
    }),
  ];
}

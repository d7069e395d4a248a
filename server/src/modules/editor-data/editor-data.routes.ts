import { AGENCY_ROLES, dataEnvelope, editorDataQuerySchema, editorDataSchema } from '@tessera/core';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/access-control.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { VirtualPagesOf } from '../site-content/virtual-pages.ts';
import { editorData } from './editor-data.service.ts';

export function editorDataRoutes(db: Db, config: AppConfig, virtualPages: VirtualPagesOf) {
  return [
    defineRoute({
      method: 'GET',
      url: '/editor-data',
      summary: "What the designer needs up front: premium element grants, whether AI can be used (the agency's key, the server's, or the fake AI), and with landing_id the website's pages and the caller's permissions there",
      tags: ['editor'],
      access: { roles: ['Admin', ...AGENCY_ROLES], tenant: 'landing', landingIdIn: 'query', permission: 'pages.view' },
      query: editorDataQuerySchema,
      response: { 200: dataEnvelope(editorDataSchema) },
      handler: async (request) => {
        const { landing, permissions } = request.tenant;
        return { data: await editorData(db, config, virtualPages, requireUser(request), landing && permissions ? { landing, permissions } : undefined) };
      },
    }),
  ];
}

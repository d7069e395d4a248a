import { appConfigSchema, dataEnvelope } from '@tessera/core';
import type { AppConfig } from '../../config.ts';
import { defineRoute } from '../../http/route-definition.ts';

export function configRoutes(config: AppConfig) {
  return [
    defineRoute({
      method: 'GET',
      url: '/config',
      summary: 'White-label name, logos and maintenance flag',
      tags: ['auth'],
      access: { roles: 'public', tenant: 'none' },
      response: { 200: dataEnvelope(appConfigSchema) },
      handler: async () => ({
        data: {
          name: config.appName,
          logos: { light: null, dark: null },
          maintenance: config.maintenance,
          site_domain: config.siteDomain,
        },
      }),
    }),
  ];
}

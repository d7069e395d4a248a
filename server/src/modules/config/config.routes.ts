import { appConfigSchema, dataEnvelope, type AppConfig as PublicConfig } from '@tessera/core';
import type { AnyCardDesign, AppDefinition } from '@tessera/sdk';
import { directoryEntry } from '../../apps/app-directory.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { hostnameOf, type SiteHosts } from '../sites/site-hosts.ts';

export function configRoutes(config: AppConfig, db: Db, hosts: SiteHosts, registry: ElementRegistry, premiumApps: readonly AppDefinition[], designs: readonly AnyCardDesign[]) {
  const premiumAppDirectory = premiumApps.map(directoryEntry);
  // Premium card designs are granted in the same list as premium elements; an app's elements come with the app.
  const allPremiumElements = [...registry.list().filter((element) => !element.app), ...designs].filter((plugin) => plugin.premium).map((plugin) => plugin.id);
  const cardDesigns = designs.map((design) => ({ id: design.id, label: design.label, premium: design.premium }));
  return [
    defineRoute({
      method: 'GET',
      url: '/config',
      summary: "The white-label of the request's host (name, logos), maintenance flag and premium catalogue; 404 on an unknown host",
      tags: ['auth'],
      access: { roles: 'public', tenant: 'none' },
      response: { 200: dataEnvelope(appConfigSchema) },
      handler: async (request): Promise<{ data: PublicConfig }> => {
        const hostname = hostnameOf(request.headers.host);
        const whitelabel = hosts.whitelabelAt(hostname);
        const unlimited = await db.selectFrom('plans').select('name').where('unlimited', '=', true).orderBy('name').execute();
        return {
          data: {
            name: whitelabel?.name ?? config.appName,
            logos: { light: whitelabel?.logo_light ?? null, dark: whitelabel?.logo_dark ?? null },
            maintenance: config.maintenance,
            // Sites of a white-label answer under the domain it was reached on (domain or domain_2).
            site_domain: whitelabel ? hostname : config.siteDomain,
            unlimitedPlans: unlimited.map((plan) => plan.name),
            premiumAppDirectory,
            allPremiumElements,
            cardDesigns,
          },
        };
      },
    }),
  ];
}

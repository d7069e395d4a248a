import type { ServiceResolver, ServiceToken } from '@tessera/sdk';
import type { InstalledApp } from './installed-apps.ts';

const serviceName = (token: ServiceToken<unknown>) => (token.description ?? String(token)).replace(/^tessera\.service\./, '');

/**
 * An app's view of the container when its server part lists its `needs`: those and the services
 * it provides itself, and nothing else, so a service used but not declared fails in the app's
 * own tests instead of passing the boot check and failing on a request.
 */
export function servicesOfApp(appId: string, services: ServiceResolver, allowed: readonly ServiceToken<unknown>[]): ServiceResolver {
  const declared = new Set<symbol>(allowed);
  return {
    resolve<T>(token: ServiceToken<T>): T {
      if (!declared.has(token)) throw new Error(`App "${appId}" uses the service ${serviceName(token)} without listing it in its server part's needs`);
      return services.resolve(token);
    },
    isRegistered: (token) => declared.has(token) && services.isRegistered(token),
  };
}

/**
 * Stops the boot when a service an app needs is provided by nothing (neither the platform nor
 * another installed app), naming the app and the service, instead of failing its first request.
 */
export function assertAppNeedsProvided(apps: readonly InstalledApp[], services: ServiceResolver): void {
  const missing = apps.flatMap((app) =>
    (app.server.needs ?? []).filter((token) => !services.isRegistered(token)).map((token) => `App "${app.definition.id}" needs the service ${serviceName(token)}, which nothing installed provides`),
  );
  if (missing.length > 0) throw new Error(missing.join('; '));
}

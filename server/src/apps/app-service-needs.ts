import { LoggerToken, type Logger, type ServiceResolver, type ServiceToken } from '@tessera/sdk';
import type { InstalledApp } from './installed-apps.ts';

/** A service's name as messages give it ("Mailer"). */
export const serviceName = (token: ServiceToken<unknown>) => (token.description ?? String(token)).replace(/^tessera\.service\./, '');

/** The platform's logger with every line marked as the plugin's. */
function pluginLogger(base: Logger, pluginId: string): Logger {
  const mark = (details?: Record<string, unknown>) => ({ plugin: pluginId, ...details });
  return {
    debug: (message, details) => base.debug(message, mark(details)),
    info: (message, details) => base.info(message, mark(details)),
    warn: (message, details) => base.warn(message, mark(details)),
    error: (message, details) => base.error(message, mark(details)),
  };
}

/**
 * An app's view of the container. Its logger is its own (lines marked with the app's id). When
 * its server part lists its `needs` (`allowed`: those and the services it provides itself), it
 * resolves nothing else, so a service used but not declared fails in the app's own tests instead
 * of passing the boot check and failing on a request.
 */
export function servicesOfApp(appId: string, services: ServiceResolver, allowed?: readonly ServiceToken<unknown>[]): ServiceResolver {
  const declared = allowed && new Set<symbol>(allowed);
  let logger: Logger | undefined;
  return {
    resolve<T>(token: ServiceToken<T>): T {
      if (declared && !declared.has(token)) throw new Error(`App "${appId}" uses the service ${serviceName(token)} without listing it in its server part's needs`);
      if (token === LoggerToken) return (logger ??= pluginLogger(services.resolve(LoggerToken), appId)) as T;
      return services.resolve(token);
    },
    isRegistered: (token) => (!declared || declared.has(token)) && services.isRegistered(token),
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

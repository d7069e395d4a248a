import type { AppDefinition, AppServerContext, AppServerPart, ServiceContainer } from '@tessera/sdk';
import type { Db } from '../db/database.ts';
import { readAppConfig } from './app-config.ts';
import { loadAppServerModule } from './app-server-modules.ts';
import { OwnTablesOnly } from './own-tables.ts';
import { servicesOfApp } from './app-service-needs.ts';

/** An installed app with its server part loaded, and the context its server code is handed. */
export interface InstalledApp {
  definition: AppDefinition;
  server: AppServerPart;
  context: AppServerContext;
}

function isServerPart(value: unknown): value is AppServerPart {
  return typeof value === 'object' && value !== null;
}

/**
 * Loads each app's server part (the module its definition names), reads its settings from `env`
 * and provides the services it brings. Its `db` reaches only its own tables (`OwnTablesOnly`). A missing module, a second app with the same id, a part
 * that is not a `defineAppServer` value or settings its schema refuses stop the server at boot,
 * naming the app.
 */
export async function loadInstalledApps(
  definitions: readonly AppDefinition[],
  deps: { db: Db; services: ServiceContainer; env: Readonly<Record<string, string | undefined>> },
): Promise<InstalledApp[]> {
  const seen = new Set<string>();
  const installed: InstalledApp[] = [];
  for (const definition of definitions) {
    if (seen.has(definition.id)) throw new Error(`App "${definition.id}" is installed twice`);
    seen.add(definition.id);
    let server: AppServerPart = {};
    if (definition.server) {
      const loaded: unknown = (await loadAppServerModule(definition.server)).default;
      if (!isServerPart(loaded)) throw new Error(`App "${definition.id}": ${definition.server} has no defineAppServer(...) default export`);
      server = loaded;
    }
    // An app that lists its needs sees only those and its own services; one from before `needs` sees them all.
    const allowed = server.needs && [...server.needs, ...(server.services ?? []).map((service) => service.token)];
    const services = servicesOfApp(definition.id, deps.services, allowed);
    installed.push({ definition, server, context: { appId: definition.id, db: deps.db.withPlugin(new OwnTablesOnly(definition.id)), services, config: readAppConfig(definition.id, server.config, deps.env) } });
  }
  for (const app of installed) {
    for (const service of app.server.services ?? []) deps.services.provide(service.token, service.create(app.context));
  }
  return installed;
}

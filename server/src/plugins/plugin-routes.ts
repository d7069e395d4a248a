import type { AnyElementDefinition, ServiceContainer } from '@tessera/sdk';
import type { FastifyInstance } from 'fastify';

/** Mounts each plugin's own routes under /api/v1/plugins/<id>/, each in its own encapsulated scope. */
export async function mountPluginRoutes(
  api: FastifyInstance,
  plugins: readonly AnyElementDefinition[],
  services: ServiceContainer,
): Promise<void> {
  for (const plugin of plugins) {
    const routes = plugin.routes;
    if (!routes) continue;
    await api.register(async (scope) => routes(scope, { pluginId: plugin.id, services }), { prefix: `/plugins/${plugin.id}` });
  }
}

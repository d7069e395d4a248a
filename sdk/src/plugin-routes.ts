import type { FastifyInstance } from 'fastify';
import type { ServiceResolver } from './services/service-container.ts';

export interface PluginRouteContext {
  /** The plugin's id; its routes live under /api/v1/plugins/<id>/. */
  pluginId: string;
  services: ServiceResolver;
}

/** A plugin's server routes: an encapsulated Fastify plugin the server mounts with its own prefix. */
export type PluginRoutes = (app: FastifyInstance, context: PluginRouteContext) => Promise<void>;

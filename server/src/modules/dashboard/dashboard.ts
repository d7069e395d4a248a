import { ClockToken, type ServiceContainer } from '@tessera/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { AnyRouteSpec } from '../../http/route-definition.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { dashboardServices } from '../../services/dashboard-services.ts';
import { MailerToken } from '../../services/mailer.ts';
import { QueueToken } from '../../services/queue.ts';
import { formsRoutes } from '../forms/forms.routes.ts';
import { landingsRoutes } from '../landings/landings.routes.ts';
import { menusRoutes } from '../menus/menus.routes.ts';
import type { PublishingDeps } from '../pages/pages.service.ts';
import { rerenderPublishedPages } from '../sites/publisher.ts';
import type { SiteHosts } from '../sites/site-hosts.ts';
import { templatesRoutes } from '../templates/templates.routes.ts';
import type { DashboardDeps } from './dashboard-deps.ts';

export interface DashboardOptions {
  db: Db;
  config: AppConfig;
  /** Provides Clock, Mailer and Queue; Storage and AiText fall back to the configured adapters. */
  services: ServiceContainer;
  hosts: SiteHosts;
  registry: ElementRegistry;
  /** The publishing side's renderer and site cache, to refresh a website after changes that show on it. */
  publishing: PublishingDeps;
}

/**
 * The agency dashboard's side of the server, put together: websites, pages, forms, menus,
 * files and the media library, backups and keywords, with the uploads they serve.
 */
export async function createDashboard(options: DashboardOptions) {
  const { db, config, services, hosts, registry, publishing } = options;
  const clock = services.resolve(ClockToken);
  const deps: DashboardDeps = {
    db,
    config,
    registry,
    hosts,
    ...dashboardServices(services, config),
    mailer: services.resolve(MailerToken),
    queue: services.resolve(QueueToken),
    now: () => clock.now(),
    async siteChanged(landing, { rerender = true } = {}) {
      if (rerender) await rerenderPublishedPages(db, config, publishing.render, landing);
      publishing.sites.invalidateLanding(landing.id);
    },
  };

  const routeGroups: AnyRouteSpec[][] = [landingsRoutes(deps), templatesRoutes(db), formsRoutes(db), menusRoutes(deps)];

  return {
    deps,
    routeGroups,
    /** Routes with their own body parsing (multipart uploads), registered inside the API prefix. */
    registerApi: async (api: FastifyInstance) => {
      void api;
    },
    /** Serves uploads at /uploads/… on the app's host and on every site's. */
    serveUploads: (app: FastifyInstance) => {
      void app;
    },
  };
}

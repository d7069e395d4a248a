import { ClockToken, type ServiceContainer } from '@tessera/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { AnyRouteSpec } from '../../http/route-definition.ts';
import type { InstalledTemplatePart } from '../../apps/site-template-parts.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { AiTextToken } from '../../services/ai-text.ts';
import { StorageToken } from '../../services/storage.ts';
import { MailerToken } from '../../services/mailer.ts';
import { QueueToken } from '../../services/queue.ts';
import multipart from '@fastify/multipart';
import { registerRoutes } from '../../http/route-definition.ts';
import { AUTOMATIC_BACKUP_JOB, runAutomaticBackup, type AutomaticBackupJob } from '../backups/backups.service.ts';
import { backupsRoutes } from '../backups/backups.routes.ts';
import { PUBLISH_BACKUP_JOB, runPublishBackup, type PublishBackupJob } from '../backups/publish-backups.ts';
import { contactsExportRoutes } from '../contacts-export/contacts-export.routes.ts';
import { filesRoutes } from '../files/files.routes.ts';
import { mediaLibraryRoutes } from '../files/media-library.routes.ts';
import { MULTIPART_LIMITS } from '../files/multipart-upload.ts';
import { uploadRoutes } from '../files/upload.routes.ts';
import { serveUploads } from '../files/uploads-serving.ts';
import { formsRoutes } from '../forms/forms.routes.ts';
import { landingCopyRoutes } from '../landing-copy/landing-copy.routes.ts';
import { landingImportRoutes } from '../landing-import/landing-import.routes.ts';
import { landingToolsRoutes } from '../landings/landing-tools.routes.ts';
import { brandKitRoutes } from '../brand-kit/brand-kit.routes.ts';
import { landingsRoutes } from '../landings/landings.routes.ts';
import { keywordsRoutes } from '../keywords/keywords.routes.ts';
import { menusRoutes } from '../menus/menus.routes.ts';
import { pageManagementRoutes } from '../page-management/page-management.routes.ts';
import type { PublishingDeps } from '../pages/pages.service.ts';
import { SiteRerendersToken } from '../sites/rerender-job.ts';
import type { SiteHosts } from '../sites/site-hosts.ts';
import { templatesRoutes } from '../templates/templates.routes.ts';
import { RealtimePublisherToken } from '../realtime/realtime-hub.ts';
import type { DashboardDeps } from './dashboard-deps.ts';
import type { VirtualPagesOf } from '../site-content/virtual-pages.ts';

export interface DashboardOptions {
  db: Db;
  config: AppConfig;
  /** Provides Clock, Mailer and Queue; Storage and AiText fall back to the configured adapters. */
  services: ServiceContainer;
  hosts: SiteHosts;
  registry: ElementRegistry;
  templateParts: readonly InstalledTemplatePart[];
  /** The publishing side's renderer and site cache, to refresh a website after changes that show on it. */
  publishing: PublishingDeps;
  virtualPages: VirtualPagesOf;
  reservedAddresses: readonly string[];
}

/**
 * The agency dashboard's side of the server, put together: websites, pages, forms, menus,
 * files and the media library, backups and keywords, with the uploads they serve.
 */
export async function createDashboard(options: DashboardOptions) {
  const { db, config, services, hosts, registry, templateParts, publishing, virtualPages, reservedAddresses } = options;
  const clock = services.resolve(ClockToken);
  const rerenders = services.resolve(SiteRerendersToken);
  const deps: DashboardDeps = {
    db,
    config,
    registry,
    templateParts,
    hosts,
    storage: services.resolve(StorageToken),
    aiText: services.resolve(AiTextToken),
    mailer: services.resolve(MailerToken),
    queue: services.resolve(QueueToken),
    now: () => clock.now(),
    realtime: services.resolve(RealtimePublisherToken),
    virtualPages,
    reservedAddresses,
    async siteChanged(landing, { rerender = true } = {}) {
      publishing.sites.invalidateLanding(landing.id);
      if (rerender) await rerenders.request(landing.id);
    },
    rerenders,
  };

  const routeGroups: AnyRouteSpec[][] = [landingsRoutes(deps), templatesRoutes(db), formsRoutes(deps), menusRoutes(deps), filesRoutes(db, deps.storage), mediaLibraryRoutes(db, deps.storage), pageManagementRoutes(deps),
    landingCopyRoutes(deps),
    landingToolsRoutes(deps),
    brandKitRoutes(deps),
    backupsRoutes(deps),
    keywordsRoutes(deps),
    contactsExportRoutes(db),
  ];

  await deps.queue.work<AutomaticBackupJob>(AUTOMATIC_BACKUP_JOB, async (job) => {
    await runAutomaticBackup(db, deps.queue, job.data);
  });
  await deps.queue.work<PublishBackupJob>(PUBLISH_BACKUP_JOB, async (job) => {
    await runPublishBackup(db, job.data, deps.now());
  });

  return {
    deps,
    routeGroups,
    /** Routes with their own body parsing (multipart uploads), registered inside the API prefix. */
    registerApi: async (api: FastifyInstance) => {
      await api.register(async (scope) => {
        await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
        registerRoutes(scope, [...uploadRoutes(db, deps.storage), ...landingImportRoutes(deps)]);
      });
    },
    /** Serves uploads at /uploads/… on the app's host and on every site's. */
    serveUploads: (app: FastifyInstance) => serveUploads(app, deps.storage),
  };
}

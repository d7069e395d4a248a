import type { InstalledTemplatePart } from '../../apps/site-template-parts.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { LandingRow } from '../../db/schema.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import type { AiText } from '../../services/ai-text.ts';
import type { Mailer } from '../../services/mailer.ts';
import type { Queue } from '../../services/queue.ts';
import type { Storage } from '../../services/storage.ts';
import type { RealtimePublisher } from '../realtime/realtime-hub.ts';
import type { VirtualPagesOf } from '../site-content/virtual-pages.ts';
import type { SiteRerenders } from '../sites/rerender-job.ts';
import type { SiteHosts } from '../sites/site-hosts.ts';

/** What the agency dashboard's modules need from the rest of the server. */
export interface DashboardDeps {
  db: Db;
  config: AppConfig;
  registry: ElementRegistry;
  /** The installed apps' parts of site templates, written into websites made from one. */
  templateParts: readonly InstalledTemplatePart[];
  hosts: SiteHosts;
  storage: Storage;
  aiText: AiText;
  mailer: Mailer;
  queue: Queue;
  /**
   * Call after a change to what a website's published pages show (title, settings, subdomain,
   * menus): drops what the site cache knows of it and queues a render of its published pages,
   * which happens after the request is answered.
   */
  siteChanged(landing: LandingRow, options?: { rerender?: boolean }): Promise<void>;
  /** Re-renders of websites' published pages: queued, and whether one is under way. */
  rerenders: SiteRerenders;
  now(): Date;
  /** Tells the users of a website at once (a restored backup). */
  realtime: RealtimePublisher;
  /** The website's addresses that page pickers list beside its pages (the blog, the apps' lists). */
  virtualPages: VirtualPagesOf;
  /** The page addresses no website may use: the platform's and the installed apps' (`reservedSiteAddresses`). */
  reservedAddresses: readonly string[];
}

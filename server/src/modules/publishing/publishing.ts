import { ClockToken, createServiceToken, OutboundHttpToken, type ServiceContainer } from '@tessera/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { loadAppSecret } from '../../db/app-secrets.ts';
import type { Db } from '../../db/database.ts';
import type { AnyRouteSpec } from '../../http/route-definition.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import type { AttemptLimiter } from '../../services/attempt-limiter.ts';
import { DnsResolverToken } from '../../services/dns-resolver.ts';
import { MailerToken } from '../../services/mailer.ts';
import { QueueToken } from '../../services/queue.ts';
import { contactsBulkRoutes } from '../contacts/contacts-bulk.routes.ts';
import { contactsRoutes } from '../contacts/contacts.routes.ts';
import { notifyFormSubmission } from '../forms/form-notifications.ts';
import { domainsRoutes } from '../domains/domains.routes.ts';
import type { PublishingDeps } from '../pages/pages.service.ts';
import { PreviewTokens } from '../previews/preview-tokens.ts';
import { sharedPageRoutes } from '../previews/shared-page.routes.ts';
import { previewsRoutes } from '../previews/previews.routes.ts';
import type { InstalledTemplatePart } from '../../apps/site-template-parts.ts';
import { templatePreviewsRoutes } from '../previews/template-previews.routes.ts';
import { orderPagePreviewsRoutes } from '../previews/order-page-previews.routes.ts';
import { blockPreviewsRoutes } from '../previews/block-previews.routes.ts';
import { RedirectHits } from '../redirects/redirect-hits.ts';
import { redirectsResolver } from '../redirects/redirects-resolver.ts';
import { redirectsRoutes } from '../redirects/redirects.routes.ts';
import { robotsResolver } from '../robots/robots.ts';
import { robotsRoutes } from '../robots/robots.routes.ts';
import { sharingRoutes } from '../sharing/sharing.routes.ts';
import { registerSiteFormRoutes } from '../site-forms/site-forms.routes.ts';
import { SiteForms } from '../site-forms/site-forms.service.ts';
import { PublishedSites, type SitePathResolver } from '../sites/published-sites.ts';
import { SiteRerendersToken, startSiteRerenders } from '../sites/rerender-job.ts';
import { RealtimePublisherToken } from '../realtime/realtime-hub.ts';
import type { PageRenderer } from '../sites/render-page.tsx';
import { faviconResolver, pagesResolver, sitemapResolver } from '../sites/site-resolvers.ts';
import type { SiteHosts } from '../sites/site-hosts.ts';
import { registerSiteRoutes } from '../sites/sites.routes.ts';
import type { FastLane } from '../../http/fast-lane.ts';
import { siteFastLane, type FastLaneDeps } from '../sites/site-fast-lane.ts';
import { PageViews } from '../stats/page-views.ts';
import { statsRoutes } from '../stats/stats.routes.ts';
import { Webhooks } from '../webhooks/webhooks.service.ts';
import type { LeadForwarder } from '../integrations/integrations.service.ts';
import { ChangeBusToken } from '../../services/change-bus.ts';
import { webhooksRoutes } from '../webhooks/webhooks.routes.ts';

/** Form submissions per client address; in process by default, a shared store behind several processes. */
export const SiteFormLimiterToken = createServiceToken<AttemptLimiter>('SiteFormLimiter');

/** How often counted page views and redirect hits are written. */
const FLUSH_EVERY_MS = 5_000;

export interface PublishingOptions {
  db: Db;
  config: AppConfig;
  /** Provides Queue, Mailer, Clock and RealtimePublisher (and is given SiteRerenders); DnsResolver and SiteFormLimiter fall back to the system resolver and an in-process limiter. */
  services: ServiceContainer;
  hosts: SiteHosts;
  registry: ElementRegistry;
  render: PageRenderer;
  /** The installed apps' site addresses (the blog, the episodes…), asked after the pages. */
  appResolvers: readonly SitePathResolver[];
  /** The installed apps' parts of site templates, whose documents the template previews draw. */
  templateParts: readonly InstalledTemplatePart[];
  /** The website's integrations, which forward form submissions on. */
  leads: LeadForwarder;
  log: (level: 'warn' | 'error', message: string, details: Record<string, unknown>) => void;
  /** The page addresses no website may use (`reservedSiteAddresses`), for pages copied from a shared link. */
  reservedAddresses: readonly string[];
}

/**
 * The publishing side of the server, put together: published sites served by host, their
 * path resolvers, caches and counters, and the API of redirects, robots, domains, forms,
 * contacts, webhooks, stats, previews and sharing.
 */
export async function createPublishing(options: PublishingOptions) {
  const { db, config, services, hosts, registry, render, appResolvers, templateParts, leads, log, reservedAddresses } = options;
  const clock = services.resolve(ClockToken);
  const now = () => clock.now();
  const dns = services.resolve(DnsResolverToken);
  const limiter = services.resolve(SiteFormLimiterToken);

  /** The apps go after pages (their paths, such as /blog, are reserved page names), before the fixed files. */
  const resolvers: SitePathResolver[] = [
    redirectsResolver(db),
    pagesResolver(db),
    ...appResolvers,
    robotsResolver,
    sitemapResolver,
    faviconResolver,
  ];
  const changes = services.isRegistered(ChangeBusToken) ? services.resolve(ChangeBusToken) : undefined;
  const sites = new PublishedSites(db, hosts, resolvers, { paymentProviderScripts: config.payments.kind === 'stripe', changes });
  await changes?.listen((change) => {
    if (change.kind === 'site') sites.forgetLanding(change.landingId);
  });
  const views = new PageViews(db, now);
  const redirectHits = new RedirectHits(db, now);
  const webhooks = new Webhooks({ db, config, dns, queue: services.resolve(QueueToken), now, log: (message, details) => log('warn', message, details) });
  await webhooks.start();
  const addressKey = await loadAppSecret(db, 'contact-addresses');
  const forms = new SiteForms({
    db,
    registry,
    sites,
    webhooks,
    leads,
    limiter,
    addressKey,
    notify: (notice) => notifyFormSubmission(db, services.resolve(MailerToken), notice, (error) => log('warn', 'form notification failed', { error: String(error) })),
    log: (message, details) => log('error', message, details),
  });
  const rerenders = await startSiteRerenders({ db, config, queue: services.resolve(QueueToken), render, sites, realtime: services.resolve(RealtimePublisherToken) });
  const pages: PublishingDeps = { db, config, render, sites, rerenders, now };
  services.provide(SiteRerendersToken, rerenders);
  const previewTokens = new PreviewTokens(await loadAppSecret(db, 'preview-tokens'), now);

  const routeGroups: AnyRouteSpec[][] = [
    redirectsRoutes({ db, hosts, sites, hits: redirectHits }),
    robotsRoutes(db, config, sites),
    domainsRoutes({ db, config, hosts, dns, sites, rerenders, outbound: () => services.resolve(OutboundHttpToken) }),
    contactsRoutes(db),
    contactsBulkRoutes(db),
    webhooksRoutes(db, webhooks),
    statsRoutes(db, views, now),
    previewsRoutes({ db, config, render, tokens: previewTokens, now }),
    templatePreviewsRoutes({ db, render, tokens: previewTokens, now, templateParts }),
    orderPagePreviewsRoutes({ db, render, tokens: previewTokens, now }),
    blockPreviewsRoutes({ db, render, tokens: previewTokens, now }),
    sharingRoutes(db, registry, reservedAddresses),
    sharedPageRoutes({ db, config, render }),
  ];

  return {
    sites,
    pages,
    webhooks,
    /** Key of the address hashes kept with contacts. */
    addressKey,
    /** Counts what visitors send (forms, card leads) per address. */
    limiter,
    routeGroups,
    /** Routes that need their own body parsing, registered inside the API prefix. */
    registerApi: (api: FastifyInstance) => registerSiteFormRoutes(api, forms),
    /**
     * Serves the sites, and gives the lane that answers pages already in memory before Fastify;
     * counters are written every few seconds and once more when the app closes.
     */
    serveSites(app: FastifyInstance, lane: Pick<FastLaneDeps, 'routesToSite' | 'trust' | 'log'>): FastLane {
      registerSiteRoutes(app, { hosts, sites, views, redirectHits });
      const flush = async () => {
        for (const counter of [views, redirectHits]) {
          await counter.flush().catch((error: unknown) => log('warn', 'counts not written, kept for the next try', { error: String(error) }));
        }
      };
      const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await flush();
      });
      return siteFastLane({ hosts, sites, views, ...lane });
    },
  };
}

export type Publishing = Awaited<ReturnType<typeof createPublishing>>;

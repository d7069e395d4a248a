import { createShop } from './modules/shop/shop.ts';
import { orderThanksResolver } from './modules/shop/thanks-resolver.tsx';
import { createSecretBox, loadSecretsKey } from './services/secret-box.ts';
import { AgencyChargesToken, AiWriterToken, type AnyCardDesign, ClockToken, LoggerToken, DesignedDocumentsToken, OutboundHttpToken, PaymentProviderToken, reservedSiteAddresses, SitePagesToken, SiteChangesToken, SiteTemplatesToken, WebinarAccountsToken, WebsiteReachToken, type AnyElementDefinition, type AppDefinition, type ServiceContainer } from '@tessera/sdk';
import { pino } from 'pino';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { API_PREFIX, useAccessControl } from './http/access-control.ts';
import { useErrorHandler } from './http/error-handler.ts';
import { registerRoutes } from './http/route-definition.ts';
import { useZodSchemas } from './http/zod-validation.ts';
import { useJsonBodies } from './http/json-body.ts';
import { useUrlTextGuard } from './http/url-text.ts';
import { appContentSecurityPolicy, useSecurityHeaders } from './http/security-headers.ts';
import { registerApiDocs } from './modules/api-docs/api-docs.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { createDashboard } from './modules/dashboard/dashboard.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import { hostnameOf, SiteHosts, SITES_PREFIX } from './modules/sites/site-hosts.ts';
import { firstLane, serverWithFastLane, type FastLane } from './http/fast-lane.ts';
import { trustProxyOf } from './http/client-address.ts';
import type { PublishedSites } from './modules/sites/published-sites.ts';
import { createPublishing } from './modules/publishing/publishing.ts';
import { registerSpa } from './modules/spa/spa.ts';
import { builtAssetsLane } from './modules/spa/built-assets-lane.ts';
import { useApiCompression } from './http/api-compression.ts';
import { ISLANDS_URL_PREFIX, type IslandManifest } from './islands/island-build.ts';
import { registerIslandAssets } from './islands/island-assets.ts';
import { registerBrandFontFiles } from './modules/brand-kit/brand-font-files.ts';
import { scheduleIslandPruning } from './islands/island-prune.ts';
import { archiveIslands } from './islands/island-archive.ts';
import { createPageRenderer } from './modules/sites/render-page.tsx';
import { createElementRegistry } from './plugins/plugin-host.ts';
import { mountPluginRoutes } from './plugins/plugin-routes.ts';
import { assertAppElementsInstalled } from './apps/app-elements.ts';
import { BRAND_FONTS_URL_PREFIX, canUseApp, installPermissions } from '@tessera/core';
import { agencyGrants } from './modules/agencies/agency-grants.ts';
import { startAppJobs } from './apps/app-jobs.ts';
import { runAppMigrations } from './apps/app-migrations.ts';
import { appRoutes } from './apps/app-routes.ts';
import { appPageListEntries, appSitePathResolvers } from './apps/app-site-paths.ts';
import { appsRoutes } from './apps/apps.routes.ts';
import { createAgencyCharges } from './modules/billing/agency-charges.ts';
import { createDesignedDocuments } from './apps/designed-documents.ts';
import { createOutboundHttp } from './apps/outbound-http.ts';
import { createAiWriter } from './apps/ai-writer.ts';
import { createSitePages } from './apps/site-pages.ts';
import { createWebsiteReach } from './apps/website-reach.ts';
import { createVirtualPages } from './modules/site-content/virtual-pages.ts';
import { userFactsOf } from './apps/user-facts.ts';
import { cardsRoutes, userCardsRoutes } from './modules/cards/cards.routes.ts';
import { registerCardLeadRoutes } from './modules/cards/card-leads.routes.ts';
import { PROBE_PATHS, registerHealthRoutes } from './modules/health/health.routes.ts';
import { echoRequestIds, requestIdOf } from './http/request-ids.ts';
import { SharedRedisToken } from './services/shared-redis.ts';
import { ChangeBusToken } from './services/change-bus.ts';
import { RealtimeHub, RealtimePublisherToken } from './modules/realtime/realtime-hub.ts';
import { registerRealtimeRoutes } from './modules/realtime/realtime.routes.ts';
import type { LandingRow } from './db/schema.ts';
import { toLanding } from './modules/landings/landing-view.ts';
import { whitelabelDomainOfAgency, whitelabelNameOfAgency } from './modules/landings/landings.queries.ts';
import { cardResolver } from './modules/cards/card-resolver.ts';
import { StorageToken } from './services/storage.ts';
import { templateToolsRoutes } from './modules/admin-templates/template-tools.routes.ts';
import { templateCategoriesRoutes } from './modules/template-categories/template-categories.routes.ts';
import { widgetsRoutes } from './modules/widgets/widgets.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { oauthAccountsRoutes } from './modules/oauth-accounts/oauth-accounts.routes.ts';
import { OAuthAccounts } from './modules/oauth-accounts/oauth-accounts.service.ts';
import { integrationsRoutes } from './modules/integrations/integrations.routes.ts';
import { Integrations } from './modules/integrations/integrations.service.ts';
import { registerDevVendors } from './modules/dev-vendors/dev-vendors.routes.ts';
import { appOrigin } from './http/public-origins.ts';
import { startConnections, type RunningConnections } from './services/connections/start-connections.ts';
import { QueueToken } from './services/queue.ts';
import { supportChatPolicy } from './modules/widgets/widgets.service.ts';
import { loadInstalledApps } from './apps/installed-apps.ts';
import { createSiteTemplates, siteTemplateParts } from './apps/site-template-parts.ts';
import { registerAppSiteData } from './apps/app-site-data.ts';
import { SiteRerendersToken } from './modules/sites/rerender-job.ts';
import { assertAppNeedsProvided, serviceName } from './apps/app-service-needs.ts';
import { loadAppSecret } from './db/app-secrets.ts';
import { editorDataRoutes } from './modules/editor-data/editor-data.routes.ts';
import { registerDevOutbox } from './modules/dev-outbox/dev-outbox.routes.ts';
import { registerDevPayments } from './modules/dev-payments/dev-payments.routes.ts';
import { cardFormSettingsFor } from './modules/billing/payment-methods.service.ts';
import type { FakeStripe } from './services/payments/fake-stripe-server.ts';
import { FAKE_PAYMENTS_PREFIX } from './services/payments/start-payments.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { agenciesRoutes } from './modules/agencies/agencies.routes.ts';
import { whitelabelsRoutes } from './modules/whitelabels/whitelabels.routes.ts';
import { tlsRoutes } from './modules/tls/tls.routes.ts';
import { CertificateProbeToken } from './services/certificate-probe.ts';
import { DnsResolverToken } from './services/dns-resolver.ts';
import { AuthLimitersToken } from './services/attempt-limiter.ts';
import { MailerToken } from './services/mailer.ts';
import { AiImagesToken } from './services/ai-images.ts';
import { StockPhotosToken } from './services/stock-photos.ts';
import { AiTextToken } from './services/ai-text.ts';
import { PLATFORM_SERVICES } from './services/register-services.ts';
import { aiImagesRoutes } from './modules/ai-images/ai-images.routes.ts';
import { stockPhotosRoutes } from './modules/stock-photos/stock-photos.routes.ts';
import { adminPageTemplatesRoutes } from './modules/admin-page-templates/admin-page-templates.routes.ts';
import { adminTemplatesRoutes } from './modules/admin-templates/admin-templates.routes.ts';
import { blocksRoutes } from './modules/blocks/blocks.routes.ts';
import { sandboxRoutes } from './modules/sandbox/sandbox.routes.ts';
import { plansRoutes } from './modules/plans/plans.routes.ts';
import { orderPagesRoutes } from './modules/order-pages/order-pages.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { registerPaymentWebhooks } from './modules/billing/payment-webhooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app and site hosts; refresh it after changing a white-label. */
    siteHosts: SiteHosts;
    /** The published sites served from memory; invalidate a landing after changing what its pages show (menus…). */
    publishedSites: PublishedSites;
  }
}

export interface AppDependencies {
  config: AppConfig;
  db: Db;
  /** Provides at least the Clock, Mailer, AuthLimiters, Queue and PaymentProvider tokens. */
  services: ServiceContainer;
  /** Installed element plugins (the manifest's, or a test's own), the apps' elements among them (see withAppElements). */
  elements: readonly AnyElementDefinition[];
  /** Installed apps (the manifest's, or a test's own). */
  apps?: readonly AppDefinition[];
  /** Installed card designs (the manifest's). */
  cardDesigns?: readonly AnyCardDesign[];
  /** Folder of the built host SPA; served when it holds an index.html. */
  spaDir?: string;
  /** The local fake payment provider, when no provider key is configured: its browser side is served too. */
  fakePayments?: FakeStripe;
  /** The OAuth connectors (and the local fake vendors behind them); started with the app when not given. */
  connections?: RunningConnections;
  /** Built island scripts of the installed plugins (see islands/island-build.ts). */
  islands?: { dir: string; manifest: IslandManifest };
  logger?: boolean | { level: string; transport?: { target: string } };
  /** Where installed apps' settings are read from (each app's `config` schema); the process's environment unless given. */
  env?: Readonly<Record<string, string | undefined>>;
}

/** The process's log, made before the apps load so their services can log from the start. */
function createLog(options: AppDependencies['logger']): FastifyBaseLogger {
  return options ? pino(options === true ? {} : options) : pino({ enabled: false });
}

/** JSON bodies above this size are refused with 413 (uploads have their own limit). */
const BODY_LIMIT = 5 * 1024 * 1024;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps;
  const unregistered = PLATFORM_SERVICES.filter((token) => !deps.services.isRegistered(token));
  if (unregistered.length > 0) throw new Error(`buildApp needs the platform's services; register them first (registerServices): ${unregistered.map(serviceName).join(', ')}`);
  const registry = createElementRegistry(deps.elements);
  const appDefinitions = deps.apps ?? [];
  // Before any route is declared: the access check refuses a route naming a permission nothing installed declares.
  installPermissions(appDefinitions);
  assertAppElementsInstalled(appDefinitions, registry);
  const log = createLog(deps.logger);
  deps.services.provide(LoggerToken, {
    debug: (message, details) => log.debug(details ?? {}, message),
    info: (message, details) => log.info(details ?? {}, message),
    warn: (message, details) => log.warn(details ?? {}, message),
    error: (message, details) => log.error(details ?? {}, message),
  });
  const apps = await loadInstalledApps(appDefinitions, { db, services: deps.services, env: deps.env ?? process.env });
  const reservedAddresses = reservedSiteAddresses(appDefinitions);
  const templateParts = siteTemplateParts(apps);
  registerAppSiteData(db, apps);
  await runAppMigrations(db, apps);
  const premiumApps = appDefinitions.filter((app) => app.premium);
  const premiumCardDesigns = (deps.cardDesigns ?? []).filter((design) => design.premium);
  const changeBus = deps.services.isRegistered(ChangeBusToken) ? deps.services.resolve(ChangeBusToken) : undefined;
  const clock = deps.services.resolve(ClockToken);
  const hosts = new SiteHosts(db, config, changeBus);
  await hosts.refresh();
  await hosts.listenForChanges();
  // A site's host gets its pages, not the app: its paths are routed under SITES_PREFIX,
  // except /api/ (published pages post forms to the API on their own origin), the island scripts and the health probes,
  // and the local fake provider's card form, which published pages load from their own origin.
  const routesToSite = (url: string, hostname: string) =>
    !(url.startsWith('/api/') || url.startsWith(ISLANDS_URL_PREFIX) || url.startsWith(BRAND_FONTS_URL_PREFIX) || PROBE_PATHS.has(url) || hosts.isAppHost(hostname)) &&
    !(deps.fakePayments && url.startsWith(FAKE_PAYMENTS_PREFIX));
  // Trusting every peer would let any client pick its own address and dodge the sign-in limits.
  const trust = trustProxyOf(config.trustProxy);
  const fastLane: { current?: FastLane } = {};
  const app = Fastify({
    loggerInstance: log,
    bodyLimit: BODY_LIMIT,
    genReqId: requestIdOf,
    trustProxy: trust,
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      return routesToSite(url, hostnameOf(request.headers.host)) ? `${SITES_PREFIX}${url}` : url;
    },
    serverFactory: serverWithFastLane(fastLane),
  });

  echoRequestIds(app);
  useUrlTextGuard(app);
  useJsonBodies(app);
  useZodSchemas(app);
  useErrorHandler(app);
  const paymentProviderScripts = config.payments.kind === 'stripe';
  useSecurityHeaders(app, hosts, { paymentProviderScripts });
  app.decorate('siteHosts', hosts);
  const facts = userFactsOf(apps);
  useAccessControl(app, db, hosts, facts, clock);
  const realtime = new RealtimeHub(db, facts, changeBus, (message, details) => app.log.warn(details, message), clock);
  await realtime.listen();
  deps.services.provide(RealtimePublisherToken, realtime);
  await registerApiDocs(app);

  const render = createPageRenderer(registry, deps.islands?.manifest, (failure) => app.log.warn(failure, 'element left out of a rendered page: its plugin failed to render it'));
  const mailer = deps.services.resolve(MailerToken);
  const payments = deps.services.resolve(PaymentProviderToken);
  const authDeps = {
    db,
    config,
    hosts,
    mailer,
    limiters: deps.services.resolve(AuthLimitersToken),
    linkSecret: await loadAppSecret(db, 'login-links'),
    clock,
    payments,
    facts,
  };
  // One store of uploads for the dashboard and the published cards (their vCard photos).
  const secrets = createSecretBox(loadSecretsKey({ envKey: config.secretsKey, dataDir: config.dataDir }));
  const connections = deps.connections ?? (await startConnections(config, () => clock.now()));
  if (!deps.connections) app.addHook('onClose', () => connections.close());
  const oauthAccounts = new OAuthAccounts({ db, connectors: connections.connectors, secrets, now: () => clock.now(), appOrigin: appOrigin(config) });
  deps.services.provide(WebinarAccountsToken, oauthAccounts.webinarAccounts());
  const integrations = new Integrations({
    db,
    config,
    dns: deps.services.resolve(DnsResolverToken),
    queue: deps.services.resolve(QueueToken),
    accounts: oauthAccounts,
    log: (message, details) => app.log.warn(details, message),
  });
  await integrations.start();
  await startAppJobs(apps, deps.services.resolve(QueueToken), (message, details) => app.log.warn(details, message));
  const thanksKey = await loadAppSecret(db, 'order-thanks');
  const publishing = await createPublishing({
    db,
    config,
    services: deps.services,
    hosts,
    registry,
    render,
    templateParts,
    appResolvers: [
      cardResolver({
        db,
        storage: deps.services.resolve(StorageToken),
        designs: deps.cardDesigns ?? [],
        platformName: async (landing) => (await whitelabelNameOfAgency(db, landing.agencyId)) ?? config.appName,
      }),
      orderThanksResolver({ db, key: thanksKey, registry }),
      ...appSitePathResolvers(db, apps),
    ],
    leads: integrations,
    reservedAddresses,
    log: (level, message, details) => app.log[level](details, message),
  });
  app.decorate('publishedSites', publishing.sites);
  deps.services.provide(SiteChangesToken, {
    async changed(landingId, { pages = false } = {}) {
      publishing.sites.invalidateLanding(landingId);
      if (pages) await deps.services.resolve(SiteRerendersToken).request(landingId);
    },
  });
  // The dashboard is made below; a subscription's change reaches it at request time.
  const billing = { db, payments, cardForm: cardFormSettingsFor(config), facts, realtime, siteChanged: (landing: LandingRow) => dashboard.deps.siteChanged(landing) };
  deps.services.provide(AgencyChargesToken, createAgencyCharges(billing));
  deps.services.provide(DesignedDocumentsToken, createDesignedDocuments(db, registry, render));
  deps.services.provide(SitePagesToken, createSitePages(db, config, render));
  deps.services.provide(WebsiteReachToken, createWebsiteReach(db));
  deps.services.provide(SiteTemplatesToken, createSiteTemplates(db));
  deps.services.provide(AiWriterToken, createAiWriter(db, config, deps.services.resolve(AiTextToken)));
  deps.services.provide(
    OutboundHttpToken,
    createOutboundHttp({ dns: deps.services.resolve(DnsResolverToken), allowPrivate: config.webhooks.allowPrivateAddresses, userAgent: `${config.appName}/1.0` }),
  );
  const shop = createShop({
    db,
    payments,
    secrets,
    sites: publishing.sites,
    webhooks: publishing.webhooks,
    addressKey: publishing.addressKey,
    appOrigin: appOrigin(config),
    log: (message, details) => app.log.error(details, message),
    now: () => clock.now(),
    registry,
    thanksKey,
  });
  const cards = {
    db,
    designs: deps.cardDesigns ?? [],
    siteChanged: async (landingId: number) => publishing.sites.invalidateLanding(landingId),
    realtime,
    siteUrl: async (landing: LandingRow) => toLanding(landing, config, await whitelabelDomainOfAgency(db, landing.agency_id)).url,
  };
  const virtualPages = createVirtualPages(appPageListEntries(db, apps));
  const dashboard = await createDashboard({
    db,
    config,
    services: deps.services,
    hosts,
    registry,
    templateParts,
    publishing: publishing.pages,
    virtualPages,
    reservedAddresses,
  });
  // Every service is provided by now: an app needing one that nothing provides stops the boot here.
  assertAppNeedsProvided(apps, deps.services);
  const routeGroups = [
    configRoutes(config, db, hosts, registry, premiumApps, deps.cardDesigns ?? []),
    authRoutes({ ...authDeps, sessions: realtime }),
    usersRoutes(db, realtime),
    agenciesRoutes({
      db,
      registry,
      premiumApps: premiumApps.map((app) => app.id),
      premiumCardDesigns,
      siteChanged: (landing) => dashboard.deps.siteChanged(landing),
      siteRemoved: (landing) => dashboard.deps.siteChanged(landing, { rerender: false }),
      sessions: realtime,
      storage: dashboard.deps.storage,
    }),
    whitelabelsRoutes({ db, config, hosts, certificates: deps.services.resolve(CertificateProbeToken) }),
    tlsRoutes({ db, config, hosts, dns: deps.services.resolve(DnsResolverToken) }),
    editorDataRoutes(db, config, virtualPages),
    ...dashboard.routeGroups,
    pagesRoutes(db, registry, publishing.pages, realtime, dashboard.deps.queue, reservedAddresses),
    ...publishing.routeGroups,
    aiImagesRoutes({ db, storage: dashboard.deps.storage, aiImages: deps.services.resolve(AiImagesToken), realtime }),
    stockPhotosRoutes({ db, storage: dashboard.deps.storage, stockPhotos: deps.services.resolve(StockPhotosToken) }),
    blocksRoutes(db, registry),
    adminPageTemplatesRoutes(db, registry),
    adminTemplatesRoutes(db, registry, reservedAddresses),
    templateCategoriesRoutes(db),
    widgetsRoutes(db),
    onboardingRoutes(db, () => clock.now()),
    oauthAccountsRoutes(oauthAccounts),
    integrationsRoutes(integrations, oauthAccounts),
    templateToolsRoutes(db, registry, reservedAddresses),
    cardsRoutes(cards),
    userCardsRoutes(cards),
    sandboxRoutes(db, registry),
    plansRoutes({ db, registry, payments, premiumApps, premiumCardDesigns, siteChanged: (landing) => dashboard.deps.siteChanged(landing) }),
    billingRoutes({ ...billing, config }),
    orderPagesRoutes(billing, registry),
    ...shop.routeGroups,
    appsRoutes(db, appDefinitions),
    appRoutes(apps, {
      siteLanding: async (hostname) => {
        const landing = await publishing.sites.landingAt(hostname);
        return landing && { id: landing.id, agencyId: landing.agencyId, title: landing.title };
      },
      siteHoldsApp: async (held, agencyId) => agencyId === null || canUseApp({ ...held, premium: true }, await agencyGrants(db, agencyId)),
      visitorLimiter: publishing.limiter,
    }),
  ];
  await app.register(
    async (api) => {
      await useApiCompression(api);
      for (const routes of routeGroups) registerRoutes(api, routes);
      await registerRealtimeRoutes(api, { db, facts, hub: realtime, clock });
      await publishing.registerApi(api);
      await registerCardLeadRoutes(api, {
        db,
        sites: publishing.sites,
        webhooks: publishing.webhooks,
        leads: integrations,
        limiter: publishing.limiter,
        addressKey: publishing.addressKey,
        designs: deps.cardDesigns ?? [],
        log: (message, details) => app.log.error(details, message),
      });
      await dashboard.registerApi(api);
      await registerPaymentWebhooks(api, billing, shop.onAccountEvent);
      await mountPluginRoutes(api, registry.list(), deps.services);
    },
    { prefix: API_PREFIX },
  );

  registerHealthRoutes(app, { db, storage: deps.services.resolve(StorageToken), redis: deps.services.isRegistered(SharedRedisToken) ? deps.services.resolve(SharedRedisToken) : undefined });
  dashboard.serveUploads(app);
  const siteLane = publishing.serveSites(app, { routesToSite, trust, log });
  registerBrandFontFiles(app);
  if (mailer.kind === 'outbox') registerDevOutbox(app, db);
  if (deps.fakePayments) registerDevPayments(app, deps.fakePayments, appOrigin(config));
  if (connections.fake) registerDevVendors(app, connections.fake, appOrigin(config));
  if (deps.islands) {
    const storage = deps.services.resolve(StorageToken);
    registerIslandAssets(app, deps.islands.dir, storage);
    await archiveIslands(storage, deps.islands.dir, deps.islands.manifest);
    await scheduleIslandPruning(deps.services.resolve(QueueToken), { db, storage, ...deps.islands, clock }, (message, details) => app.log.info(details, message));
  }
  const documentPolicy = async () => appContentSecurityPolicy({ paymentProviderScripts, supportChat: await supportChatPolicy(db) });
  const spaServed = deps.spaDir ? await registerSpa(app, deps.spaDir, documentPolicy) : false;
  fastLane.current = spaServed ? firstLane(builtAssetsLane({ distDir: deps.spaDir!, routesToSite, trust, log }), siteLane) : siteLane;
  if (!spaServed) {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found.`, code: 'not_found' }),
    );
  }
  return app;
}

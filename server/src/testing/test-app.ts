import { randomBytes } from 'node:crypto';
import { ChangeBusToken, type ChangeBus } from '../services/change-bus.ts';
import { ClockToken, createServiceContainer, type Clock, PaymentProviderToken, withAppElements, type AnyElementDefinition, type AppDefinition } from '@tessera/sdk';
import { apps as installedApps, cardDesigns, standaloneElements } from '@tessera/plugins';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDependencies } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Role } from '@tessera/core';
import { issueAccessToken } from '../modules/auth/access-tokens.ts';
import { hashPassword } from '../modules/auth/password-hashing.ts';
import { premiumIds, seedIfEmpty } from '../seed/seed-demo.ts';
import { createAuthLimiters, AuthLimitersToken } from '../services/attempt-limiter.ts';
import { createMailer } from '../services/create-mailer.ts';
import { MailerToken, type Mailer } from '../services/mailer.ts';
import { DnsResolverToken } from '../services/dns-resolver.ts';
import { QueueToken, startQueue, type Queue } from '../services/queue.ts';
import { SITE_RERENDER_JOB } from '../modules/sites/rerender-job.ts';
import { createFakeDns, type FakeDns } from './fake-dns.ts';
import { holdJobs } from './held-jobs.ts';
import { registerServices } from '../services/register-services.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { AiTextToken, createFakeAiText, type AiText } from '../services/ai-text.ts';
import { CertificateProbeToken, type CertificateProbe } from '../services/certificate-probe.ts';
import { createLocalStorage, StorageToken, type Storage } from '../services/storage.ts';
import { startPayments } from '../services/payments/start-payments.ts';
import { startConnections } from '../services/connections/start-connections.ts';
import type { FakeVendors } from '../services/connections/fake-vendors-server.ts';
import type { FakeStripe } from '../services/payments/fake-stripe-server.ts';

export const TEST_SITE_DOMAIN = 'sites.test';
export const ADMIN = { email: 'admin@example.test', password: 'admin-password-1' };
export const DEMO = { email: 'demo@example.test', password: 'demo-password-1' };
export const TEST_USER_PASSWORD = 'test-user-password';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  /** The DNS the app sees: names resolve only once a test sets their records. */
  dns: FakeDns;
  /** Signs in through the API and returns the bearer token. */
  login(credentials: { email: string; password: string }): Promise<string>;
  /** An injected request, with a bearer token when given. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** A second agency with its own user, website and home page. */
  createAgency(
    name: string,
    options?: { subscribed?: boolean },
  ): Promise<{ agencyId: number; ownerId: number; landingId: number; pageId: number; credentials: { email: string; password: string } }>;
  /** A user inserted directly (no sign-in), with the password `TEST_USER_PASSWORD`. */
  createUser(user: { email: string; role: Role; agencyId?: number | null; name?: string; canCreateLanding?: boolean }): Promise<number>;
  /** Gives a sub-user a website with permission keys; returns the user-landing id. */
  grantLanding(userId: number, landingId: number, permissions: readonly string[]): Promise<number>;
  /** A session token issued directly, without the cost of a password check. */
  tokenFor(userId: number): Promise<string>;
  /** The local fake payment provider the app's Stripe adapter talks to. */
  payments: FakeStripe;
  /** The app's job queue, e.g. for sending a scheduled job now. */
  queue: Queue;
  /** Runs the due jobs of a held queue (see `heldJobs`) until none is due; answers how many ran. */
  runJobs(name: string): Promise<number>;
  /** The local fake Mailchimp, HubSpot and GoTo the app's connectors talk to. */
  vendors: FakeVendors;
  /** Listens on a loopback port so the fake provider delivers its webhooks to the app. */
  receivePaymentWebhooks(): Promise<void>;
  /** A white-label; the app's host list is refreshed at once. */
  createWhitelabel(whitelabel: { name: string; domain: string; domain_2?: string }): Promise<number>;
  close(): Promise<void>;
}

/** The real app on a fresh database (PGlite, or PostgreSQL when DATABASE_URL is set), seeded like a first start. */
export async function createTestApp(
  options: {
    /** Instead of the manifest's apps; their elements join the standalone ones unless `elements` is given. */
    apps?: readonly AppDefinition[];
    elements?: readonly AnyElementDefinition[];
    islands?: AppDependencies['islands'];
    mailer?: Mailer;
    /** Uploads go to a temporary folder, dropped on close, unless a test brings its own storage. */
    storage?: Storage;
    /** The other processes of the install, for tests of several processes; made on the app's own database when a function. */
    changes?: ChangeBus | ((database: TestDatabase) => ChangeBus);
    /** The deterministic fake unless a test brings its own. */
    aiText?: AiText;
    /** The system clock unless a test moves its own (expiries, attempt windows, schedules and retention read it). */
    clock?: Clock;
    /** The TLS certificate probe; the real one (pointed at a local front) in the tests that check certificates. */
    certificates?: CertificateProbe;
    /** Configuration variables on top of the test defaults; the installed apps read their settings from these alone, never from the process environment. */
    env?: Record<string, string>;
    /** A database the test opened itself, instead of a fresh one (a restart opens the same one again); the app's close calls its `drop`. */
    database?: TestDatabase;
    /**
     * Queues with no worker: their jobs wait until the test calls runJobs. By default the
     * websites' re-renders, so a test sees a site before a change's render and after it.
     */
    heldJobs?: readonly string[];
  } = {},
): Promise<TestApp> {
  const apps = options.apps ?? installedApps;
  const elements = options.elements ?? withAppElements(standaloneElements, apps);
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    TESSERA_SITE_DOMAIN: TEST_SITE_DOMAIN,
    TESSERA_ADMIN_EMAIL: ADMIN.email,
    TESSERA_ADMIN_PASSWORD: ADMIN.password,
    TESSERA_DEMO_EMAIL: DEMO.email,
    TESSERA_DEMO_PASSWORD: DEMO.password,
    LOG_LEVEL: 'silent',
    // Webhook receivers in tests listen on loopback, and their retries must come within a test's time.
    TESSERA_ALLOW_PRIVATE_WEBHOOKS: '1',
    TESSERA_WEBHOOK_RETRY_DELAY: '1',
    TESSERA_QUEUE_POLL_SECONDS: '0.5',
    TESSERA_SECRETS_KEY: randomBytes(32).toString('hex'),
    ...options.env,
  });
  await seedIfEmpty(database.db, config, premiumIds(elements, apps, cardDesigns));
  const clock = options.clock ?? { now: () => new Date() };
  const services = createServiceContainer()
    .provide(ClockToken, clock)
    .provide(MailerToken, options.mailer ?? createMailer(config, database.db))
    .provide(AuthLimitersToken, createAuthLimiters(() => clock.now().getTime()));
  const uploadsDir = mkdtempSync(join(tmpdir(), 'tessera-uploads-'));
  services.provide(StorageToken, options.storage ?? createLocalStorage(uploadsDir));
  if (options.changes) services.provide(ChangeBusToken, typeof options.changes === 'function' ? options.changes(database) : options.changes);
  services.provide(AiTextToken, options.aiText ?? createFakeAiText());
  if (options.certificates) services.provide(CertificateProbeToken, options.certificates);
  const dns = createFakeDns();
  services.provide(DnsResolverToken, dns);
  const started = await startQueue({ db: database.db, databaseUrl: database.url, pollingIntervalSeconds: config.queuePollSeconds, onError: () => {} });
  const { queue, run: runJobs } = holdJobs(started, options.heldJobs ?? [SITE_RERENDER_JOB]);
  services.provide(QueueToken, queue);
  const payments = await startPayments(config, { database: { db: database.db, url: database.url } });
  services.provide(PaymentProviderToken, payments.provider);
  registerServices(services, config, database.db);
  const connections = await startConnections(config, () => clock.now());
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, db: database.db, services, elements, apps, cardDesigns, islands: options.islands, env: options.env ?? {}, fakePayments: payments.fake ?? undefined, connections });
    await app.ready();
  } catch (error) {
    await queue.stop();
    await payments.close();
    await connections.close();
    await database.drop();
    throw error;
  }
  const db = database.db;
  const testUserHash = hashPassword(TEST_USER_PASSWORD);

  const request: TestApp['request'] = ({ token, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  return {
    app,
    db,
    config,
    dns,
    queue,
    runJobs,
    request,
    async login(credentials) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/login', payload: credentials });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return response.json().access_token as string;
    },
    async createAgency(name, { subscribed = true } = {}) {
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const credentials = { email: `${slug}@example.test`, password: `${slug}-password` };
      const agency = await db.insertInto('agencies').values({ name, subscribed }).returning('id').executeTakeFirstOrThrow();
      const owner = await db
        .insertInto('users')
        .values({ email: credentials.email, name, password_hash: await hashPassword(credentials.password), role: 'Agency', agency_id: agency.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      const landing = await db
        .insertInto('landings')
        .values({ agency_id: agency.id, title: `${name} site`, subdomain: slug })
        .returning('id')
        .executeTakeFirstOrThrow();
      const page = await db
        .insertInto('pages')
        .values({ landing_id: landing.id, name: 'Home', unique_name: 'home', design: JSON.stringify({ schemaVersion: 1, sections: [] }) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.updateTable('landings').set({ home_page_id: page.id }).where('id', '=', landing.id).execute();
      return { agencyId: agency.id, ownerId: owner.id, landingId: landing.id, pageId: page.id, credentials };
    },
    async createUser({ email, role, agencyId = null, name = email, canCreateLanding = false }) {
      const row = await db
        .insertInto('users')
        .values({ email, name, role, agency_id: agencyId, can_create_landing: canCreateLanding, password_hash: await testUserHash })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async grantLanding(userId, landingId, permissions) {
      const row = await db
        .insertInto('user_landings')
        .values({ user_id: userId, landing_id: landingId, permissions: JSON.stringify(permissions) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    tokenFor: (userId) => issueAccessToken(db, userId),
    payments: payments.fake!,
    vendors: connections.fake!,
    async receivePaymentWebhooks() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      payments.deliverWebhooksTo(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/webhooks/stripe`);
    },
    async createWhitelabel({ name, domain, domain_2 = null }) {
      const row = await db.insertInto('whitelabels').values({ name, domain, domain_2 }).returning('id').executeTakeFirstOrThrow();
      await app.siteHosts.refresh();
      return row.id;
    },
    async close() {
      await app.close();
      await queue.stop();
      await payments.close();
      await connections.close();
      await database.drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

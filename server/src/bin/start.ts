import { existsSync } from 'node:fs';
import { ClockToken, createServiceContainer, PaymentProviderToken } from '@tessera/sdk';
import { apps, cardDesigns, elements } from '@tessera/plugins';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { oneAtATime } from '../db/one-at-a-time.ts';
import { premiumIds, seedIfEmpty } from '../seed/seed-demo.ts';
import { seedStarterCollection } from '../seed/starter/seed-starter.ts';
import { SiteFormLimiterToken } from '../modules/publishing/publishing.ts';
import { SITE_FORM_LIMIT } from '../modules/site-forms/site-forms.service.ts';
import { createAuthLimiters, AuthLimitersToken } from '../services/attempt-limiter.ts';
import { createRedisAuthLimiters, RedisAttemptLimiter } from '../services/redis-attempt-limiter.ts';
import { ChangeBusToken, type ChangeBus } from '../services/change-bus.ts';
import { PostgresChangeBus } from '../services/postgres-change-bus.ts';
import { RedisChangeBus } from '../services/redis-change-bus.ts';
import { SharedRedisToken } from '../services/shared-redis.ts';
import { createMailer } from '../services/create-mailer.ts';
import { MailerToken } from '../services/mailer.ts';
import { QueueToken, startQueue } from '../services/queue.ts';
import { startPayments } from '../services/payments/start-payments.ts';
import { readIslandManifest } from '../islands/island-build.ts';
import { buildIfStale } from './build-if-stale.mjs';
import { builtStamp, EMBEDDED_DATABASE_TEMPLATE, ISLANDS_DIST, SPA_DIST } from './build-sources.mjs';

const config = loadConfig();
// No bundler runs in this process: `npm start` and `npm run dev` build first; run from source
// without a build, the build runs in a child process that has ended before the server starts.
if ((['spa', 'islands'] as const).some((output) => !existsSync(builtStamp(output)))) buildIfStale((message) => console.log(message));
const islandManifest = readIslandManifest(ISLANDS_DIST);

const db = openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir, initialDataDir: EMBEDDED_DATABASE_TEMPLATE });
const seeded = await oneAtATime(db, async (connection) => {
  await migrateToLatest(connection);
  const accounts = await seedIfEmpty(connection, config, premiumIds(elements, apps, cardDesigns));
  // A first start also gets the starter templates and blocks, so new agencies do not start from nothing.
  if (accounts.length > 0 && (await seedStarterCollection(connection))) console.log('Seeded the starter collection: 6 site templates, 12 page templates and 32 blocks.');
  return accounts;
});

const mailer = createMailer(config, db);
const services = createServiceContainer();
services.provide(ClockToken, { now: () => new Date() });
services.provide(MailerToken, mailer);
// With Redis every process counts sign-ins and form posts together; without, each alone.
// Loaded only when configured: the client is about 7 MB resident that one process on its own never uses.
const redis = config.redis ? new (await import('ioredis')).Redis(config.redis.url, { maxRetriesPerRequest: 2 }) : undefined;
// The client reconnects by itself; meanwhile /readyz says Redis is missing and each failure is logged once here.
redis?.on('error', (error: Error) => console.error(`Redis: ${error.message}`));
services.provide(AuthLimitersToken, redis && config.redis ? createRedisAuthLimiters(redis, config.redis.prefix) : createAuthLimiters());
if (redis && config.redis) services.provide(SiteFormLimiterToken, new RedisAttemptLimiter(redis, `${config.redis.prefix}site-forms`, SITE_FORM_LIMIT));
// A change to a site or a white-label on one process is dropped from every other's memory at
// once, and realtime events reach the tabs connected to every process: on Redis pub/sub when
// there is Redis, else on PostgreSQL's LISTEN/NOTIFY; the embedded database has one process and
// needs neither.
const logBus = (message: string, details: Record<string, unknown>) => console.error(message, details);
const changes: ChangeBus | undefined =
  redis && config.redis ? new RedisChangeBus(redis, `${config.redis.prefix}changes`, logBus) : config.databaseUrl ? new PostgresChangeBus(db, config.databaseUrl, logBus) : undefined;
if (changes) services.provide(ChangeBusToken, changes);
if (redis) services.provide(SharedRedisToken, redis);
const queue = await startQueue({ db, databaseUrl: config.databaseUrl, pollingIntervalSeconds: config.queuePollSeconds });
services.provide(QueueToken, queue);
// The local fake provider keeps its state in the database, so a restart forgets no customer or subscription.
const payments = await startPayments(config, { database: { db, url: config.databaseUrl } });
services.provide(PaymentProviderToken, payments.provider);
const app = await buildApp({
  config,
  db,
  services,
  elements,
  apps,
  cardDesigns,
  fakePayments: payments.fake ?? undefined,
  spaDir: SPA_DIST,
  islands: { dir: ISLANDS_DIST, manifest: islandManifest },
  logger: { level: config.logLevel, ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}) },
});

await app.listen({ port: config.port, host: config.host });
const port = (app.server.address() as { port: number }).port;
payments.deliverWebhooksTo(`http://127.0.0.1:${port}/api/v1/webhooks/stripe`);

const lines = [
  `Tessera is running at http://localhost:${port}  (ready in ${Math.round(performance.now())} ms from the process's start)`,
  `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  `Published sites: http://<subdomain>.${config.siteDomain}:${port}/   API docs: http://localhost:${port}/api/docs`,
  mailer.kind === 'smtp' ? 'E-mail: sent over SMTP (SMTP_URL)' : `E-mail: kept in the outbox, read it at http://localhost:${port}/dev/outbox`,
  payments.fake ? `Payments: the local fake provider (test cards such as 4242 4242 4242 4242; nothing is charged)` : 'Payments: Stripe (STRIPE_SECRET_KEY)',
  `Connections: ${(['mailchimp', 'hubspot', 'gotowebinar'] as const).map((provider) => `${provider} ${config.connections[provider] ? 'live' : 'local fake (approves at once)'}`).join(', ')}`,
];
for (const account of seeded) {
  lines.push(
    account.generatedPassword
      ? `${account.role} login: ${account.email} / ${account.generatedPassword}   (shown only this once)`
      : `${account.role} login: ${account.email} (password from the environment)`,
  );
}
console.log(`\n${lines.join('\n')}\n`);

/**
 * Longest a stop waits for requests and jobs in flight; a load balancer's drain (its readiness
 * probe gets 503 once closing starts) usually ends well before.
 */
const SHUTDOWN_GRACE_MS = 25_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    const forced = setTimeout(() => {
      console.error(`Requests or jobs still running after ${SHUTDOWN_GRACE_MS / 1000} s; stopping anyway.`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    // Stop accepting and finish what is in flight, then the queue's running jobs, then the pools.
    await app.close();
    await queue.stop();
    await payments.close();
    await db.destroy();
    await changes?.close();
    await redis?.quit();
    process.exit(0);
  });
}

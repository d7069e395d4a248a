import { ClockToken, createServiceContainer, PaymentProviderToken } from '@tessera/sdk';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
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
import { registerServices } from '../services/register-services.ts';

/**
 * The services of `npm start` and a deployed process, registered before buildApp: Redis-backed
 * limiters and change announcements when Redis is configured, PostgreSQL's when only it is, the
 * job queue and the payment provider; everything else as the configuration names it
 * (registerServices). Answers what start.ts reports and closes on shutdown.
 */
export async function registerProductionServices(config: AppConfig, db: Db) {
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
  registerServices(services, config, db);
  return { services, mailer, redis, changes, queue, payments };
}

import { existsSync } from 'node:fs';
import { apps, cardDesigns, elements } from '@tessera/plugins';
import { buildApp } from '../app.ts';
import { registerProductionServices } from './production-services.ts';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { oneAtATime } from '../db/one-at-a-time.ts';
import { premiumIds, seedIfEmpty } from '../seed/seed-demo.ts';
import { seedStarterCollection } from '../seed/starter/seed-starter.ts';
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

const { services, mailer, redis, changes, queue, payments } = await registerProductionServices(config, db);
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

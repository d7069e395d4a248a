import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Storage } from '../../services/storage.ts';

/** A dependency that does not answer within this long counts as missing: a load balancer's probe must not hang. */
const CHECK_TIMEOUT_MS = 2000;
/** A key that need not exist: reading it proves the store answers. */
const STORAGE_PROBE_KEY = 'health/readiness-probe.txt';

/** The probes answer on every host (a load balancer asks by address); a site's page cannot take these two paths. */
export const PROBE_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

export interface HealthDeps {
  db: Db;
  storage: Storage;
  /** The Redis the processes share, when the install has one (REDIS_URL). */
  redis?: { ping(): Promise<unknown> } | undefined;
}

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The probes of a load balancer or orchestrator, on any host and outside the API (no token):
 * GET /healthz says the process is alive; GET /readyz says whether it can serve, checking the
 * database, the upload store and Redis when there is one, and answers 503 naming what is missing. While the process
 * shuts down, Fastify answers every new request (these too) with 503, so traffic moves to the
 * other processes before this one stops.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', async (_request, reply) => reply.headers(noStore).send({ status: 'alive' }));
  app.get('/readyz', async (_request, reply) => {
    const probes: Record<string, () => Promise<unknown>> = { database: () => sql`select 1`.execute(deps.db), storage: () => deps.storage.get(STORAGE_PROBE_KEY) };
    if (deps.redis) probes.redis = () => deps.redis!.ping();
    const results = await Promise.all(Object.entries(probes).map(async ([name, probe]) => [name, (await answers(probe)) ? 'ok' : 'missing'] as const));
    const checks = Object.fromEntries(results);
    const missing = Object.entries(checks).flatMap(([name, state]) => (state === 'ok' ? [] : [name]));
    return reply
      .status(missing.length ? 503 : 200)
      .headers(noStore)
      .send({ status: missing.length ? 'not ready' : 'ready', checks, missing });
  });
}

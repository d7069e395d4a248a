import { createServiceToken } from '@tessera/sdk';
import PgBoss from 'pg-boss';
import { embeddedPglite, type Db } from '../db/database.ts';

export interface QueueJob<T> {
  id: string;
  data: T;
  /** 1 for the first try, 2 for the first retry… */
  attempt: number;
  /** When this try fails, the job is not tried again. */
  lastAttempt: boolean;
}

export interface JobOptions {
  /** Retries after the first try fails. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Doubles the delay on each retry, with jitter. */
  retryBackoff?: boolean;
  startAfterSeconds?: number;
  /** In a queue defined as coalescing, a send while a job with this key waits (not yet running) adds nothing: that job does it. */
  singletonKey?: string;
}

/**
 * Background jobs kept in the database, so they survive a restart and any process may run
 * them: webhook deliveries now, scheduled posts and backups later. A handler that throws fails
 * the try; the job is retried as its options say.
 */
export interface Queue {
  send<T extends object>(name: string, data: T, options?: JobOptions): Promise<string | null>;
  work<T>(name: string, handler: (job: QueueJob<T>) => Promise<void>): Promise<void>;
  /**
   * Makes `name` a coalescing queue (pg-boss's 'short' policy): at most one job per singleton
   * key waits; one may run meanwhile. Call before the queue's first send or work.
   */
  defineCoalescing(name: string): Promise<void>;
  /** The singleton keys of the jobs of `name` that wait, wait for a retry or run. */
  unfinishedKeys(name: string): Promise<Set<string>>;
  /**
   * Runs the jobs of `name` that are due here and now with `handler`, one after another, until
   * none is due, and answers how many ran: for tests that drive a queue step by step.
   */
  runDue<T>(name: string, handler: (job: QueueJob<T>) => Promise<void>): Promise<number>;
  /** Sends a job named `name` on a five-field UTC cron; the schedule is kept in the database, once for all processes. */
  schedule(name: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

export const QueueToken = createServiceToken<Queue>('Queue');

const SCHEMA = 'pgboss';

const toQueueJob = <T>(job: PgBoss.JobWithMetadata<T>): QueueJob<T> => ({ id: job.id, data: job.data, attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit });

class PgBossQueue implements Queue {
  readonly #queues = new Map<string, Promise<void>>();

  constructor(
    private readonly boss: PgBoss,
    private readonly pollingIntervalSeconds: number,
  ) {}

  #ensureQueue(name: string, policy: 'standard' | 'short' = 'standard'): Promise<void> {
    let created = this.#queues.get(name);
    if (!created) {
      created = this.boss.createQueue(name, { name, policy });
      this.#queues.set(name, created);
    }
    return created;
  }

  defineCoalescing(name: string): Promise<void> {
    return this.#ensureQueue(name, 'short');
  }

  async send<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<string | null> {
    await this.#ensureQueue(name);
    // pg-boss refuses an option given as undefined: only those set are passed on.
    const given = Object.entries({
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: options.retryBackoff,
      startAfter: options.startAfterSeconds,
      singletonKey: options.singletonKey,
    }).filter(([, value]) => value !== undefined);
    return this.boss.send(name, data, Object.fromEntries(given));
  }

  async work<T>(name: string, handler: (job: QueueJob<T>) => Promise<void>): Promise<void> {
    await this.#ensureQueue(name);
    // pg-boss waits a polling interval after each job, even with more waiting; a worker that has
    // just run one asks again at once, so a backlog (a site's pages published together, a burst of
    // deliveries) runs as fast as its jobs do rather than one job every interval.
    // Its id is known once `work` answers, which the first job need not wait for.
    const worker: { id?: string } = {};
    worker.id = await this.boss.work<T>(name, { pollingIntervalSeconds: this.pollingIntervalSeconds, includeMetadata: true, batchSize: 1 }, async (jobs) => {
      for (const job of jobs) await handler(toQueueJob(job));
      if (worker.id) this.boss.notifyWorker(worker.id);
    });
  }

  async unfinishedKeys(name: string): Promise<Set<string>> {
    await this.#ensureQueue(name);
    const { rows } = await this.boss
      .getDb()
      .executeSql(`SELECT DISTINCT singleton_key FROM ${SCHEMA}.job WHERE name = $1 AND state < 'completed' AND singleton_key IS NOT NULL`, [name]);
    return new Set(rows.map((row: { singleton_key: string }) => row.singleton_key));
  }

  async runDue<T>(name: string, handler: (job: QueueJob<T>) => Promise<void>): Promise<number> {
    await this.#ensureQueue(name);
    // pg-boss fetches jobs with `start_after < now()`, and PGlite's clock counts whole
    // milliseconds: a job sent in the same millisecond as this call would not be due yet.
    await new Promise((resolve) => setTimeout(resolve, 2));
    let ran = 0;
    for (;;) {
      const [job] = await this.boss.fetch<T>(name, { includeMetadata: true, batchSize: 1 });
      if (!job) return ran;
      try {
        await handler(toQueueJob(job));
        await this.boss.complete(name, job.id);
      } catch (error) {
        await this.boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
      ran += 1;
    }
  }

  async schedule(name: string, cron: string): Promise<void> {
    await this.#ensureQueue(name);
    await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}

/**
 * pg-boss's SQL channel into embedded PGlite. Its schema set-up sends several statements in
 * one text without parameters, which only PGlite's simple-protocol `exec` accepts. PGlite runs
 * each call exclusively, so nothing interleaves with the app's own transactions.
 */
function pgliteChannel(db: Db): PgBoss.Db {
  const pglite = embeddedPglite(db);
  if (!pglite) throw new Error('The queue needs DATABASE_URL or the embedded database');
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

export interface QueueOptions {
  db: Db;
  /** The PostgreSQL database of `db`; without it `db` must be the embedded one. */
  databaseUrl?: string;
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds: number;
  onError?: (error: Error) => void;
}

/** Starts pg-boss on the app's own database: its own small pool on PostgreSQL, the shared instance on PGlite. */
export async function startQueue(options: QueueOptions): Promise<Queue> {
  const connection = options.databaseUrl ? { connectionString: options.databaseUrl, max: 4 } : { db: pgliteChannel(options.db) };
  const boss = new PgBoss({ ...connection, schema: SCHEMA, application_name: 'tessera-jobs' });
  boss.on('error', options.onError ?? ((error) => console.error(`Job queue: ${error.message}`)));
  await boss.start();
  return new PgBossQueue(boss, options.pollingIntervalSeconds);
}

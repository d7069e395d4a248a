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
}

/**
 * Background jobs kept in the database, so they survive a restart and any process may run
 * them: webhook deliveries now, scheduled posts and backups later. A handler that throws fails
 * the try; the job is retried as its options say.
 */
export interface Queue {
  send<T extends object>(name: string, data: T, options?: JobOptions): Promise<string | null>;
  work<T>(name: string, handler: (job: QueueJob<T>) => Promise<void>): Promise<void>;
  /** Sends a job named `name` on a five-field UTC cron; the schedule is kept in the database, once for all processes. */
  schedule(name: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

export const QueueToken = createServiceToken<Queue>('Queue');

class PgBossQueue implements Queue {
  readonly #queues = new Map<string, Promise<void>>();

  constructor(
    private readonly boss: PgBoss,
    private readonly pollingIntervalSeconds: number,
  ) {}

  #ensureQueue(name: string): Promise<void> {
    let created = this.#queues.get(name);
    if (!created) {
      created = this.boss.createQueue(name);
      this.#queues.set(name, created);
    }
    return created;
  }

  async send<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<string | null> {
    await this.#ensureQueue(name);
    // pg-boss refuses an option given as undefined: only those set are passed on.
    const given = Object.entries({ retryLimit: options.retryLimit, retryDelay: options.retryDelaySeconds, retryBackoff: options.retryBackoff, startAfter: options.startAfterSeconds }).filter(([, value]) => value !== undefined);
    return this.boss.send(name, data, Object.fromEntries(given));
  }

  async work<T>(name: string, handler: (job: QueueJob<T>) => Promise<void>): Promise<void> {
    await this.#ensureQueue(name);
    await this.boss.work<T>(name, { pollingIntervalSeconds: this.pollingIntervalSeconds, includeMetadata: true, batchSize: 1 }, async (jobs) => {
      for (const job of jobs) {
        await handler({ id: job.id, data: job.data, attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit });
      }
    });
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
  const boss = new PgBoss({ ...connection, schema: 'pgboss', application_name: 'tessera-jobs' });
  boss.on('error', options.onError ?? ((error) => console.error(`Job queue: ${error.message}`)));
  await boss.start();
  return new PgBossQueue(boss, options.pollingIntervalSeconds);
}

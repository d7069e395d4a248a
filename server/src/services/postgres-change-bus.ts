import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database.ts';
import { MessageChangeBus, type BusLog } from './change-bus.ts';

/** Channel names are identifiers: this one needs no quoting rules of its own. */
const CHANNEL = 'tessera_changes';
/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

/**
 * The bus on PostgreSQL `LISTEN/NOTIFY`, for installs without Redis: announcements go through
 * the app's own pool, and one extra connection per process listens. A notification sent while
 * that connection is down is lost (PostgreSQL keeps none for absent listeners); the caches' own
 * time bound still holds.
 */
export class PostgresChangeBus extends MessageChangeBus {
  #listener: pg.Client | undefined;
  #retry: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string,
    log: BusLog,
  ) {
    super(log);
  }

  protected send(text: string): Promise<unknown> {
    return sql`select pg_notify(${CHANNEL}, ${text})`.execute(this.db);
  }

  protected async subscribe(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (notification) => {
      if (notification.channel === CHANNEL && notification.payload !== undefined) this.hear(notification.payload);
    });
    const lost = (reason: string) => {
      if (this.#listener !== client) return;
      this.#listener = undefined;
      this.log('change listener lost its database connection; connecting again', { reason });
      this.#connectLater();
    };
    client.on('error', (error: Error) => lost(error.message));
    client.on('end', () => lost('connection ended'));
    this.#listener = client;
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
  }

  #connectLater(): void {
    if (this.#closed || this.#retry) return;
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      this.subscribe().catch((error: unknown) => {
        this.log('change listener could not connect; trying again', { error: String(error) });
        this.#listener = undefined;
        this.#connectLater();
      });
    }, RECONNECT_MS);
    this.#retry.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const client = this.#listener;
    this.#listener = undefined;
    await client?.end();
  }
}

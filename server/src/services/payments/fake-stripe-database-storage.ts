import { sql, type Kysely } from 'kysely';
import { embeddedPglite, openDatabase, type Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { FakeStripeRecord, FakeStripeStorage, FakeStripeWrite } from './fake-stripe-storage.ts';

type FakeStripeTables = {
  fake_stripe_objects: { kind: string; id: string; account: string | null; body: unknown; seq: number | string; created_seq: number | string };
};
type FakeStripeDb = Kysely<Database & FakeStripeTables>;

/** The key of the transaction lock that makes the fakes of several processes on one PostgreSQL database take their turns. */
const FAKE_STRIPE_LOCK = 7_180_001;

/**
 * The fake provider's state in the app's database (`fake_stripe_objects`, migration 0718), so a
 * restarted `npm start` still knows the customers and subscriptions the agencies hold. Every
 * write takes the next number of one sequence; a fake reads everything as it starts and
 * remembers the last number it saw.
 *
 * On PostgreSQL (`url`: a connection of the fake's own, as the app's pool may be all held by
 * requests waiting for the fake) several processes may each run a fake on the one database: a
 * call runs in a transaction under an advisory lock, first reading what the others wrote since,
 * so the processes' calls take turns and see each other's customers.
 *
 * Embedded PGlite has one process and one connection, which an app request may hold in a
 * transaction while it waits for the fake (a subscription is read again under its row lock):
 * there the fake reads nothing after its start, a call's writes go as one statement (atomic
 * by itself) queued behind the earlier calls' writes, and later calls run meanwhile, so a read
 * made under such a transaction never waits for the database.
 */
export function databaseFakeStripeStorage(database: { db: Db } | { url: string }): FakeStripeStorage {
  const own = 'url' in database ? openDatabase({ databaseUrl: database.url }) : null;
  const base = own ?? (database as { db: Db }).db;
  const db: FakeStripeDb = base.withTables<FakeStripeTables>();
  const embedded = embeddedPglite(base) !== undefined;
  let seen = 0;
  let writing: Promise<unknown> = Promise.resolve();

  async function storedSince(connection: FakeStripeDb): Promise<FakeStripeRecord[]> {
    const rows = await connection
      .selectFrom('fake_stripe_objects')
      .select(['kind', 'id', 'account', 'body', 'seq'])
      .where('seq', '>', seen)
      // In the order the entries were made, which the fake's lists follow.
      .orderBy('created_seq')
      .execute();
    for (const row of rows) seen = Math.max(seen, Number(row.seq));
    return rows.map(({ kind, id, account, body }) => ({ kind, id, account, body }));
  }

  async function write(connection: FakeStripeDb, writes: readonly FakeStripeWrite[]): Promise<void> {
    if (writes.length === 0) return;
    const rows = await connection
      .insertInto('fake_stripe_objects')
      .values(
        writes.map(({ kind, id, account, json }) => ({
          kind,
          id,
          account,
          body: json,
          seq: sql<number>`nextval('fake_stripe_changes')`,
          created_seq: sql<number>`nextval('fake_stripe_changes')`,
        })),
      )
      .onConflict((conflict) => conflict.columns(['kind', 'id']).doUpdateSet((eb) => ({ account: eb.ref('excluded.account'), body: eb.ref('excluded.body'), seq: eb.ref('excluded.seq') })))
      .returning('seq')
      .execute();
    for (const row of rows) seen = Math.max(seen, Number(row.seq));
  }

  return {
    load: () => storedSince(db),
    async run(work) {
      if (embedded) {
        const { result, writes } = work([]);
        // A call that changed nothing does not wait for earlier writes either: it may be a read made under the transaction they wait for.
        if (writes.length === 0) return { result, stored: Promise.resolve() };
        const stored = writing.then(() => write(db, writes));
        writing = stored.catch(() => {});
        return { result, stored };
      }
      const result = await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${FAKE_STRIPE_LOCK})`.execute(trx);
        const turn = work(await storedSince(trx));
        await write(trx, turn.writes);
        return turn.result;
      });
      return { result, stored: Promise.resolve() };
    },
    async close() {
      await writing;
      await own?.destroy();
    },
  };
}

/** One stored entry of the local fake provider's state: one of its objects, or one of its own records (saved cards' behaviour, idempotency keys, connect codes…). */
export interface FakeStripeRecord {
  /** Which part of the state: `object` for the provider's objects, else the fake's own record kind. */
  kind: string;
  id: string;
  /** The connected account a provider object lives in; null for the platform's own and for the fake's records. */
  account: string | null;
  /** The entry as JSON; null once deleted. */
  body: unknown;
}

/** A change one call made: the entry's JSON text, or null when the call deleted it. */
export interface FakeStripeWrite extends Omit<FakeStripeRecord, 'body'> {
  json: string | null;
}

/** What one call did: its answer, and when its changes are stored. */
export interface FakeStripeTurn<T> {
  result: T;
  stored: Promise<void>;
}

/**
 * Where the fake provider keeps its state. The fake reads every stored entry as it starts (so a
 * restarted fake knows what the one before it made), then runs each API call as `run(work)`:
 * `work` gets the entries other processes stored since this storage last looked (on a shared
 * database) and answers the entries its call changed, which are written all at once or not at
 * all. The fake runs its calls one at a time, and answers a call once its changes are stored.
 */
export interface FakeStripeStorage {
  load(): Promise<readonly FakeStripeRecord[]>;
  run<T>(work: (stored: readonly FakeStripeRecord[]) => { result: T; writes: readonly FakeStripeWrite[] }): Promise<FakeStripeTurn<T>>;
  /** After the writes under way are stored. */
  close(): Promise<void>;
}

/** Nothing outlives the process: the fake's own memory is its only copy (tests that start the fake alone). */
export function memoryFakeStripeStorage(): FakeStripeStorage {
  return {
    load: async () => [],
    run: async (work) => ({ result: work([]).result, stored: Promise.resolve() }),
    close: async () => {},
  };
}

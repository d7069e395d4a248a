interface Entry<V> {
  at: number;
  done: boolean;
  value?: V;
  pending?: Promise<V>;
}

/**
 * Values loaded on first use and kept for `ttlMs`, at most `maxEntries` of them (the oldest
 * loaded leave first), unless `keep` refuses them. Concurrent misses of one key share one load.
 * A load that finishes after its key was deleted answers its callers but is not kept, so an
 * invalidation always wins.
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly keep: (value: V) => boolean = () => true,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K, load: () => Promise<V>): V | Promise<V> {
    const now = this.now();
    const entry = this.#entries.get(key);
    if (entry && now - entry.at < this.ttlMs) return entry.done ? entry.value! : entry.pending!;
    const record: Entry<V> = { at: now, done: false };
    record.pending = load().then(
      (value) => {
        record.value = value;
        record.done = true;
        record.pending = undefined;
        if (!this.keep(value) && this.#entries.get(key) === record) this.#entries.delete(key);
        return value;
      },
      (error: unknown) => {
        if (this.#entries.get(key) === record) this.#entries.delete(key);
        throw error;
      },
    );
    this.#entries.delete(key);
    this.#entries.set(key, record);
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    return record.pending;
  }

  /** The value kept for `key` while it is fresh and loaded; undefined otherwise, and nothing is loaded. */
  peek(key: K): V | undefined {
    const entry = this.#entries.get(key);
    return entry?.done && this.now() - entry.at < this.ttlMs ? entry.value : undefined;
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  /** Drops every loaded entry whose value matches; entries still loading are dropped too. */
  deleteWhere(matches: (value: V, key: K) => boolean): void {
    for (const [key, entry] of this.#entries) {
      if (!entry.done || matches(entry.value!, key)) this.#entries.delete(key);
    }
  }

  clear(): void {
    this.#entries.clear();
  }
}

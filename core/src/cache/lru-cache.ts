export interface LruCacheLimits<V> {
  /** Most entries kept. */
  maxEntries: number;
  /** Most total weight kept (with `weigh`): a few large values cannot take all the memory the entry count allows. */
  maxWeight?: number;
  /** The weight of one entry, e.g. the characters of its key and value. */
  weigh?: (value: V, key: string) => number;
}

/**
 * Values by string key, the least recently used leaving first once there are more than
 * `maxEntries` of them or their weights add up to more than `maxWeight`. A value heavier
 * than `maxWeight` on its own is not kept.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; weight: number }>();
  #weight = 0;

  constructor(private readonly limits: LruCacheLimits<V>) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const weight = this.limits.weigh?.(value, key) ?? 0;
    if (this.limits.maxWeight !== undefined && weight > this.limits.maxWeight) return;
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    while (this.#entries.size > this.limits.maxEntries || (this.limits.maxWeight !== undefined && this.#weight > this.limits.maxWeight)) {
      this.delete(this.#entries.keys().next().value!);
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }
}

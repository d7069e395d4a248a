/**
 * One part of the fake provider's state, by id. The fake's handlers change entries in place, so
 * the map notes every entry a call reads or sets: after the call only those are compared with
 * what was stored (not the whole state), and when the call's write fails they are put back as
 * stored.
 */
export class TrackedMap<V> {
  readonly #entries = new Map<string, V>();
  /** Each entry's JSON as last stored; absent for one never stored. */
  readonly #stored = new Map<string, string>();
  readonly #touched = new Set<string>();
  #pending: { id: string; json: string | null }[] = [];

  constructor(readonly kind: string) {}

  has(id: string): boolean {
    return this.#entries.has(id);
  }

  get(id: string): V | undefined {
    const value = this.#entries.get(id);
    if (value !== undefined) this.#touched.add(id);
    return value;
  }

  set(id: string, value: V): V {
    this.#entries.set(id, value);
    this.#touched.add(id);
    return value;
  }

  delete(id: string): void {
    this.#entries.delete(id);
    this.#touched.add(id);
  }

  /** The entries that match, each noted as read (the caller may change them). */
  filter(match: (value: V) => boolean): V[] {
    const found: V[] = [];
    for (const [id, value] of this.#entries) {
      if (!match(value)) continue;
      this.#touched.add(id);
      found.push(value);
    }
    return found;
  }

  /** An entry as stored (by an earlier run of the fake, or another process's). */
  absorb(id: string, value: V | null): void {
    if (value === null) {
      this.#entries.delete(id);
      this.#stored.delete(id);
      return;
    }
    this.#entries.set(id, value);
    this.#stored.set(id, JSON.stringify(value));
  }

  /** What the call changed since the last commit or revert: each entry's JSON, null when deleted. */
  changes(): readonly { id: string; json: string | null }[] {
    this.#pending = [];
    for (const id of this.#touched) {
      const value = this.#entries.get(id);
      const json = value === undefined ? null : JSON.stringify(value);
      if (json !== (this.#stored.get(id) ?? null)) this.#pending.push({ id, json });
    }
    return this.#pending;
  }

  /** The changes are stored. */
  commit(): void {
    for (const { id, json } of this.#pending) {
      if (json === null) this.#stored.delete(id);
      else this.#stored.set(id, json);
    }
    this.#pending = [];
    this.#touched.clear();
  }

  /** The call failed or its write did: what it touched is as stored again. */
  revert(): void {
    for (const id of this.#touched) {
      const json = this.#stored.get(id);
      if (json === undefined) this.#entries.delete(id);
      else this.#entries.set(id, JSON.parse(json) as V);
    }
    this.#pending = [];
    this.#touched.clear();
  }
}

import type { Db } from '../../db/database.ts';

/**
 * Hits of redirects, counted in memory and written in batches, so following a redirect never
 * waits for the database. A batch that fails to write is kept for the next flush. A last hit is
 * dated by the Clock as it happens, not by the database when its batch is written.
 */
export class RedirectHits {
  #pending = new Map<number, { hits: number; lastAt: Date }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  record(redirectId: number): void {
    const entry = this.#pending.get(redirectId);
    if (entry) {
      entry.hits += 1;
      entry.lastAt = this.now();
    } else {
      this.#pending.set(redirectId, { hits: 1, lastAt: this.now() });
    }
  }

  /** Drops the hits not yet written, for a counter being reset. */
  forget(redirectId: number): void {
    this.#pending.delete(redirectId);
  }

  async flush(): Promise<void> {
    if (this.#pending.size === 0) return;
    const batch = this.#pending;
    this.#pending = new Map();
    try {
      for (const [id, { hits, lastAt }] of batch) {
        await this.db
          .updateTable('redirects')
          .set((eb) => ({ hits: eb('hits', '+', hits), last_hit_at: lastAt }))
          .where('id', '=', id)
          .execute();
        batch.delete(id);
      }
    } catch (error) {
      for (const [id, entry] of batch) {
        const newer = this.#pending.get(id);
        this.#pending.set(id, newer ? { hits: newer.hits + entry.hits, lastAt: newer.lastAt } : entry);
      }
      throw error;
    }
  }
}

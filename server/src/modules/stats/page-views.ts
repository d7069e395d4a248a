import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

interface DayCount {
  pageId: number;
  landingId: number;
  day: string;
  views: number;
  uniques: number;
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Page views and unique visitors per page and UTC day, without cookies. A visitor is a hash of
 * the day's salt, the address and the user agent; the salt lives in memory only and is replaced
 * when the day changes, so a hash cannot be linked to anyone once its day is over. Counts are
 * kept in memory and written in batches, so counting never slows a response.
 *
 * One process counts its own visitors: behind several processes a visitor served by two of
 * them counts twice that day (a shared store would fix that; see ARCHITECTURE "many").
 */
export class PageViews {
  #day = '';
  #salt = Buffer.alloc(0);
  /** Visitors seen today, per landing, as "<pageId> <hash>". */
  #seen = new Map<number, Set<string>>();
  #pending = new Map<string, DayCount>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  record(landingId: number, pageId: number, address: string, userAgent: string): void {
    const day = utcDay(this.now());
    if (day !== this.#day) {
      this.#day = day;
      this.#salt = randomBytes(32);
      this.#seen = new Map();
    }
    const key = `${pageId} ${day}`;
    let count = this.#pending.get(key);
    if (!count) {
      count = { pageId, landingId, day, views: 0, uniques: 0 };
      this.#pending.set(key, count);
    }
    count.views += 1;
    const visitor = createHash('sha256').update(this.#salt).update(address).update('\n').update(userAgent).digest('base64url');
    let seen = this.#seen.get(landingId);
    if (!seen) {
      seen = new Set();
      this.#seen.set(landingId, seen);
    }
    const seenKey = `${pageId} ${visitor}`;
    if (!seen.has(seenKey)) {
      seen.add(seenKey);
      count.uniques += 1;
    }
  }

  /** Forgets what is not yet written and who was seen today, for a landing whose stats are being reset. */
  forgetLanding(landingId: number): void {
    for (const [key, count] of this.#pending) if (count.landingId === landingId) this.#pending.delete(key);
    this.#seen.delete(landingId);
  }

  async flush(): Promise<void> {
    if (this.#pending.size === 0) return;
    const batch = [...this.#pending.values()];
    this.#pending = new Map();
    try {
      // Pages deleted since they were counted are skipped by the join.
      await sql`
        insert into page_stats (page_id, landing_id, day, views, uniques)
        select p.id, p.landing_id, v.day, v.views, v.uniques
        from unnest(${batch.map((c) => c.pageId)}::int[], ${batch.map((c) => c.day)}::date[], ${batch.map((c) => c.views)}::int[], ${batch.map((c) => c.uniques)}::int[])
          as v(page_id, day, views, uniques)
        join pages p on p.id = v.page_id
        on conflict (page_id, day) do update
          set views = page_stats.views + excluded.views, uniques = page_stats.uniques + excluded.uniques
      `.execute(this.db);
    } catch (error) {
      for (const count of batch) {
        const key = `${count.pageId} ${count.day}`;
        const newer = this.#pending.get(key);
        this.#pending.set(key, newer ? { ...count, views: count.views + newer.views, uniques: count.uniques + newer.uniques } : count);
      }
      throw error;
    }
  }
}

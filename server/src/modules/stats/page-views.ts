import { createHash, randomBytes } from 'node:crypto';
import { MAX_VISIT_SOURCES_A_DAY, OTHER_VISIT_SOURCES } from '@tessera/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

interface DayCount {
  pageId: number;
  landingId: number;
  day: string;
  views: number;
  /** Who came, as address and user agent; kept in memory only until the next flush hashes them. */
  visitors: Set<string>;
}

interface SourceCount {
  landingId: number;
  day: string;
  source: string;
  views: number;
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Page views and unique visitors per page and UTC day, without cookies. A visitor is a hash of
 * the day's salt, the address and the user agent. The salt is stored for its day only and shared
 * by every server process (and kept across restarts), and the day's hashes are stored per page,
 * so a visitor counts once a day however many processes serve them; both are deleted when the
 * day is over, so a hash cannot be linked to anyone afterwards. Counts are kept in memory and
 * written in batches, so counting never slows a response.
 */
export class PageViews {
  #pending = new Map<string, DayCount>();
  #pendingSources = new Map<string, SourceCount>();
  #salt: { day: string; salt: string } | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** One view of a page; `source` names where an entrance came from (see visitSource), null for a step inside the site. */
  record(landingId: number, pageId: number, address: string, userAgent: string, source: string | null = null): void {
    const day = utcDay(this.now());
    if (source !== null) {
      const sourceKey = `${landingId} ${day} ${source}`;
      const entrance = this.#pendingSources.get(sourceKey);
      if (entrance) entrance.views += 1;
      else this.#pendingSources.set(sourceKey, { landingId, day, source, views: 1 });
    }
    const key = `${pageId} ${day}`;
    let count = this.#pending.get(key);
    if (!count) {
      count = { pageId, landingId, day, views: 0, visitors: new Set() };
      this.#pending.set(key, count);
    }
    count.views += 1;
    count.visitors.add(`${address}\n${userAgent}`);
  }

  /** Forgets what is not yet written, for a landing whose stats are being reset. */
  forgetLanding(landingId: number): void {
    for (const [key, count] of this.#pending) if (count.landingId === landingId) this.#pending.delete(key);
    for (const [key, count] of this.#pendingSources) if (count.landingId === landingId) this.#pendingSources.delete(key);
  }

  /** The day's salt: the one another process stored first, else a new one; older days' salts and visitors go. */
  async #saltOf(day: string): Promise<string> {
    if (this.#salt?.day === day) return this.#salt.salt;
    await this.db.insertInto('stats_salts').values({ day, salt: randomBytes(32).toString('base64url') }).onConflict((oc) => oc.column('day').doNothing()).execute();
    const row = await this.db.selectFrom('stats_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
    await this.db.deleteFrom('stats_salts').where('day', '<', day).execute();
    await this.db.deleteFrom('page_visitors').where('day', '<', day).execute();
    this.#salt = { day, salt: row.salt };
    return row.salt;
  }

  async flush(): Promise<void> {
    // Sources are counted only with a page view, so no page view pending means no source either.
    if (this.#pending.size === 0) return;
    const batch = [...this.#pending.values()];
    const sources = [...this.#pendingSources.values()];
    this.#pending = new Map();
    this.#pendingSources = new Map();
    try {
      const today = utcDay(this.now());
      const salt = batch.some((count) => count.day === today) ? await this.#saltOf(today) : '';
      const visitorRows: { page_id: number; day: string; visitor: string }[] = [];
      const uniques = new Map<string, number>();
      for (const count of batch) {
        if (count.day === today) {
          for (const visitor of count.visitors) visitorRows.push({ page_id: count.pageId, day: today, visitor: createHash('sha256').update(salt).update(visitor).digest('base64url') });
        } else {
          // Counted before midnight, written after: that day's salt and visitors are gone, so this process's own count stands.
          uniques.set(`${count.pageId} ${count.day}`, count.visitors.size);
        }
      }
      // One transaction: a failed write leaves no visitor stored, so the retry counts them again.
      await this.db.transaction().execute(async (trx) => {
        // The rows written reference pages and their websites. Deleting a website locks it, then
        // its pages; taking the websites first here too keeps the two from deadlocking (the delete
        // waits for this write, or this write waits and then skips the deleted pages).
        await sql`
          select id from landings
          where id in (select landing_id from pages where id = any(${[...new Set(batch.map((c) => c.pageId))]}::int[]))
            or id = any(${[...new Set(sources.map((c) => c.landingId))]}::int[])
          order by id
          for key share
        `.execute(trx);
        if (visitorRows.length > 0) {
          // Pages deleted since they were counted are skipped by the join, here and below.
          const fresh = await sql<{ page_id: number }>`
            insert into page_visitors (page_id, day, visitor)
            select p.id, v.day, v.visitor
            from unnest(${visitorRows.map((r) => r.page_id)}::int[], ${visitorRows.map((r) => r.day)}::date[], ${visitorRows.map((r) => r.visitor)}::text[])
              as v(page_id, day, visitor)
            join pages p on p.id = v.page_id
            on conflict do nothing
            returning page_id
          `.execute(trx);
          for (const row of fresh.rows) uniques.set(`${row.page_id} ${today}`, (uniques.get(`${row.page_id} ${today}`) ?? 0) + 1);
        }
        await sql`
          insert into page_stats (page_id, landing_id, day, views, uniques)
          select p.id, p.landing_id, v.day, v.views, v.uniques
          from unnest(${batch.map((c) => c.pageId)}::int[], ${batch.map((c) => c.day)}::date[], ${batch.map((c) => c.views)}::int[], ${batch.map((c) => uniques.get(`${c.pageId} ${c.day}`) ?? 0)}::int[])
            as v(page_id, day, views, uniques)
          join pages p on p.id = v.page_id
          on conflict (page_id, day) do update
            set views = page_stats.views + excluded.views, uniques = page_stats.uniques + excluded.uniques
        `.execute(trx);
        if (sources.length > 0) await sql`
          insert into source_stats (landing_id, day, source, views)
          select landing_id, day, source, sum(views)::int from (
            select l.id as landing_id, v.day, v.views,
              case
                when exists (select 1 from source_stats s where s.landing_id = l.id and s.day = v.day and s.source = v.source) then v.source
                when (select count(*) from source_stats s where s.landing_id = l.id and s.day = v.day) < ${MAX_VISIT_SOURCES_A_DAY} then v.source
                else ${OTHER_VISIT_SOURCES}
              end as source
            from unnest(${sources.map((c) => c.landingId)}::int[], ${sources.map((c) => c.day)}::date[], ${sources.map((c) => c.source)}::text[], ${sources.map((c) => c.views)}::int[])
              as v(landing_id, day, source, views)
            join landings l on l.id = v.landing_id
          ) capped
          group by landing_id, day, source
          on conflict (landing_id, day, source) do update set views = source_stats.views + excluded.views
        `.execute(trx);
      });
    } catch (error) {
      for (const count of batch) {
        const key = `${count.pageId} ${count.day}`;
        const newer = this.#pending.get(key);
        this.#pending.set(key, newer ? { ...count, views: count.views + newer.views, visitors: new Set([...count.visitors, ...newer.visitors]) } : count);
      }
      for (const count of sources) {
        const key = `${count.landingId} ${count.day} ${count.source}`;
        const newer = this.#pendingSources.get(key);
        this.#pendingSources.set(key, newer ? { ...count, views: count.views + newer.views } : count);
      }
      throw error;
    }
  }
}

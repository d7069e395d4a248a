import { AGENCY_ROLES, dataEnvelope, hasPermission, idSchema, siteStatsSchema, STATS_DEFAULT_DAYS, STATS_MAX_DAYS, STATS_TOP_SOURCES, statsQuerySchema, type SiteStats } from '@tessera/core';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { landingPermissions, requireLanding } from '../../http/access-control.ts';
import { validationFailed } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import type { PageViews } from './page-views.ts';

const ROLES = ['Admin', ...AGENCY_ROLES] as const;
const DAY_MS = 86_400_000;
const params = z.object({ id: idSchema });
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

function statsRange(query: { from?: string; to?: string }, today: number): { from: string; to: string } {
  const to = query.to ?? isoDay(today);
  const from = query.from ?? isoDay(Math.min(dayMs(to), today) - (STATS_DEFAULT_DAYS - 1) * DAY_MS);
  if ((dayMs(to) - dayMs(from)) / DAY_MS + 1 > STATS_MAX_DAYS) throw validationFailed({ from: [`Ask for at most ${STATS_MAX_DAYS} days at a time.`] });
  return { from, to };
}

/** The period of the same length that ends the day before `from`. */
function previousRange(from: string, to: string): { from: string; to: string } {
  const length = dayMs(to) - dayMs(from) + DAY_MS;
  return { from: isoDay(dayMs(from) - length), to: isoDay(dayMs(from) - DAY_MS) };
}

async function dailyCounts(db: Db, landingId: number, from: string, to: string) {
  const byDay = await db
    .selectFrom('page_stats as s')
    .where('s.landing_id', '=', landingId)
    .where('s.day', '>=', from)
    .where('s.day', '<=', to)
    .select([sql<string>`to_char(s.day, 'YYYY-MM-DD')`.as('day'), sql<number>`sum(s.views)::int`.as('views'), sql<number>`sum(s.uniques)::int`.as('uniques')])
    .groupBy('s.day')
    .execute();
  const counted = new Map(byDay.map((row) => [row.day, row]));
  const days = [];
  for (let at = dayMs(from); at <= dayMs(to); at += DAY_MS) {
    const day = isoDay(at);
    days.push({ day, views: counted.get(day)?.views ?? 0, uniques: counted.get(day)?.uniques ?? 0 });
  }
  const totals = days.reduce((sum, day) => ({ views: sum.views + day.views, uniques: sum.uniques + day.uniques }), { views: 0, uniques: 0 });
  return { from, to, totals, days };
}

function pageCounts(db: Db, landingId: number, from: string, to: string) {
  return db
    .selectFrom('page_stats as s')
    .innerJoin('pages as p', 'p.id', 's.page_id')
    .where('s.landing_id', '=', landingId)
    .where('s.day', '>=', from)
    .where('s.day', '<=', to)
    .select(['p.id as page_id', 'p.name', 'p.unique_name', sql<number>`sum(s.views)::int`.as('views'), sql<number>`sum(s.uniques)::int`.as('uniques')])
    .groupBy(['p.id', 'p.name', 'p.unique_name'])
    .orderBy('views', 'desc')
    .orderBy('p.id')
    .execute();
}

async function sourceCounts(db: Db, landingId: number, from: string, to: string): Promise<SiteStats['sources']> {
  const bySource = await db
    .selectFrom('source_stats as s')
    .where('s.landing_id', '=', landingId)
    .where('s.day', '>=', from)
    .where('s.day', '<=', to)
    .select(['s.source', sql<number>`sum(s.views)::int`.as('views'), sql<number>`(sum(sum(s.views)) over ())::int`.as('total')])
    .groupBy('s.source')
    .orderBy('views', 'desc')
    .orderBy('s.source')
    .limit(STATS_TOP_SOURCES)
    .execute();
  return { total: bySource[0]?.total ?? 0, top: bySource.map(({ source, views }) => ({ source, views })) };
}

/** Form submissions whose UTC day lies in the range. */
async function submissionCount(db: Db, landingId: number, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('contacts')
    .where('landing_id', '=', landingId)
    .where('created_at', '>=', sql<Date>`${from}::date::timestamp at time zone 'UTC'`)
    .where('created_at', '<', sql<Date>`(${to}::date + 1)::timestamp at time zone 'UTC'`)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

async function siteStats(db: Db, landingId: number, range: { from: string; to: string }, withSubmissions: boolean): Promise<SiteStats> {
  const before = previousRange(range.from, range.to);
  const [current, previous, pages, sources, submissions] = await Promise.all([
    dailyCounts(db, landingId, range.from, range.to),
    dailyCounts(db, landingId, before.from, before.to),
    pageCounts(db, landingId, range.from, range.to),
    sourceCounts(db, landingId, range.from, range.to),
    withSubmissions
      ? Promise.all([submissionCount(db, landingId, range.from, range.to), submissionCount(db, landingId, before.from, before.to)]).then(([now, then]) => ({ current: now, previous: then }))
      : null,
  ]);
  return { ...current, pages, previous, submissions, sources };
}

export function statsRoutes(db: Db, views: PageViews, now: () => Date) {
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/stats',
      summary: 'Page views and unique visitors by UTC day, page and source, with the previous period of the same length (default: the last 30 days)',
      tags: ['stats'],
      access: { roles: ROLES, tenant: 'landing', permission: 'stats.view' },
      params,
      query: statsQuerySchema,
      response: { 200: dataEnvelope(siteStatsSchema) },
      handler: async (request) => {
        const range = statsRange(request.query, now().getTime());
        // This process's latest counts are written first, so the figures include the visits just made.
        await views.flush();
        return { data: await siteStats(db, requireLanding(request).id, range, hasPermission(landingPermissions(request), 'contacts.view')) };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/landings/:id/stats/reset',
      summary: "Delete the website's statistics",
      tags: ['stats'],
      access: { roles: ROLES, tenant: 'landing', permission: 'settings.edit' },
      params,
      response: { 200: z.object({ message: z.string(), success: z.boolean() }) },
      handler: async (request) => {
        const landing = requireLanding(request);
        await views.flush();
        views.forgetLanding(landing.id);
        await db.deleteFrom('page_stats').where('landing_id', '=', landing.id).execute();
        await db.deleteFrom('source_stats').where('landing_id', '=', landing.id).execute();
        await db
          .deleteFrom('page_visitors')
          .where('page_id', 'in', db.selectFrom('pages').select('id').where('landing_id', '=', landing.id))
          .execute();
        return { message: 'Statistics reset.', success: true };
      },
    }),
  ];
}

import { AGENCY_ROLES, dataEnvelope, idSchema, siteStatsSchema, STATS_DEFAULT_DAYS, STATS_MAX_DAYS, statsQuerySchema, type SiteStats } from '@tessera/core';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireLanding } from '../../http/access-control.ts';
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

async function siteStats(db: Db, landingId: number, from: string, to: string): Promise<SiteStats> {
  const inRange = db.selectFrom('page_stats as s').where('s.landing_id', '=', landingId).where('s.day', '>=', from).where('s.day', '<=', to);
  const [byDay, byPage] = await Promise.all([
    inRange
      .select([sql<string>`to_char(s.day, 'YYYY-MM-DD')`.as('day'), sql<number>`sum(s.views)::int`.as('views'), sql<number>`sum(s.uniques)::int`.as('uniques')])
      .groupBy('s.day')
      .execute(),
    inRange
      .innerJoin('pages as p', 'p.id', 's.page_id')
      .select(['p.id as page_id', 'p.name', 'p.unique_name', sql<number>`sum(s.views)::int`.as('views'), sql<number>`sum(s.uniques)::int`.as('uniques')])
      .groupBy(['p.id', 'p.name', 'p.unique_name'])
      .orderBy('views', 'desc')
      .orderBy('p.id')
      .execute(),
  ]);
  const counted = new Map(byDay.map((row) => [row.day, row]));
  const days = [];
  for (let at = dayMs(from); at <= dayMs(to); at += DAY_MS) {
    const day = isoDay(at);
    days.push({ day, views: counted.get(day)?.views ?? 0, uniques: counted.get(day)?.uniques ?? 0 });
  }
  const totals = days.reduce((sum, day) => ({ views: sum.views + day.views, uniques: sum.uniques + day.uniques }), { views: 0, uniques: 0 });
  return { from, to, totals, days, pages: byPage };
}

export function statsRoutes(db: Db, views: PageViews, now: () => Date) {
  return [
    defineRoute({
      method: 'GET',
      url: '/landings/:id/stats',
      summary: 'Page views and unique visitors by UTC day and by page (default: the last 30 days)',
      tags: ['stats'],
      access: { roles: ROLES, tenant: 'landing', permission: 'stats.view' },
      params,
      query: statsQuerySchema,
      response: { 200: dataEnvelope(siteStatsSchema) },
      handler: async (request) => {
        const { from, to } = statsRange(request.query, now().getTime());
        // This process's latest counts are written first, so the figures include the visits just made.
        await views.flush();
        return { data: await siteStats(db, requireLanding(request).id, from, to) };
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
        await db
          .deleteFrom('page_visitors')
          .where('page_id', 'in', db.selectFrom('pages').select('id').where('landing_id', '=', landing.id))
          .execute();
        return { message: 'Statistics reset.', success: true };
      },
    }),
  ];
}

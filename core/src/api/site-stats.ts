import { z } from 'zod';

/** The longest range one stats request covers. */
export const STATS_MAX_DAYS = 366;
/** The range when none is asked for: the last 30 days, today included. */
export const STATS_DEFAULT_DAYS = 30;

// Date.parse rolls "02-30" over into March, so a real date is one that comes back unchanged.
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
  }, 'Use a real date.');

export const statsQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { path: ['to'], message: 'The end date must not be before the start date.' });
export type StatsQuery = z.infer<typeof statsQuerySchema>;

const counts = { views: z.number().int(), uniques: z.number().int() };

/** How many sources a stats answer lists, busiest first; `sources.total` counts the entrances from all of them. */
export const STATS_TOP_SOURCES = 50;

/**
 * Sources are named by visitors (any utm_source), so a website keeps at most this many a day;
 * later new ones are counted together as OTHER_VISIT_SOURCES, and made-up names cannot fill the table.
 */
export const MAX_VISIT_SOURCES_A_DAY = 500;
/** No source can be named so: parentheses are not in a host name or a kept utm_source. */
export const OTHER_VISIT_SOURCES = '(other)';

const period = { from: z.string(), to: z.string(), totals: z.object(counts), days: z.array(z.object({ day: z.string(), ...counts })) };

/**
 * Views and unique visitors of a website's pages, by UTC day and by page. A unique visitor is
 * counted once per page and day; totals add the daily figures up. `previous` is the period of
 * the same length just before, for comparison. `submissions` counts the website's form
 * submissions in both periods, null for a sub-user who may not view contacts. `sources` counts
 * entrances (views not referred by the site itself) by referring host or utm_source; '' is a
 * visit that named none.
 */
export const siteStatsSchema = z.object({
  ...period,
  pages: z.array(z.object({ page_id: z.number().int(), name: z.string(), unique_name: z.string(), ...counts })),
  previous: z.object(period),
  submissions: z.object({ current: z.number().int(), previous: z.number().int() }).nullable(),
  sources: z.object({ total: z.number().int(), top: z.array(z.object({ source: z.string(), views: z.number().int() })) }),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;

import { z } from 'zod';

/** The longest range one stats request covers. */
export const STATS_MAX_DAYS = 366;
/** The range when none is asked for: the last 30 days, today included. */
export const STATS_DEFAULT_DAYS = 30;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.').refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Use a real date.');

export const statsQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { path: ['to'], message: 'The end date must not be before the start date.' });
export type StatsQuery = z.infer<typeof statsQuerySchema>;

const counts = { views: z.number().int(), uniques: z.number().int() };

/**
 * Views and unique visitors of a website's pages, by UTC day and by page. A unique visitor is
 * counted once per page and day; totals add the daily figures up.
 */
export const siteStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object(counts),
  days: z.array(z.object({ day: z.string(), ...counts })),
  pages: z.array(z.object({ page_id: z.number().int(), name: z.string(), unique_name: z.string(), ...counts })),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;

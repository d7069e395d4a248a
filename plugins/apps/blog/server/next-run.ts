import { DateTime } from 'luxon';
import type { RepeatInterval } from '../schedule-schemas.ts';

export interface Recurrence {
  repeat: RepeatInterval;
  /** HH:MM on the wall clock of `time_zone`. */
  time: string;
  time_zone: string;
  /** YYYY-MM-DD, the first day. */
  starts_on: string;
}

const unit = { day: 'days', week: 'weeks', month: 'months', year: 'years' } as const;

/** The n-th moment of the recurrence. Counted from the first day, so the 31st of each month stays the 31st where there is one. */
function occurrence(recurrence: Recurrence, n: number): DateTime {
  const [hour, minute] = recurrence.time.split(':').map(Number);
  const first = DateTime.fromISO(recurrence.starts_on, { zone: recurrence.time_zone }).set({ hour, minute, second: 0, millisecond: 0 });
  return first.plus({ [unit[recurrence.repeat]]: n });
}

/**
 * The first moment of the recurrence strictly after `after`: its time on the wall clock of its
 * zone, whatever the zone's summer time does in between.
 */
export function nextRunAfter(recurrence: Recurrence, after: Date): Date {
  const since = DateTime.fromJSDate(after);
  const elapsed = Math.floor(since.diff(occurrence(recurrence, 0), unit[recurrence.repeat]).get(unit[recurrence.repeat]));
  let n = Math.max(0, elapsed - 1);
  while (occurrence(recurrence, n) <= since) n += 1;
  return occurrence(recurrence, n).toJSDate();
}

/** Today's date in `zone`, for a schedule that starts today. */
export const todayIn = (zone: string, now: Date) => DateTime.fromJSDate(now, { zone }).toISODate()!;

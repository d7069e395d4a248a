/**
 * Wall-clock times in a named timezone, with Intl only (no timezone library): a deadline set as
 * "2025-12-24 18:00 America/New_York" must end at the same instant for every visitor.
 */

export const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}

// Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not.
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms (New York in winter: −5 h). Throws a RangeError for an unknown zone. */
export function zoneOffsetMs(timeZone: string, instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatter(timeZone).formatToParts(whole)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return utcMs(year, month, day, hour % 24, minute, second) - whole;
}

/** Whether `date` ("YYYY-MM-DD") is a real calendar day. */
export function isCalendarDate(date: string): boolean {
  const match = DATE_PATTERN.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(utcMs(year, month, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/**
 * The instant (ms since the epoch) at which the wall clock of `timeZone` shows `date` ("YYYY-MM-DD")
 * and `time` ("HH:MM"), or NaN when either is malformed or the zone is unknown.
 *
 * Around daylight-saving changes it resolves like Temporal's "compatible" disambiguation: a time
 * that happens twice (clocks go back) is the earlier one; a time that never happens (clocks go
 * forward) is moved forward by the gap, so 02:30 on a spring-forward night in New York is 03:30 EDT.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): number {
  const day = DATE_PATTERN.exec(date);
  const clock = TIME_PATTERN.exec(time);
  if (!day || !clock || !isCalendarDate(date)) return NaN;
  const local = utcMs(Number(day[1]), Number(day[2]), Number(day[3]), Number(clock[1]), Number(clock[2]));
  try {
    // A zone changes its offset at most once a day, so the offsets a day either side are the only candidates.
    const before = zoneOffsetMs(timeZone, local - DAY_MS);
    const after = zoneOffsetMs(timeZone, local + DAY_MS);
    const matching = [local - before, local - after].filter((instant) => instant + zoneOffsetMs(timeZone, instant) === local);
    return matching.length ? Math.min(...matching) : local - before;
  } catch {
    return NaN;
  }
}

import type { REPEAT_INTERVALS } from '@tessera/core/style';

/**
 * Evergreen timers: each visitor gets the full duration from their first view, remembered in
 * the browser so a reload does not restart it.
 */

export type RepeatInterval = (typeof REPEAT_INTERVALS)[number];

/** The part of Web Storage a timer uses; tests pass their own. */
export type TimerStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The key under which a timer element remembers a visitor's first view. */
export function evergreenStorageKey(elementId: string): string {
  return `tessera-timer:${elementId}`;
}

function browserStorage(): TimerStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Browsers with storage blocked throw on access.
    return null;
  }
}

/**
 * When this visitor first saw the timer: the remembered instant, or `now`, which is then
 * remembered. A remembered instant in the future (the visitor's clock went back) starts over.
 * Without storage the timer restarts on every view, the best that can be done.
 */
export function evergreenStart(key: string, now: number, storage: TimerStorage | null = browserStorage()): number {
  try {
    const stored = storage?.getItem(key);
    const start = stored ? Number(stored) : NaN;
    if (Number.isFinite(start) && start <= now) return start;
    storage?.setItem(key, String(now));
  } catch {
    // A full or blocked storage only costs the memory of the first view.
  }
  return now;
}

const DAY_MS = 86_400_000;
const SHORTEST_MS: Readonly<Record<RepeatInterval, number>> = { day: DAY_MS, week: 7 * DAY_MS, month: 28 * DAY_MS, year: 365 * DAY_MS };
const LONGEST_MS: Readonly<Record<RepeatInterval, number>> = { day: DAY_MS, week: 7 * DAY_MS, month: 31 * DAY_MS, year: 366 * DAY_MS };

/** `start` moved on by `count` intervals; months and years keep the day of the month (UTC), clamped to the month's last day. */
export function addIntervals(start: number, interval: RepeatInterval, count: number): number {
  if (interval === 'day' || interval === 'week') return start + count * SHORTEST_MS[interval];
  const from = new Date(start);
  const months = from.getUTCMonth() + (interval === 'month' ? count : 12 * count);
  const year = from.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const to = new Date(start);
  to.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return to.getTime();
}

/**
 * The deadline of an evergreen timer of `durationMs` first seen at `start`, as of `now`.
 *
 * Without `repeat` it is simply `start + durationMs`. With a repeat interval the timer starts over
 * with its full duration at each interval counted from the first view (every day, week, month or
 * year); between its end and the next start it stays expired, and a start that falls while it is
 * still running is skipped. The result is in the past while the timer is expired.
 */
export function evergreenDeadline(start: number, durationMs: number, now: number, repeat: RepeatInterval | '' = ''): number {
  if (!repeat || now < start + durationMs) return start + durationMs;
  if (durationMs <= SHORTEST_MS[repeat]) {
    // Every interval starts a cycle: find the last start at or before now.
    let count = Math.max(0, Math.floor((now - start) / LONGEST_MS[repeat]));
    while (addIntervals(start, repeat, count + 1) <= now) count++;
    return addIntervals(start, repeat, count) + durationMs;
  }
  let cycleStart = start;
  let count = 0;
  for (;;) {
    const deadline = cycleStart + durationMs;
    if (now < deadline) return deadline;
    count = Math.max(count + 1, Math.floor((deadline - start) / LONGEST_MS[repeat]));
    while (addIntervals(start, repeat, count) < deadline) count++;
    const next = addIntervals(start, repeat, count);
    if (now < next) return deadline;
    cycleStart = next;
  }
}

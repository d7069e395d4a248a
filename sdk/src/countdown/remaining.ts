/** Splitting the time left into the boxes a countdown shows. */

export const COUNTDOWN_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];
export type CountdownParts = Record<CountdownUnit, number>;

const UNIT_SECONDS: Readonly<Record<CountdownUnit, number>> = { days: 86_400, hours: 3_600, minutes: 60, seconds: 1 };

/** The boxes shown: minutes and seconds always; days and hours when switched on. */
export function countdownUnits(showDays: boolean, showHours: boolean): CountdownUnit[] {
  return COUNTDOWN_UNITS.filter((unit) => (unit === 'days' ? showDays : unit === 'hours' ? showHours : true));
}

/**
 * `ms` left as whole units. Seconds round up, so a fresh 15-minute timer shows 15:00 and 00:00
 * appears exactly when time is up. The largest shown unit takes what hidden larger units would
 * hold (hours hidden: 90 minutes show as 90 minutes). Negative or NaN time is zero.
 */
export function splitRemaining(ms: number, shown: readonly CountdownUnit[] = COUNTDOWN_UNITS): CountdownParts {
  let rest = ms > 0 ? Math.ceil(ms / 1000) : 0;
  const parts: CountdownParts = { days: 0, hours: 0, minutes: 0, seconds: 0 };
  for (const unit of COUNTDOWN_UNITS) {
    if (!shown.includes(unit)) continue;
    parts[unit] = Math.floor(rest / UNIT_SECONDS[unit]);
    rest -= parts[unit] * UNIT_SECONDS[unit];
  }
  return parts;
}

/** A box's number: at least two digits ("07"). */
export function padUnit(value: number): string {
  return String(value).padStart(2, '0');
}

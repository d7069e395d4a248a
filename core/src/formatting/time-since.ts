/**
 * Time-since units of spec §9, largest first: years (365 days), months (30 days), days, hours,
 * minutes, seconds. Months and minutes are both written 'm', as the product shows them.
 */
export const TIME_SINCE_UNITS = [
  { seconds: 365 * 24 * 60 * 60, suffix: 'y' },
  { seconds: 30 * 24 * 60 * 60, suffix: 'm' },
  { seconds: 24 * 60 * 60, suffix: 'd' },
  { seconds: 60 * 60, suffix: 'h' },
  { seconds: 60, suffix: 'm' },
  { seconds: 1, suffix: 's' },
] as const;

/**
 * How long ago `date` was, in the largest whole unit that fits, rounded down: '45s', '3m'
 * (minutes), '5h', '2d', '4m' (months), '1y'. A date exactly one unit ago is shown in that unit
 * ('1d' for 24 hours). A date in the future, or less than a second ago, is '0s'. Strings and
 * numbers are read as `new Date(value)` reads them; throws a RangeError for an invalid date.
 */
export function formatTimeSince(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(date).getTime();
  const current = new Date(now).getTime();
  if (Number.isNaN(then) || Number.isNaN(current)) throw new RangeError(`Not a date: ${String(date)}`);
  const seconds = Math.max(0, Math.floor((current - then) / 1000));
  for (const unit of TIME_SINCE_UNITS) {
    if (seconds >= unit.seconds) return `${Math.floor(seconds / unit.seconds)}${unit.suffix}`;
  }
  return '0s';
}

/** Change from the previous period in whole percent; null when there was nothing before to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** "+12%", "−5%" (a real minus sign), "0%". */
export function formatChange(change: number): string {
  if (change > 0) return `+${change}%`;
  if (change < 0) return `−${Math.abs(change)}%`;
  return '0%';
}

/** A part's share of the whole in whole percent ("<1%" for a small, non-zero part). */
export function formatShare(part: number, whole: number): string {
  if (whole === 0 || part === 0) return '0%';
  const share = (part / whole) * 100;
  return share < 1 ? '<1%' : `${Math.round(share)}%`;
}

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A stats day (YYYY-MM-DD, a UTC day) as "5 Jan". */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
/** A stats day as "Mon, 5 Jan 2026", for tooltips and tables. */
export const formatLongDay = (day: string) => longDayFormat.format(new Date(`${day}T00:00:00Z`));
/** "5 Jan – 11 Jan", or one day alone. */
export const formatPeriod = (from: string, to: string) => (from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`);

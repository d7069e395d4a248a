/**
 * Hours of the day (spec §9): values '00'–'23', labelled '12 AM', '1 AM' … '11 AM', '12 PM',
 * '1 PM' … '11 PM'. Takes the hour as a number or as its value ('07').
 */
export function hourLabel(value: number | string): string {
  const hour = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value;
  if (typeof hour !== 'number' || !Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`Not an hour of the day: ${String(value)}`);
  return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;
}

export interface HourOption {
  /** Two digits, '00'–'23'. */
  value: string;
  label: string;
}

export const HOUR_OPTIONS: readonly HourOption[] = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour).padStart(2, '0'),
  label: hourLabel(hour),
}));

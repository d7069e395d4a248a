import { describe, expect, it } from 'vitest';
import { formatTimeSince } from './time-since.ts';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatTimeSince', () => {
  it('shows seconds, minutes, hours, days, months and years', () => {
    expect(formatTimeSince(ago(0), now)).toBe('0s');
    expect(formatTimeSince(ago(59), now)).toBe('59s');
    expect(formatTimeSince(ago(MINUTE), now)).toBe('1m');
    expect(formatTimeSince(ago(59 * MINUTE + 59), now)).toBe('59m');
    expect(formatTimeSince(ago(HOUR), now)).toBe('1h');
    expect(formatTimeSince(ago(DAY - 1), now)).toBe('23h');
    expect(formatTimeSince(ago(DAY), now)).toBe('1d');
    expect(formatTimeSince(ago(29 * DAY), now)).toBe('29d');
    expect(formatTimeSince(ago(30 * DAY), now)).toBe('1m');
    expect(formatTimeSince(ago(364 * DAY), now)).toBe('12m');
    expect(formatTimeSince(ago(365 * DAY), now)).toBe('1y');
    expect(formatTimeSince(ago(3 * 365 * DAY + 200 * DAY), now)).toBe('3y');
  });

  it('rounds down and shows the future as 0s', () => {
    expect(formatTimeSince(ago(0.9), now)).toBe('0s');
    expect(formatTimeSince(ago(2 * HOUR - 1), now)).toBe('1h');
    expect(formatTimeSince(ago(-3600), now)).toBe('0s');
  });

  it('reads ISO strings and timestamps', () => {
    expect(formatTimeSince('2025-06-15T11:00:00Z', now)).toBe('1h');
    expect(formatTimeSince(now.getTime() - 5000, now.getTime())).toBe('5s');
  });

  it('uses the current time by default', () => {
    expect(formatTimeSince(new Date(Date.now() - 3 * DAY * 1000))).toBe('3d');
  });

  it('refuses invalid dates', () => {
    expect(() => formatTimeSince('yesterday', now)).toThrow(RangeError);
    expect(() => formatTimeSince(Number.NaN, now)).toThrow(RangeError);
  });
});

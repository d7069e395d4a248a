import { describe, expect, it } from 'vitest';
import { isCalendarDate, zonedTimeToInstant, zoneOffsetMs } from './zone-time.ts';

const HOUR = 3_600_000;

describe('zoneOffsetMs', () => {
  it('reads standard and daylight offsets from Intl', () => {
    expect(zoneOffsetMs('America/New_York', Date.UTC(2024, 0, 15, 12))).toBe(-5 * HOUR);
    expect(zoneOffsetMs('America/New_York', Date.UTC(2024, 6, 15, 12))).toBe(-4 * HOUR);
    expect(zoneOffsetMs('America/Los_Angeles', Date.UTC(2024, 0, 15, 12))).toBe(-8 * HOUR);
    expect(zoneOffsetMs('UTC', Date.UTC(2024, 6, 15, 12))).toBe(0);
  });

  it('ignores the milliseconds of the instant', () => {
    expect(zoneOffsetMs('America/Chicago', Date.UTC(2024, 0, 15, 12, 0, 0, 999))).toBe(-6 * HOUR);
  });
});

describe('zonedTimeToInstant', () => {
  it('places a wall-clock time in its zone, winter and summer', () => {
    expect(zonedTimeToInstant('2024-01-15', '09:00', 'America/Los_Angeles')).toBe(Date.UTC(2024, 0, 15, 17));
    expect(zonedTimeToInstant('2024-07-04', '12:00', 'America/New_York')).toBe(Date.UTC(2024, 6, 4, 16));
    expect(zonedTimeToInstant('2024-07-04', '12:00', 'America/Denver')).toBe(Date.UTC(2024, 6, 4, 18));
    expect(zonedTimeToInstant('2024-07-04', '23:59', 'UTC')).toBe(Date.UTC(2024, 6, 4, 23, 59));
  });

  it('uses the offset of the deadline date, not of today', () => {
    // The day before and after the spring change differ by an hour of offset.
    expect(zonedTimeToInstant('2024-03-09', '12:00', 'America/New_York')).toBe(Date.UTC(2024, 2, 9, 17));
    expect(zonedTimeToInstant('2024-03-11', '12:00', 'America/New_York')).toBe(Date.UTC(2024, 2, 11, 16));
  });

  it('moves a time skipped by the spring change forward, and takes the earlier of a repeated autumn time', () => {
    expect(zonedTimeToInstant('2024-03-10', '02:30', 'America/New_York')).toBe(Date.UTC(2024, 2, 10, 7, 30));
    expect(zonedTimeToInstant('2024-11-03', '01:30', 'America/New_York')).toBe(Date.UTC(2024, 10, 3, 5, 30));
    expect(zonedTimeToInstant('2024-11-03', '03:00', 'America/New_York')).toBe(Date.UTC(2024, 10, 3, 8));
  });

  it('gives NaN for malformed dates, times and zones', () => {
    expect(zonedTimeToInstant('2024-02-30', '10:00', 'UTC')).toBeNaN();
    expect(zonedTimeToInstant('2024-2-3', '10:00', 'UTC')).toBeNaN();
    expect(zonedTimeToInstant('2024-02-03', '24:00', 'UTC')).toBeNaN();
    expect(zonedTimeToInstant('2024-02-03', '10:00', 'Mars/Olympus')).toBeNaN();
  });

  it('knows leap days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
  });
});

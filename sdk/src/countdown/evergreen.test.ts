import { describe, expect, it } from 'vitest';
import { addIntervals, evergreenDeadline, evergreenStart } from './evergreen.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('evergreenStart', () => {
  it('remembers the first view and returns it later', () => {
    const storage = memoryStorage();
    expect(evergreenStart('t', 1000, storage)).toBe(1000);
    expect(storage.items.get('t')).toBe('1000');
    expect(evergreenStart('t', 9000, storage)).toBe(1000);
  });

  it('starts over on a malformed or future memory', () => {
    expect(evergreenStart('t', 5000, memoryStorage({ t: 'soon' }))).toBe(5000);
    expect(evergreenStart('t', 5000, memoryStorage({ t: '9000' }))).toBe(5000);
  });

  it('still counts when storage is missing or throws', () => {
    expect(evergreenStart('t', 5000, null)).toBe(5000);
    const broken = { getItem: () => { throw new Error('blocked'); }, setItem: () => {} };
    expect(evergreenStart('t', 5000, broken)).toBe(5000);
  });
});

describe('addIntervals', () => {
  it('adds days and weeks as fixed lengths, months and years by the calendar', () => {
    const start = Date.UTC(2024, 0, 31, 10);
    expect(addIntervals(start, 'day', 2)).toBe(start + 2 * DAY);
    expect(addIntervals(start, 'week', 1)).toBe(start + 7 * DAY);
    expect(addIntervals(start, 'month', 1)).toBe(Date.UTC(2024, 1, 29, 10));
    expect(addIntervals(start, 'month', 2)).toBe(Date.UTC(2024, 2, 31, 10));
    expect(addIntervals(start, 'month', 11)).toBe(Date.UTC(2024, 11, 31, 10));
    expect(addIntervals(Date.UTC(2024, 1, 29), 'year', 1)).toBe(Date.UTC(2025, 1, 28));
  });
});

describe('evergreenDeadline', () => {
  const start = Date.UTC(2024, 4, 1);

  it('ends the duration after the first view without a repeat', () => {
    expect(evergreenDeadline(start, 2 * DAY, start + 10 * DAY)).toBe(start + 2 * DAY);
  });

  it('restarts at each interval from the first view, expired in between', () => {
    expect(evergreenDeadline(start, 2 * DAY, start + DAY, 'week')).toBe(start + 2 * DAY);
    expect(evergreenDeadline(start, 2 * DAY, start + 3 * DAY, 'week')).toBe(start + 2 * DAY);
    expect(evergreenDeadline(start, 2 * DAY, start + 7 * DAY, 'week')).toBe(start + 9 * DAY);
    expect(evergreenDeadline(start, 2 * DAY, start + 400 * DAY, 'week')).toBe(start + 399 * DAY + 2 * DAY);
    expect(evergreenDeadline(start, 5 * HOUR, start + 30 * HOUR, 'day')).toBe(start + DAY + 5 * HOUR);
    expect(evergreenDeadline(start, 3 * DAY, Date.UTC(2024, 5, 2), 'month')).toBe(Date.UTC(2024, 5, 4));
  });

  it('skips restarts that fall while the timer still runs', () => {
    // Ten days repeating weekly: cycles start on days 0, 14, 28…
    expect(evergreenDeadline(start, 10 * DAY, start + 8 * DAY, 'week')).toBe(start + 10 * DAY);
    expect(evergreenDeadline(start, 10 * DAY, start + 12 * DAY, 'week')).toBe(start + 10 * DAY);
    expect(evergreenDeadline(start, 10 * DAY, start + 15 * DAY, 'week')).toBe(start + 24 * DAY);
    expect(evergreenDeadline(start, 10 * DAY, start + 29 * DAY, 'week')).toBe(start + 38 * DAY);
  });
});

import { describe, expect, it } from 'vitest';
import { countdownUnits, padUnit, splitRemaining } from './remaining.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('splitRemaining', () => {
  it('splits time into days, hours, minutes and seconds', () => {
    expect(splitRemaining(2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('rounds part seconds up, so zero shows only when time is up', () => {
    expect(splitRemaining(15 * MINUTE - 1, countdownUnits(false, false))).toEqual({ days: 0, hours: 0, minutes: 15, seconds: 0 });
    expect(splitRemaining(1, countdownUnits(false, false)).seconds).toBe(1);
    expect(splitRemaining(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(splitRemaining(-5 * SECOND)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(splitRemaining(NaN).minutes).toBe(0);
  });

  it('lets the largest shown unit hold what hidden larger units would', () => {
    expect(splitRemaining(DAY + 30 * MINUTE, countdownUnits(false, true))).toEqual({ days: 0, hours: 24, minutes: 30, seconds: 0 });
    expect(splitRemaining(90 * MINUTE, countdownUnits(false, false))).toEqual({ days: 0, hours: 0, minutes: 90, seconds: 0 });
  });
});

describe('countdownUnits and padUnit', () => {
  it('always shows minutes and seconds', () => {
    expect(countdownUnits(true, true)).toEqual(['days', 'hours', 'minutes', 'seconds']);
    expect(countdownUnits(true, false)).toEqual(['days', 'minutes', 'seconds']);
    expect(countdownUnits(false, false)).toEqual(['minutes', 'seconds']);
  });

  it('pads to two digits', () => {
    expect(padUnit(7)).toBe('07');
    expect(padUnit(123)).toBe('123');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampCount } from './count-input.ts';

describe('clampCount', () => {
  it('clamps to 1–100 by default', () => {
    expect(clampCount('0')).toBe(1);
    expect(clampCount('1')).toBe(1);
    expect(clampCount('100')).toBe(100);
    expect(clampCount('101')).toBe(100);
    expect(clampCount(-20)).toBe(1);
    expect(clampCount(42)).toBe(42);
  });

  it('uses the given minimum and maximum', () => {
    expect(clampCount('2', { min: 3 })).toBe(3);
    expect(clampCount('150', { min: 3 })).toBe(100);
    expect(clampCount('15', { max: 12 })).toBe(12);
    expect(clampCount('0', { min: 0, max: 5 })).toBe(0);
    expect(clampCount('7', { min: 5, max: 10 })).toBe(7);
  });

  it('rounds fractions to whole counts', () => {
    expect(clampCount('2.4')).toBe(2);
    expect(clampCount('2.5')).toBe(3);
    expect(clampCount('1.5', { min: 0.5, max: 1.5 })).toBe(1);
  });

  it('turns empty or non-numeric input into the minimum', () => {
    expect(clampCount('')).toBe(1);
    expect(clampCount(null, { min: 4 })).toBe(4);
    expect(clampCount(undefined)).toBe(1);
    expect(clampCount('many', { min: 2 })).toBe(2);
  });

  it('refuses bounds that hold no whole number', () => {
    expect(() => clampCount('1', { min: 10, max: 5 })).toThrow(RangeError);
    expect(() => clampCount('1', { min: 1.2, max: 1.8 })).toThrow(RangeError);
  });

  it('always gives a whole number within the bounds, and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.string(), fc.constantFrom(null, undefined)),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 200 }),
        (input, min, span) => {
          const options = { min, max: min + span };
          const result = clampCount(input, options);
          expect(Number.isInteger(result)).toBe(true);
          expect(result).toBeGreaterThanOrEqual(options.min);
          expect(result).toBeLessThanOrEqual(options.max);
          expect(clampCount(result, options)).toBe(result);
          expect(clampCount(String(result), options)).toBe(result);
        },
      ),
    );
  });
});

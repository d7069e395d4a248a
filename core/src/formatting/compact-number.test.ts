import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCompactNumber } from './compact-number.ts';

describe('formatCompactNumber', () => {
  it('shows numbers up to 999 as they are', () => {
    expect(formatCompactNumber(0)).toBe('0');
    expect(formatCompactNumber(42)).toBe('42');
    expect(formatCompactNumber(999)).toBe('999');
    expect(formatCompactNumber(12.5)).toBe('12.5');
    expect(formatCompactNumber(-3.25)).toBe('-3.25');
  });

  it('uses K above 999, M above 999999 and B above 999999999, with one decimal', () => {
    expect(formatCompactNumber(1000)).toBe('1.0K');
    expect(formatCompactNumber(1500)).toBe('1.5K');
    expect(formatCompactNumber(12_345)).toBe('12.3K');
    expect(formatCompactNumber(999_949)).toBe('999.9K');
    expect(formatCompactNumber(1_000_000)).toBe('1.0M');
    expect(formatCompactNumber(2_345_678)).toBe('2.3M');
    expect(formatCompactNumber(1_000_000_000)).toBe('1.0B');
    expect(formatCompactNumber(7_250_000_000)).toBe('7.3B');
    expect(formatCompactNumber(1e12)).toBe('1000.0B');
  });

  it('rounds halves up, from exact integer arithmetic', () => {
    expect(formatCompactNumber(1050)).toBe('1.1K');
    expect(formatCompactNumber(1049)).toBe('1.0K');
    expect(formatCompactNumber(1_250_000)).toBe('1.3M');
  });

  it('moves to the next suffix instead of showing 1000.0', () => {
    expect(formatCompactNumber(999_950)).toBe('1.0M');
    expect(formatCompactNumber(999_999)).toBe('1.0M');
    expect(formatCompactNumber(999_999_999)).toBe('1.0B');
    // Above 999 means above: 999.4 is already in thousands.
    expect(formatCompactNumber(999.4)).toBe('1.0K');
  });

  it('mirrors negative numbers and passes non-finite ones through', () => {
    expect(formatCompactNumber(-1500)).toBe('-1.5K');
    expect(formatCompactNumber(-999)).toBe('-999');
    expect(formatCompactNumber(Number.NaN)).toBe('NaN');
    expect(formatCompactNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });

  it('always shows a value under 1000 with one decimal above 999, within 0.05 of a suffix unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 999_999_999_999 }), (n) => {
        const match = /^(\d+\.\d)([KMB])$/.exec(formatCompactNumber(n));
        expect(match).not.toBeNull();
        const [, shown, suffix] = match!;
        const size = { K: 1e3, M: 1e6, B: 1e9 }[suffix as 'K' | 'M' | 'B'];
        if (suffix !== 'B') expect(Number(shown)).toBeLessThan(1000);
        expect(Math.abs(Number(shown) * size - n)).toBeLessThanOrEqual(0.05 * size + 1e-6);
      }),
    );
  });
});

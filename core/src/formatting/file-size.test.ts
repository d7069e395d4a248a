import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILE_SIZE_UNITS, formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('shows kB for anything under a megabyte, at least 0.1', () => {
    expect(formatFileSize(0)).toBe('0.1 kB');
    expect(formatFileSize(1)).toBe('0.1 kB');
    expect(formatFileSize(49)).toBe('0.1 kB');
    expect(formatFileSize(500)).toBe('0.5 kB');
    expect(formatFileSize(1000)).toBe('1.0 kB');
    expect(formatFileSize(1536)).toBe('1.5 kB');
    expect(formatFileSize(999_949)).toBe('999.9 kB');
  });

  it('counts 1000 bytes to the kB and moves up a unit instead of showing 1000.0', () => {
    expect(formatFileSize(1024)).toBe('1.0 kB');
    expect(formatFileSize(999_950)).toBe('1.0 MB');
    expect(formatFileSize(1_500_000)).toBe('1.5 MB');
    expect(formatFileSize(2.5e9)).toBe('2.5 GB');
    expect(formatFileSize(1e12)).toBe('1.0 TB');
    expect(formatFileSize(1e15)).toBe('1.0 PB');
    expect(formatFileSize(1e18)).toBe('1.0 EB');
    expect(formatFileSize(1e21)).toBe('1.0 ZB');
    expect(formatFileSize(3e24)).toBe('3.0 YB');
    expect(formatFileSize(5e27)).toBe('5000.0 YB');
  });

  it('refuses sizes that are not sizes', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
    expect(() => formatFileSize(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('always shows one decimal from 0.1 to 999.9 in kB…ZB', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e24, noNaN: true }), (bytes) => {
        const match = /^(\d+\.\d) (\w+)$/.exec(formatFileSize(bytes));
        expect(match).not.toBeNull();
        const value = Number(match![1]);
        expect(FILE_SIZE_UNITS).toContain(match![2]);
        expect(value).toBeGreaterThanOrEqual(0.1);
        if (match![2] !== 'YB') expect(value).toBeLessThan(1000);
      }),
    );
  });
});

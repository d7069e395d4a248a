import { describe, expect, it } from 'vitest';
import { HOUR_OPTIONS, hourLabel } from './hour-labels.ts';

describe('hour labels', () => {
  it('labels hours 00–23 as 12 AM to 11 PM', () => {
    expect(hourLabel(0)).toBe('12 AM');
    expect(hourLabel(1)).toBe('1 AM');
    expect(hourLabel(11)).toBe('11 AM');
    expect(hourLabel(12)).toBe('12 PM');
    expect(hourLabel(13)).toBe('1 PM');
    expect(hourLabel(23)).toBe('11 PM');
    expect(hourLabel('07')).toBe('7 AM');
    expect(hourLabel('00')).toBe('12 AM');
  });

  it('lists 24 options with two-digit values in order', () => {
    expect(HOUR_OPTIONS).toHaveLength(24);
    expect(HOUR_OPTIONS[0]).toEqual({ value: '00', label: '12 AM' });
    expect(HOUR_OPTIONS[9]).toEqual({ value: '09', label: '9 AM' });
    expect(HOUR_OPTIONS[12]).toEqual({ value: '12', label: '12 PM' });
    expect(HOUR_OPTIONS[23]).toEqual({ value: '23', label: '11 PM' });
    expect(new Set(HOUR_OPTIONS.map((o) => o.label)).size).toBe(24);
  });

  it('refuses values that are not hours of the day', () => {
    for (const bad of [-1, 24, 1.5, Number.NaN, '24', '7am', '']) expect(() => hourLabel(bad)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay } from './phone-display.ts';

describe('formatPhoneForDisplay', () => {
  it('shows US and Canadian numbers in national format', () => {
    expect(formatPhoneForDisplay('+12133734253')).toBe('(213) 373-4253');
    expect(formatPhoneForDisplay('+14165550123')).toBe('(416) 555-0123');
  });

  it('shows other numbers in international format', () => {
    expect(formatPhoneForDisplay('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhoneForDisplay('+33612345678')).toBe('+33 6 12 34 56 78');
    // Other +1 countries are not the US or Canada.
    expect(formatPhoneForDisplay('+18092345678')).toBe('+1 809 234 5678');
  });

  it('shows text it cannot read as it is, trimmed', () => {
    expect(formatPhoneForDisplay(' 2133734253 ')).toBe('2133734253');
    expect(formatPhoneForDisplay('call me')).toBe('call me');
    expect(formatPhoneForDisplay('+1')).toBe('+1');
    expect(formatPhoneForDisplay('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { nextVisibility, toggleVisibility, visibilitySwitches } from './visibility.ts';

describe('Visibility switches (spec §4)', () => {
  it('cycles both → desktop → mobile → none', () => {
    expect(nextVisibility('both')).toBe('desktop');
    expect(nextVisibility('desktop')).toBe('mobile');
    expect(nextVisibility('mobile')).toBe('');
    expect(nextVisibility('')).toBe('both');
    expect(nextVisibility(undefined)).toBe('desktop');
  });

  it('maps the desktop and mobile switches onto the four values', () => {
    expect(toggleVisibility('both', 'mobile')).toBe('desktop');
    expect(toggleVisibility('desktop', 'desktop')).toBe('');
    expect(toggleVisibility('', 'mobile')).toBe('mobile');
    expect(toggleVisibility('mobile', 'desktop')).toBe('both');
    expect(visibilitySwitches('')).toEqual({ desktop: false, mobile: false });
  });
});

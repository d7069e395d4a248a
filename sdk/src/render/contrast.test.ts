import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn, relativeLuminance } from './contrast.ts';

describe('colour contrast', () => {
  it('measures relative luminance of #rgb and #rrggbb colours', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#fff')).toBeCloseTo(1);
    expect(relativeLuminance('#FFFC00')).toBeGreaterThan(0.6);
    expect(relativeLuminance('red')).toBeUndefined();
    expect(contrastRatio(1, 0)).toBeCloseTo(21);
  });

  it('keeps the preferred colour where it reads, else picks black or white', () => {
    expect(readableOn('#0A66C2', '#ffffff')).toBe('#ffffff');
    expect(readableOn('#25D366', '#ffffff')).toBe('#000000');
    expect(readableOn('#111111', '#222222')).toBe('#ffffff');
    expect(readableOn('rgb(0,0,0)', '#222222')).toBe('#222222');
  });
});

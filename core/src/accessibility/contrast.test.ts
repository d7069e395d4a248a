import { describe, expect, it } from 'vitest';
import { contrastRatio, paintOver, parseColor, requiredContrast } from './contrast.ts';

const color = (value: string) => parseColor(value)!;

describe('contrast', () => {
  it('reads every colour form the style schemas accept', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#1f293780')).toEqual({ r: 31, g: 41, b: 55, a: 128 / 255 });
    expect(parseColor('rgb(31, 41, 55)')).toEqual({ r: 31, g: 41, b: 55, a: 1 });
    expect(parseColor('rgba(0,0,0,0.5)')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColor('hsl(0, 100%, 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(parseColor('transparent')?.a).toBe(0);
    expect(parseColor('red')).toBeNull();
  });

  it('gives the ratios WCAG publishes: black on white 21:1, #767676 on white just over 4.5:1', () => {
    expect(contrastRatio(color('#000'), color('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(color('#fff'), color('#fff'))).toBeCloseTo(1, 5);
    expect(contrastRatio(color('#767676'), color('#fff'))).toBeGreaterThan(4.5);
    expect(contrastRatio(color('#777777'), color('#fff'))).toBeLessThan(4.5);
  });

  it('paints see-through colours over what is below them', () => {
    expect(paintOver(color('rgba(0,0,0,0.5)'), color('#fff'))).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    expect(contrastRatio(color('rgba(0,0,0,0.1)'), color('#fff'))).toBeLessThan(1.5);
  });

  it('asks 3:1 of large text (24px, or 18.66px bold) and 4.5:1 of the rest', () => {
    expect(requiredContrast(24, false)).toBe(3);
    expect(requiredContrast(23, false)).toBe(4.5);
    expect(requiredContrast(19, true)).toBe(3);
    expect(requiredContrast(18, true)).toBe(4.5);
  });
});

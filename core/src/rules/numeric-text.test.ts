import { describe, expect, it } from 'vitest';
import { clamp, isEmptyInput, parseNumericInput } from './numeric-text.ts';

describe('parseNumericInput', () => {
  it('reads numbers and decimal strings', () => {
    expect(parseNumericInput(3.5)).toBe(3.5);
    expect(parseNumericInput(' -12 ')).toBe(-12);
    expect(parseNumericInput('5.')).toBe(5);
    expect(parseNumericInput('-.25')).toBe(-0.25);
    expect(parseNumericInput('2E2')).toBe(200);
    expect(parseNumericInput(Number.NEGATIVE_INFINITY)).toBe(Number.NEGATIVE_INFINITY);
  });

  it('refuses everything else', () => {
    for (const text of ['', ' ', 'abc', '12px', '1,5', '0x1f', '0b1', 'Infinity', '1e', '--1', '.', '+', '1 2']) {
      expect(parseNumericInput(text), text).toBeUndefined();
    }
    expect(parseNumericInput(Number.NaN)).toBeUndefined();
  });
});

describe('isEmptyInput and clamp', () => {
  it('treats null, undefined and blank text as empty, never 0', () => {
    expect([null, undefined, '', '  \t'].every(isEmptyInput)).toBe(true);
    expect([0, '0', 'a'].some(isEmptyInput)).toBe(false);
  });

  it('clamps without giving -0', () => {
    expect(clamp(5, 0, 3)).toBe(3);
    expect(clamp(-5, 0, 3)).toBe(0);
    expect(Object.is(clamp(-0, -1, 1), 0)).toBe(true);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampNumberInput, numberInputBounds, type NumberInputOptions } from './number-input.ts';

describe('clampNumberInput', () => {
  it('clamps percent to whole numbers 0–100', () => {
    expect(clampNumberInput('50', { unit: 'percent' })).toBe(50);
    expect(clampNumberInput(150, { unit: 'percent' })).toBe(100);
    expect(clampNumberInput('-5', { unit: 'percent' })).toBe(0);
    expect(clampNumberInput('33.4', { unit: 'percent' })).toBe(33);
    expect(clampNumberInput('33.5', { unit: 'percent' })).toBe(34);
    expect(clampNumberInput(100, { unit: 'percent' })).toBe(100);
    expect(clampNumberInput(0, { unit: 'percent' })).toBe(0);
    expect(clampNumberInput(100.4, { unit: 'percent' })).toBe(100);
  });

  it('clamps px to 0–2000 by default, keeping fractions', () => {
    expect(clampNumberInput('2000', { unit: 'px' })).toBe(2000);
    expect(clampNumberInput('2001', { unit: 'px' })).toBe(2000);
    expect(clampNumberInput('-1', { unit: 'px' })).toBe(0);
    expect(clampNumberInput('12.5', { unit: 'px' })).toBe(12.5);
  });

  it("clamps type 'number' (the default type) to 0–300", () => {
    expect(clampNumberInput('301', { type: 'number' })).toBe(300);
    expect(clampNumberInput('300', { type: 'number' })).toBe(300);
    expect(clampNumberInput('-0.5', { type: 'number' })).toBe(0);
    expect(clampNumberInput('1.25', { type: 'number' })).toBe(1.25);
    expect(clampNumberInput('301')).toBe(300);
    expect(clampNumberInput('-3')).toBe(0);
  });

  it("clamps type 'integer' to whole numbers −300–300", () => {
    expect(clampNumberInput('-300', { type: 'integer' })).toBe(-300);
    expect(clampNumberInput('-301', { type: 'integer' })).toBe(-300);
    expect(clampNumberInput('301', { type: 'integer' })).toBe(300);
    expect(clampNumberInput('-12', { type: 'integer' })).toBe(-12);
    expect(clampNumberInput('2.6', { type: 'integer' })).toBe(3);
    expect(clampNumberInput('-2.5', { type: 'integer' })).toBe(-2);
    expect(Object.is(clampNumberInput('-0.4', { type: 'integer' }), 0)).toBe(true);
  });

  it('lets explicit min/max override the unit, and the unit override the type, per side', () => {
    expect(clampNumberInput('150', { unit: 'percent', max: 120 })).toBe(120);
    expect(clampNumberInput('5', { unit: 'percent', min: 10 })).toBe(10);
    expect(clampNumberInput('90', { unit: 'percent', min: 10 })).toBe(90);
    expect(clampNumberInput('1500', { unit: 'px', type: 'number' })).toBe(1500);
    expect(clampNumberInput('-50', { unit: 'px', type: 'integer' })).toBe(0);
    expect(clampNumberInput('10.7', { unit: 'px', type: 'integer' })).toBe(11);
    expect(clampNumberInput('-500', { type: 'integer', min: -1000 })).toBe(-500);
    expect(clampNumberInput('50', { min: 5, max: 20 })).toBe(20);
    expect(numberInputBounds({ unit: 'px', max: 500 })).toEqual({ min: 0, max: 500, integer: false });
  });

  it('narrows fractional explicit bounds to integers for whole-number fields', () => {
    expect(clampNumberInput('0', { unit: 'percent', min: 0.5 })).toBe(1);
    expect(clampNumberInput('100', { type: 'integer', max: 9.9 })).toBe(9);
  });

  it('keeps empty input empty', () => {
    for (const empty of ['', '   ', null, undefined]) {
      expect(clampNumberInput(empty, { unit: 'percent' })).toBe('');
      expect(clampNumberInput(empty, { type: 'integer', min: 5 })).toBe('');
    }
  });

  it('turns non-numeric input into 0, or the minimum when the minimum is above 0', () => {
    expect(clampNumberInput('abc', { unit: 'percent' })).toBe(0);
    expect(clampNumberInput('12px', { unit: 'px' })).toBe(0);
    expect(clampNumberInput('0x10', { type: 'integer' })).toBe(0);
    expect(clampNumberInput('Infinity')).toBe(0);
    expect(clampNumberInput(Number.NaN)).toBe(0);
    expect(clampNumberInput('abc', { min: 8, max: 20 })).toBe(8);
    expect(clampNumberInput('abc', { type: 'integer', max: -10 })).toBe(-10);
  });

  it('reads decimal strings with whitespace, signs and exponents', () => {
    expect(clampNumberInput(' 42 ', { unit: 'px' })).toBe(42);
    expect(clampNumberInput('+7', { unit: 'px' })).toBe(7);
    expect(clampNumberInput('.5', { unit: 'px' })).toBe(0.5);
    expect(clampNumberInput('1e3', { unit: 'px' })).toBe(1000);
    expect(clampNumberInput(Number.POSITIVE_INFINITY, { unit: 'px' })).toBe(2000);
  });

  it('refuses bounds no value can meet', () => {
    expect(() => clampNumberInput('1', { min: 10, max: 5 })).toThrow(RangeError);
    expect(() => clampNumberInput('1', { unit: 'percent', min: 0.2, max: 0.8 })).toThrow(RangeError);
    expect(() => clampNumberInput('1', { max: Number.NaN })).toThrow(RangeError);
  });
});

const optionsArb: fc.Arbitrary<NumberInputOptions> = fc
  .record(
    {
      unit: fc.constantFrom('percent' as const, 'px' as const),
      type: fc.constantFrom('number' as const, 'integer' as const),
      min: fc.integer({ min: -1000, max: 1000 }),
      span: fc.integer({ min: 0, max: 3000 }),
      withMax: fc.boolean(),
    },
    { requiredKeys: ['span', 'withMax'] },
  )
  .map(({ span, withMax, ...options }) => {
    if (options.min === undefined || !withMax) return options;
    return { ...options, max: options.min + span };
  })
  .filter((options) => {
    try {
      numberInputBounds(options);
      return true;
    } catch {
      return false;
    }
  });

const inputArb = fc.oneof(
  fc.double(),
  fc.integer({ min: -5000, max: 5000 }),
  fc.double({ min: -5000, max: 5000, noNaN: true }).map(String),
  fc.string(),
  fc.constantFrom('', ' ', null, undefined, 'abc', '-', '.', '1e', '--1'),
);

describe('clampNumberInput properties', () => {
  it('returns a number within the bounds (or empty for empty input)', () => {
    fc.assert(
      fc.property(inputArb, optionsArb, (input, options) => {
        const result = clampNumberInput(input, options);
        const { min, max, integer } = numberInputBounds(options);
        if (result === '') return input === null || input === undefined || (typeof input === 'string' && input.trim() === '');
        return result >= min && result <= max && (!integer || Number.isInteger(result));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives whole numbers 0–100 for percent', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = clampNumberInput(input, { unit: 'percent' });
        return result === '' || (Number.isInteger(result) && result >= 0 && result <= 100);
      }),
    );
  });

  it('is idempotent, as numbers and as the text the field shows', () => {
    fc.assert(
      fc.property(inputArb, optionsArb, (input, options) => {
        const once = clampNumberInput(input, options);
        expect(clampNumberInput(once, options)).toBe(once);
        expect(clampNumberInput(String(once), options)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves in-range values of the field alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: -300, max: 300 }), (n) => clampNumberInput(String(n), { type: 'integer' }) === n),
    );
  });
});

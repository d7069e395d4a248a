import { clamp, isEmptyInput, parseNumericInput } from './numeric-text.ts';

export const NUMBER_INPUT_UNITS = ['percent', 'px'] as const;
export type NumberInputUnit = (typeof NUMBER_INPUT_UNITS)[number];
export const NUMBER_INPUT_TYPES = ['number', 'integer'] as const;
export type NumberInputType = (typeof NUMBER_INPUT_TYPES)[number];

export interface NumberInputOptions {
  unit?: NumberInputUnit;
  type?: NumberInputType;
  min?: number;
  max?: number;
}

export interface NumberInputBounds {
  min: number;
  max: number;
  /** Whether the field holds whole numbers only. */
  integer: boolean;
}

export const NUMBER_INPUT_UNIT_BOUNDS: Readonly<Record<NumberInputUnit, { min: number; max: number }>> = {
  percent: { min: 0, max: 100 },
  px: { min: 0, max: 2000 },
};

export const NUMBER_INPUT_TYPE_BOUNDS: Readonly<Record<NumberInputType, { min: number; max: number }>> = {
  number: { min: 0, max: 300 },
  integer: { min: -300, max: 300 },
};

/**
 * The effective bounds of a number input. Throws a RangeError for options no value can meet
 * (a NaN bound, min above max, or whole numbers with no integer between the bounds): these are
 * programming errors, not user input.
 */
export function numberInputBounds(options: NumberInputOptions = {}): NumberInputBounds {
  const type = options.type ?? 'number';
  const fromUnit = options.unit ? NUMBER_INPUT_UNIT_BOUNDS[options.unit] : undefined;
  const fromType = NUMBER_INPUT_TYPE_BOUNDS[type];
  const integer = options.unit === 'percent' || type === 'integer';
  let min = options.min ?? fromUnit?.min ?? fromType.min;
  let max = options.max ?? fromUnit?.max ?? fromType.max;
  if (Number.isNaN(min) || Number.isNaN(max)) throw new RangeError('Number input bounds must be numbers');
  if (integer) {
    min = Math.ceil(min);
    max = Math.floor(max);
  }
  if (min > max) throw new RangeError(`Number input minimum ${min} is above its maximum ${max}`);
  return { min, max, integer };
}

/**
 * Number input clamping (spec §5).
 *
 * Bounds, per side, by precedence: an explicit `min`/`max` option, then the unit's bounds,
 * then the type's bounds. So `{ unit: 'percent', max: 50 }` is 0–50 and
 * `{ unit: 'px', type: 'integer' }` is 0–2000 in whole pixels.
 *
 * - unit 'percent': 0–100, whole numbers.
 * - unit 'px': 0–2000.
 * - type 'number' (the default when no type is given): 0–300.
 * - type 'integer': −300–300, whole numbers.
 *
 * Whole-number fields (unit percent, or type 'integer') round to the nearest integer with
 * `Math.round` (halves go up: 2.5 → 3, −2.5 → −2); non-integer explicit bounds narrow to the
 * integers inside them.
 *
 * Empty input ('' or whitespace, `null`, `undefined`) stays empty: ''. Non-numeric input becomes
 * 0, or the nearest bound when 0 is outside the bounds (the minimum when the minimum is above 0).
 * ±Infinity is numeric and clamps to a bound.
 */
export function clampNumberInput(
  value: string | number | null | undefined,
  options: NumberInputOptions = {},
): number | '' {
  const { min, max, integer } = numberInputBounds(options);
  if (isEmptyInput(value)) return '';
  const parsed = parseNumericInput(value);
  if (parsed === undefined) return clamp(0, min, max);
  return clamp(integer ? Math.round(parsed) : parsed, min, max);
}

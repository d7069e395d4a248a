import { clamp, isEmptyInput, parseNumericInput } from './numeric-text.ts';

export interface CountInputOptions {
  /** Default 1. */
  min?: number;
  /** Default 100. */
  max?: number;
}

export const DEFAULT_COUNT_MIN = 1;
export const DEFAULT_COUNT_MAX = 100;

/**
 * Count input clamping (spec §5): a whole number between `min` (default 1) and `max`
 * (default 100). Unlike the number input, a count is never left empty: empty or non-numeric
 * input becomes the minimum. Fractions round to the nearest integer (`Math.round`), and
 * non-integer bounds narrow to the integers inside them. Throws a RangeError when no integer
 * lies between the bounds.
 */
export function clampCount(
  value: string | number | null | undefined,
  { min = DEFAULT_COUNT_MIN, max = DEFAULT_COUNT_MAX }: CountInputOptions = {},
): number {
  const low = Math.ceil(min);
  const high = Math.floor(max);
  if (Number.isNaN(low) || Number.isNaN(high) || low > high) {
    throw new RangeError(`Count bounds ${min}–${max} hold no whole number`);
  }
  if (isEmptyInput(value)) return low;
  const parsed = parseNumericInput(value);
  if (parsed === undefined) return low;
  return clamp(Math.round(parsed), low, high);
}

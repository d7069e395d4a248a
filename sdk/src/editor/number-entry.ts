import { clampNumberInput, numberInputBounds, parseNumericInput, type NumberInputOptions } from '@tessera/core/rules';

/** What a committed entry of a number field stores, and whether it differs from what was typed. */
export type TypedNumber =
  | { kind: 'empty'; value: '' }
  | { kind: 'number'; value: number }
  /** Typed outside the field's range and moved to its nearest end. */
  | { kind: 'clamped'; value: number; typed: number }
  | { kind: 'not-a-number' };

/**
 * Reads a number field's text as committed. The field's own unit may follow the number
 * ("24px", "50 %"), as people type it; anything else that is not a number is refused rather
 * than stored as 0, so a slip of the keyboard never changes the element.
 */
export function readTypedNumber(text: string, rules: NumberInputOptions, unit = ''): TypedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty', value: '' };
  const bare = unit && trimmed.toLowerCase().endsWith(unit.toLowerCase()) ? trimmed.slice(0, -unit.length) : trimmed;
  const typed = parseNumericInput(bare);
  if (typed === undefined) return { kind: 'not-a-number' };
  const value = clampNumberInput(typed, rules) as number;
  const { min, max } = numberInputBounds(rules);
  // A whole-number field rounds 12.4 to 12 without a word; only leaving the range is worth telling.
  return typed >= min && typed <= max ? { kind: 'number', value } : { kind: 'clamped', value, typed };
}

/**
 * The value `steps` steps of `step` from `from` (an empty field counts from the value a bare
 * entry would get), kept inside the field's range and free of floating-point dust (0.1 + 0.2).
 */
export function stepNumber(from: number | '', steps: number, step: number, rules: NumberInputOptions): number {
  const start = from === '' ? (clampNumberInput(0, rules) as number) : from;
  const decimals = Math.max(decimalPlaces(step), decimalPlaces(start));
  return clampNumberInput(Number((start + steps * step).toFixed(decimals)), rules) as number;
}

const decimalPlaces = (value: number) => (String(value).split('.')[1] ?? '').length;

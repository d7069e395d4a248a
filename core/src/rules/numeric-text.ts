const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Reads what a user typed into a number field: any number but NaN, or a decimal string
 * (optional sign, optional fraction, optional exponent; surrounding whitespace ignored).
 * Anything else (hex, "12px", "abc", "Infinity", NaN) is non-numeric: `undefined`.
 */
export function parseNumericInput(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  const text = value.trim();
  if (!DECIMAL.test(text)) return undefined;
  return Number(text);
}

/** Whether the field holds nothing: `null`, `undefined` or a string of only whitespace. */
export function isEmptyInput(value: string | number | null | undefined): value is null | undefined | string {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** `Math.min(Math.max(value, min), max)`, with `-0` turned into `0`. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max) || 0;
}

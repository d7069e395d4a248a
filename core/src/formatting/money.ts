/**
 * Money is integer cents everywhere; these are the only two places it meets text. A typed
 * amount is split on its decimal point, never multiplied as a float (0.29 × 100 is 28.999…).
 */

/** "49", "49.5" or "49.50" (a comma works as the point too) in cents; null when it is not such an amount. */
export function centsFromAmountText(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the amount text a form shows back: 4950 → "49.50". */
export function amountTextFromCents(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Cents in a currency, for people: 4900, "usd" → "$49.00". */
export function formatMoney(cents: number, currency: string, locale = 'en-US'): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  } catch {
    return `${amountTextFromCents(cents)} ${currency.toUpperCase()}`;
  }
}

import { describe, expect, it } from 'vitest';
import { amountTextFromCents, centsFromAmountText, formatMoney } from './money.ts';

describe('money as text', () => {
  it('reads typed amounts as exact cents, without float rounding', () => {
    expect(centsFromAmountText('49')).toBe(4900);
    expect(centsFromAmountText('0.29')).toBe(29);
    expect(centsFromAmountText('19.9')).toBe(1990);
    expect(centsFromAmountText(' 1,05 ')).toBe(105);
    expect(centsFromAmountText('4.999')).toBeNull();
    expect(centsFromAmountText('-5')).toBeNull();
    expect(centsFromAmountText('five')).toBeNull();
  });

  it('writes cents back as amount text and as money in the currency', () => {
    expect(amountTextFromCents(4950)).toBe('49.50');
    expect(amountTextFromCents(7)).toBe('0.07');
    expect(formatMoney(4900, 'usd')).toBe('$49.00');
    expect(formatMoney(1250, 'eur')).toBe('€12.50');
    expect(formatMoney(500, 'zzz')).toMatch(/5\.00/);
  });
});

import { describe, expect, it } from 'vitest';
import { priceOrder } from './order-pricing.ts';

const book = { productId: 1, name: 'Book', quantity: 2, amount: 1999, interval: null };
const club = { productId: 2, name: 'Club', quantity: 1, amount: 1000, interval: 'month' };

describe('order pricing', () => {
  it('adds the lines by quantity', () => {
    expect(priceOrder([book, club], null)).toEqual({ subtotal: 4998, discount: 0, total: 4998, oneTimeDue: 3998 });
  });

  it('takes a percentage off every line, rounding each to the cent', () => {
    expect(priceOrder([book, club], { percent_off: 20, amount_off: null })).toEqual({ subtotal: 4998, discount: 800 + 200, total: 3998, oneTimeDue: 3198 });
  });

  it('takes an amount off the one-time lines only, never below zero', () => {
    expect(priceOrder([book, club], { percent_off: null, amount_off: 500 })).toEqual({ subtotal: 4998, discount: 500, total: 4498, oneTimeDue: 3498 });
    expect(priceOrder([book], { percent_off: null, amount_off: 10_000 })).toMatchObject({ discount: 3998, total: 0, oneTimeDue: 0 });
    expect(priceOrder([club], { percent_off: null, amount_off: 500 })).toMatchObject({ discount: 0, total: 1000 });
  });
});

import { describe, expect, it } from 'vitest';
import { checkoutStore } from './checkout-store.ts';

describe('the page checkout', () => {
  it('is one store for every island of the page, adding up what each Order Select chose', () => {
    const seen: number[] = [];
    const stop = checkoutStore().subscribe((state) => seen.push(state.totals.total));
    const offered = [
      { id: 1, name: 'Guide', amount: 2500, currency: 'usd', interval: null },
      { id: 2, name: 'Club', amount: 1000, currency: 'usd', interval: 'month' },
    ];
    checkoutStore().choose('element-a', offered, new Map([[1, 2]]));
    checkoutStore().choose('element-b', [offered[1]!], new Map([[2, 1]]));
    checkoutStore().setCoupon({ code: 'TWENTY', percent_off: 20, amount_off: null });
    stop();
    expect(seen).toEqual([0, 5000, 6000, 4800]);
    expect(checkoutStore().state()).toMatchObject({ currency: 'usd', lines: [{ productId: 1, quantity: 2 }, { productId: 2, quantity: 1 }], totals: { discount: 1200 } });
  });
});

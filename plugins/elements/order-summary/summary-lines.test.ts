import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '@tessera/sdk/checkout';
import { summaryView } from './summary-lines.ts';

const guide = { productId: 1, name: 'Field guide', quantity: 2, amount: 2500, interval: null, image: '/uploads/guide.webp' };
const club = { productId: 2, name: 'Walking club', quantity: 1, amount: 1000, interval: 'month', image: '' };
const state = (over: Partial<CheckoutState>): CheckoutState => ({ lines: [], coupon: null, currency: 'usd', totals: { subtotal: 0, discount: 0, total: 0, oneTimeDue: 0 }, ...over });

describe('the order summary card', () => {
  it('shows each line with its quantity, unit price or billing period, and its amount; no coupon line without a discount', () => {
    const view = summaryView(state({ lines: [guide, club], totals: { subtotal: 6000, discount: 0, total: 6000, oneTimeDue: 5000 } }));
    expect(view.lines).toEqual([
      { productId: 1, name: 'Field guide', detail: '2 × $25.00', amount: '$50.00', image: '/uploads/guide.webp' },
      { productId: 2, name: 'Walking club', detail: 'Billed every month', amount: '$10.00', image: '' },
    ]);
    expect(view).toMatchObject({ subtotal: null, coupon: null, total: '$60.00' });
  });

  it('with a coupon: the subtotal, the coupon’s line by its code and the total after it, from the totals given', () => {
    const view = summaryView(state({ lines: [guide, club], coupon: { code: 'SPRING20', percent_off: 20, amount_off: null }, currency: 'eur', totals: { subtotal: 6000, discount: 1200, total: 4800, oneTimeDue: 4000 } }));
    expect(view).toMatchObject({ subtotal: '€60.00', coupon: { label: 'Coupon SPRING20', amount: '−€12.00' }, total: '€48.00' });
  });

  it('counts one of a one-time product as one-time, and dollars before any currency is known', () => {
    const view = summaryView(state({ lines: [{ ...guide, quantity: 1 }], currency: '', totals: { subtotal: 2500, discount: 0, total: 2500, oneTimeDue: 2500 } }));
    expect(view.lines[0]).toMatchObject({ detail: 'One-time', amount: '$25.00' });
    expect(view.total).toBe('$25.00');
  });
});

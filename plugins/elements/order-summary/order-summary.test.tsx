import { shopLookup } from '@tessera/sdk';
import { renderElement } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import orderSummary from './index.ts';

describe('order summary element', () => {
  it('starts at zero in dollars before a payment account is connected (spec §3 default currency)', () => {
    const html = renderElement(orderSummary, {});
    expect(html).toContain('$0.00');
    expect(html).toContain('No products chosen yet.');
  });

  it('counts in the connected account’s currency', () => {
    const shop = shopLookup({ currency: 'eur', cardForm: { scriptUrl: '/s.js', publishableKey: 'pk', accountId: 'acct_1' }, products: [] });
    expect(renderElement(orderSummary, { title: 'Your order' }, { site: { shop } })).toContain('€0.00');
  });

  it('titles itself in the brand kit’s heading font', () => {
    expect(orderSummary.baseCss).toContain('.ts-order-summary__title{margin:0 0 12px;font-size:18px;font-family:var(--brand-heading-font, inherit)}');
  });
});

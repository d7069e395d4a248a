import { shopLookup } from '@tessera/sdk';
import { renderElement } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import stripeLink from './index.ts';

const shop = shopLookup({
  currency: 'usd',
  cardForm: null,
  products: [{ id: 3, name: 'E-book', description: '', amount: 1500, currency: 'usd', interval: null, paymentLinkUrl: 'https://buy.stripe.test/plink_1' }],
});

describe('stripe link element', () => {
  it('links to the provider’s payment page of the chosen product', () => {
    const html = renderElement(stripeLink, { productId: 3, button: { Text: 'Get the e-book', PageId: 4 } }, { site: { shop } });
    expect(html).toContain('href="https://buy.stripe.test/plink_1"');
    expect(html).toContain('Get the e-book');
  });

  it('shows nothing on the page for a product no longer sold, and says so on the canvas', () => {
    expect(renderElement(stripeLink, { productId: 8 }, { site: { shop } })).toBe('');
    expect(renderElement(stripeLink, { productId: 8 }, { mode: 'canvas', site: { shop } })).toContain('archived or deleted');
  });

  it('draws its button in the brand kit’s primary colour unless the button has its own', () => {
    expect(stripeLink.css!(stripeLink.props.parse({ productId: 3 }), '#element-1')).toContain('background:var(--brand-primary, #2563eb)');
    const own = stripeLink.css!(stripeLink.props.parse({ ...{ productId: 3 }, button: { ButtonBackgroundColor: '#111111' } }), '#element-1');
    expect(own).toContain('background:#111111');
    expect(own).not.toContain('--brand-primary');
  });
});

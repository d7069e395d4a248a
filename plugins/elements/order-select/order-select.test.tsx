// @vitest-environment jsdom
import { shopLookup, type SiteProduct } from '@tessera/sdk';
import { checkProps, defaultProps, renderElement } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import orderSelect from './index.ts';
import { priceParts, priceText } from './price-text.ts';

const book: SiteProduct = { id: 1, name: 'Field guide', description: 'Printed', amount: 2500, currency: 'usd', interval: null, paymentLinkUrl: null, image: '/uploads/guide.webp' };
const club: SiteProduct = { id: 2, name: 'Walking club', description: '', amount: 900, currency: 'usd', interval: 'month', paymentLinkUrl: null };
const shop = shopLookup({ currency: 'usd', cardForm: { scriptUrl: '/s.js', publishableKey: 'pk_test_x', accountId: 'acct_1' }, products: [book, club] });

describe('order select element', () => {
  it('offers the chosen products with their prices, quantities for one-time ones only', () => {
    const html = renderElement(orderSelect, { productIds: [1, 2] }, { site: { shop } });
    expect(html).toContain('Field guide');
    expect(html).toContain('$25.00');
    expect(html).toContain('$9.00</span> <span class="ts-order-select__cadence">/ month');
    expect(html.match(/type="checkbox"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Quantity of Field guide"');
    expect(html).not.toContain('Quantity of Walking club');
  });

  it('draws a card per product: its picture (or its initial), name and price, each card the label of its own choice', () => {
    const html = renderElement(orderSelect, { productIds: [1, 2], multiple: false }, { site: { shop } });
    const page = new DOMParser().parseFromString(html, 'text/html');
    const cards = [...page.querySelectorAll('.ts-order-select__card')];
    expect(cards).toHaveLength(2);
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('/uploads/guide.webp');
    expect(cards[1]!.querySelector('img')).toBeNull();
    expect(cards[1]!.querySelector('.ts-order-select__image--none')?.textContent).toBe('W');
    const radio = cards[0]!.querySelector<HTMLInputElement>('input[type="radio"]')!;
    expect(page.querySelector(`label[for="${radio.id}"]`)?.textContent).toContain('Field guidePrinted$25.00 one-time');
    expect(cards[1]!.textContent).toContain('$9.00 / month');
    expect(radio.dataset.image).toBe('/uploads/guide.webp');
    expect(page.querySelector('fieldset > legend')?.textContent).toBe('Choose your products');
  });

  it('formats prices from cents in the product’s currency', () => {
    expect(priceParts({ amount: 2500, currency: 'usd', interval: null })).toEqual({ amount: '$25.00', cadence: 'one-time' });
    expect(priceParts({ amount: 4990, currency: 'eur', interval: 'year' })).toEqual({ amount: '€49.90', cadence: '/ year' });
    expect(priceParts({ amount: 1200, currency: 'jpy', interval: 'month' }).amount).toBe('¥12');
    expect(priceText({ amount: 905, currency: 'gbp', interval: 'month' })).toBe('£9.05 / month');
  });

  it('lets buyers pick one when several are not allowed', () => {
    expect(renderElement(orderSelect, { productIds: [1, 2], multiple: false }, { site: { shop } }).match(/type="radio"/g)).toHaveLength(2);
  });

  it('leaves out products no longer sold (archived or deleted)', () => {
    const html = renderElement(orderSelect, { productIds: [1, 99] }, { site: { shop } });
    expect(html).toContain('Field guide');
    expect(html.match(/type="checkbox"/g)).toHaveLength(1);
  });

  it('on the canvas says what is missing; on the published page shows nothing', () => {
    const unconnected = shopLookup({ currency: '', cardForm: null, products: [] });
    expect(renderElement(orderSelect, { productIds: [1] }, { mode: 'canvas', site: { shop: unconnected } })).toContain('Connect a payment gateway');
    expect(renderElement(orderSelect, {}, { mode: 'canvas', site: { shop } })).toContain('Choose the products');
    expect(renderElement(orderSelect, { productIds: [1] }, { site: { shop: unconnected } })).toBe('');
  });

  it('refuses product ids that are not ids', () => {
    expect(checkProps(orderSelect, { productIds: ['a'] }).ok).toBe(false);
    expect(defaultProps(orderSelect)).toMatchObject({ productIds: [], multiple: true });
  });

  it('ticks its choices in the brand kit’s primary colour and titles itself in its heading font', () => {
    expect(orderSelect.baseCss).toContain('accent-color:var(--brand-primary, #2563eb)');
    expect(orderSelect.baseCss).toContain('font-family:var(--brand-heading-font, inherit)');
  });
});

import { shopLookup } from '@tessera/sdk';
import { defaultProps, renderElement } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import creditCard from './index.ts';

const ready = shopLookup({ currency: 'usd', cardForm: { scriptUrl: '/dev/payments/stripe.js', publishableKey: 'pk_test_1', accountId: 'acct_9' }, products: [] });

describe('credit card element', () => {
  it('gives the island the card form of the website’s connected account', () => {
    const html = renderElement(creditCard, {}, { site: { shop: ready } });
    expect(html).toContain('data-script-url="/dev/payments/stripe.js"');
    expect(html).toContain('data-publishable-key="pk_test_1"');
    expect(html).toContain('data-account="acct_9"');
    expect(html).toContain('type="email"');
    expect(html).toContain('Pay now');
    expect(html).not.toContain('disabled');
  });

  it('lays the card out as the provider’s form does: e-mail, the card number across, expiry and CVC, the name on the card, each with a place for its own error', () => {
    const html = renderElement(creditCard, {}, { site: { shop: ready } });
    const order = ['type="email"', 'data-slot="number"', 'data-slot="expiry"', 'data-slot="cvc"', 'autoComplete="cc-name"', 'type="submit"'].map((marker) => html.indexOf(marker));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const label of ['Email', 'Card number', 'Expiration date', 'Security code', 'Name on card']) expect(html).toContain(`>${label}<`);
    for (const slot of ['number', 'expiry', 'cvc']) expect(html).toMatch(new RegExp(`id="[^"]+-${slot}-error" hidden=""`));
  });

  it('without a connected account, pay is disabled and says why', () => {
    const html = renderElement(creditCard, {}, { site: { shop: shopLookup({ currency: '', cardForm: null, products: [] }) } });
    expect(html).toContain('<fieldset class="ts-credit-card__fields" disabled=""');
    expect(html).toContain('This website cannot take payments yet.');
    expect(renderElement(creditCard, {}, { mode: 'canvas' })).toContain('Connect a payment gateway');
  });

  it('on the canvas, asks for a payment gateway only while the website has none connected', () => {
    const connected = { ...shopLookup({ currency: 'usd', cardForm: null, products: [] }), ready: true };
    const html = renderElement(creditCard, {}, { mode: 'canvas', site: { shop: connected } });
    expect(html).not.toContain('Connect a payment gateway');
    expect(html).not.toContain('disabled');
    expect(renderElement(creditCard, {}, { mode: 'canvas', site: { shop: { ...connected, ready: false } } })).toContain('Connect a payment gateway');
  });

  it('says thank you by default after paying', () => {
    expect(defaultProps(creditCard)).toMatchObject({ afterSubmit: 'message', successMessage: 'Thank you! Your payment was received.' });
  });

  it('draws its button in the brand kit’s primary colour unless the button has its own', () => {
    expect(creditCard.css!(creditCard.props.parse({}), '#element-1')).toContain('background:var(--brand-primary, #2563eb)');
    const own = creditCard.css!(creditCard.props.parse({ ...{}, button: { ButtonBackgroundColor: '#111111' } }), '#element-1');
    expect(own).toContain('background:#111111');
    expect(own).not.toContain('--brand-primary');
  });

  it('marks focus in the brand kit’s primary colour and titles in its heading font', () => {
    expect(creditCard.baseCss).toContain('outline:2px solid var(--brand-primary, #2563eb)');
    expect(creditCard.baseCss).toContain('.ts-credit-card__title{margin:0 0 8px;font-size:18px;font-family:var(--brand-heading-font, inherit)}');
  });
});

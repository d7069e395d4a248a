import { checkProps, renderElement } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import coupon from './index.ts';

describe('coupon element', () => {
  it('labels its code field and announces the outcome of applying it', () => {
    const html = renderElement(coupon, { label: 'Promo code', buttonText: 'Use it' }, { id: 'element-c1' });
    expect(html).toContain('<label class="ts-coupon__label" for="element-c1-code">Promo code</label>');
    expect(html).toContain('id="element-c1-code"');
    expect(html).toContain('>Use it</button>');
    expect(html).toContain('role="status"');
  });

  it('needs a label and a button text', () => {
    const result = checkProps(coupon, { label: ' ', buttonText: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['buttonText', 'label']);
  });

  it('draws its apply button in the brand kit’s text and background colours and radius, focus in its primary', () => {
    expect(coupon.baseCss).toContain('.ts-coupon__apply{padding:10px 18px;font:inherit;border:0;border-radius:var(--brand-radius, 6px);background:var(--brand-text, #1f2937);color:var(--brand-background, #fff)');
    expect(coupon.baseCss).toContain('outline:2px solid var(--brand-primary, #2563eb)');
  });
});

import { checkProps, defaultProps, renderElement } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import coupon from './index.ts';

describe('coupon element', () => {
  it('renders the quote and who said it', () => {
    const html = renderElement(coupon, { text: 'Less is more', author: 'Mies' });
    expect(html).toContain('<p>Less is more</p>');
    expect(html).toContain('— Mies');
  });

  it('refuses an overlong author, naming the field', () => {
    const result = checkProps(coupon, { author: 'x'.repeat(101) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['author']);
  });

  it('starts from valid defaults', () => {
    expect(defaultProps(coupon)).toEqual({ text: 'Design is how it works.', author: 'Steve Jobs' });
  });
});

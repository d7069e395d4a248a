import { describe, expect, it } from 'vitest';
import { fillSiteTitle, SITE_TITLE_TOKEN } from './site-title.ts';

describe('the site title token', () => {
  it('fills every string of the props that holds it, and keeps what holds none as it was', () => {
    const props = { text: `About ${SITE_TITLE_TOKEN}`, button: { Text: 'Book', Sub: SITE_TITLE_TOKEN }, items: [{ label: SITE_TITLE_TOKEN }, { label: 'Menu' }], size: 36 };
    const filled = fillSiteTitle(props, 'Olive & Thyme');
    expect(filled).toEqual({ text: 'About Olive & Thyme', button: { Text: 'Book', Sub: 'Olive & Thyme' }, items: [{ label: 'Olive & Thyme' }, { label: 'Menu' }], size: 36 });
    expect(props.text).toBe(`About ${SITE_TITLE_TOKEN}`);
    const plain = { text: 'Welcome', items: [{ label: 'Menu' }] };
    expect(fillSiteTitle(plain, 'Olive & Thyme')).toBe(plain);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { siFacebook } from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { BRAND_NAMES, BrandIcon, brandColor, brandLabel, isBrandName } from './brand-icons.tsx';

const render = (props: Parameters<typeof BrandIcon>[0]) => renderToStaticMarkup(<BrandIcon {...props} />);

describe('BrandIcon', () => {
  it('draws the Simple Icons path in the brand colour, labelled with the brand name', () => {
    const html = render({ name: 'facebook', size: 32 });
    expect(html).toContain(`<path d="${siFacebook.path}">`);
    expect(html).toContain(`fill="#${siFacebook.hex}"`);
    expect(html).toContain('role="img" aria-label="Facebook"');
    expect(html).toContain('width="32" height="32"');
  });

  it('takes a custom colour and label, or hides itself when decorative', () => {
    expect(render({ name: 'youtube', color: '#ffffff' })).toContain('fill="#ffffff"');
    expect(render({ name: 'x', label: 'Follow us on X' })).toContain('aria-label="Follow us on X"');
    const decorative = render({ name: 'x', decorative: true });
    expect(decorative).toContain('aria-hidden="true"');
    expect(decorative).not.toContain('role="img"');
  });

  it('draws e-mail with the Lucide mail icon, stroked in the colour', () => {
    const html = render({ name: 'email', color: '#123456' });
    expect(html).toContain('stroke="#123456"');
    expect(html).toContain('aria-label="Email"');
    expect(html).toContain('<rect');
  });

  it('draws LinkedIn, which Simple Icons lacks, as a labelled monogram', () => {
    const html = render({ name: 'linkedin' });
    expect(html).toContain('aria-label="LinkedIn"');
    expect(html).toContain('fill="#0A66C2"');
    expect(html).toContain('>in</text>');
  });

  it('renders every listed brand as a labelled image, and nothing for an unknown name', () => {
    for (const name of BRAND_NAMES) {
      expect(render({ name }), name).toMatch(new RegExp(`^<svg[^>]*role="img" aria-label="${brandLabel(name)}"`));
      expect(brandColor(name), name).toMatch(/^#[0-9A-F]{6}$/i);
    }
    expect(BRAND_NAMES).toEqual(
      expect.arrayContaining(['facebook', 'instagram', 'linkedin', 'x', 'youtube', 'tiktok', 'snapchat', 'whatsapp', 'pinterest', 'telegram', 'threads', 'messenger', 'email']),
    );
    expect(render({ name: 'myspace' })).toBe('');
    expect(isBrandName('toString')).toBe(false);
  });
});

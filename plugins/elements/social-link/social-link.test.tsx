import { brandColor } from '@tessera/sdk';
import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import socialLink from './index.ts';

describe('social-link element', () => {
  it('starts with four profiles as brand-coloured circles', () => {
    const props = defaultProps(socialLink);
    expect(props.profiles).toEqual([
      { network: 'facebook', url: 'https://www.facebook.com/' },
      { network: 'instagram', url: 'https://www.instagram.com/' },
      { network: 'x', url: 'https://x.com/' },
      { network: 'youtube', url: 'https://www.youtube.com/' },
    ]);
    expect(props).toMatchObject({ shape: 'circle', colorMode: 'brand', spacing: 10, alignment: 'center' });
    const html = renderElement(socialLink);
    expect(html.match(/<li>/g)).toHaveLength(4);
    expect(html).toContain('aria-label="Instagram"');
  });

  it('links each profile to its normalised address in a new window, safely', () => {
    const html = renderElement(socialLink, { profiles: [{ network: 'instagram', url: 'instagram.com/acme' }] });
    expect(html).toContain('href="https://instagram.com/acme" target="_blank" rel="noopener noreferrer"');
  });

  it('links e-mail with mailto: in the same window', () => {
    const html = renderElement(socialLink, { profiles: [{ network: 'email', url: 'hi@acme.test' }] });
    expect(html).toContain('href="mailto:hi@acme.test"');
    expect(html).not.toContain('target=');
    expect(html).toContain('aria-label="Email"');
  });

  it('paints shapes in the brand colour with a readable logo, or everything in one custom colour', () => {
    const brand = renderElement(socialLink, { profiles: [{ network: 'facebook', url: 'fb.com/a' }, { network: 'snapchat', url: 'snapchat.com/add/a' }], iconSize: 20 });
    expect(brand).toContain(`style="background:${brandColor('facebook')};width:38px;height:38px"`);
    expect(brand).toMatch(/style="background:#FFFC00;width:38px;height:38px"><svg[^>]*fill="#000000"/);
    expect(brand).toContain('fill="#ffffff"');

    const custom = renderElement(socialLink, { profiles: [{ network: 'facebook', url: 'fb.com/a' }], shape: 'none', colorMode: 'custom', color: '#123456' });
    expect(custom).toContain('fill="#123456"');
    expect(custom).not.toContain('background:');
    expect(custom).toContain('ts-social-link__link--none');
  });

  it('in one colour, takes the brand kit’s text colour unless it has its own', () => {
    const profiles = [{ network: 'facebook', url: 'fb.com/a' }];
    const bare = renderElement(socialLink, { profiles, shape: 'none', colorMode: 'custom' });
    expect(bare).toContain('style="color:var(--brand-text, #1f2937)"');
    expect(bare).toContain('fill="currentColor"');
    expect(renderElement(socialLink, { profiles, colorMode: 'custom' })).toContain('style="background:var(--brand-text, #1f2937);width:46px');
    const own = renderElement(socialLink, { profiles, colorMode: 'custom', color: '#123456' });
    expect(own).toContain('background:#123456');
    expect(own).not.toContain('--brand-text');
  });

  it('applies spacing and alignment', () => {
    expect(renderElement(socialLink, { spacing: 24, alignment: 'right' })).toContain('<ul class="ts-social-link" style="justify-content:flex-end;gap:24px">');
  });

  it('renders nothing without profiles', () => {
    expect(renderElement(socialLink, { profiles: [] })).toBe('');
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(socialLink, {
      profiles: [
        { network: 'myspace', url: 'myspace.com/a' },
        { network: 'x', url: 'javascript:alert(1)' },
        { network: 'email', url: 'not-an-address' },
        { network: 'facebook', url: '' },
      ],
      shape: 'hexagon',
      colorMode: 'rainbow',
      color: 'red',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual(['color', 'colorMode', 'profiles.0.network', 'profiles.1.url', 'profiles.2.url', 'profiles.3.url', 'shape']);
      expect(result.errors['profiles.2.url']).toEqual(['Enter an e-mail address such as hello@example.com']);
    }
  });

  it('has a panel listing the profiles with their network and address', async () => {
    const Panel = await loadPanel(socialLink);
    const html = renderToStaticMarkup(<Panel id="element-1" props={socialLink.props.parse({ profiles: [{ network: 'tiktok', url: 'tiktok.com/@acme' }], colorMode: 'custom' })} onChange={() => {}} />);
    expect(html).toContain('<option value="tiktok" selected="">TikTok</option>');
    expect(html).toContain('value="tiktok.com/@acme"');
    expect(html).toContain('Shape colour');
    expect(html).toContain('Add profile');
  });
});

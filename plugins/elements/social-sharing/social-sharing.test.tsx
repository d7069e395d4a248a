import { readableOn } from '@tessera/sdk';
import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import socialSharing from './index.ts';
import { shareHref } from './share-urls.ts';

const page = 'https://acme.test/blog/hello world?a=1&b=2';

describe('social-sharing element', () => {
  it('starts with six labelled share buttons for the current page', () => {
    const props = defaultProps(socialSharing);
    expect(props.networks).toEqual(['facebook', 'x', 'linkedin', 'whatsapp', 'email', 'copy']);
    expect(props).toMatchObject({ showLabels: true, shareUrl: '', shareText: '' });
    const html = renderElement(socialSharing);
    expect(html).toContain('<span class="ts-social-sharing__label">Facebook</span>');
    expect(html).toContain('aria-label="Share on LinkedIn"');
    expect(html).toContain('<span class="ts-social-sharing__status" role="status" aria-live="polite"></span>');
  });

  it('leaves share addresses to the island when neither a canonical address nor the page’s is known (canvas, previews)', () => {
    const html = renderElement(socialSharing);
    expect(html).toMatch(/<a class="ts-social-sharing__button" data-share="facebook" target="_blank" rel="noopener noreferrer"/);
    expect(html).not.toContain('href=');
  });

  it('shares the published page’s own address when no canonical address is given, so the links work without script', () => {
    const html = renderElement(socialSharing, {}, { site: { pageUrl: 'https://demo.acme.test/offers' } });
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://demo.acme.test/offers')}"`);
    expect(renderElement(socialSharing, { shareUrl: page }, { site: { pageUrl: 'https://demo.acme.test/offers' } })).toContain(encodeURIComponent(page));
  });

  it('builds plain share links with the encoded canonical address on the server', () => {
    const html = renderElement(socialSharing, { shareUrl: page, shareText: 'Read this', networks: ['facebook', 'x', 'linkedin', 'whatsapp', 'pinterest', 'email'] });
    const u = encodeURIComponent(page);
    expect(u).toBe('https%3A%2F%2Facme.test%2Fblog%2Fhello%20world%3Fa%3D1%26b%3D2');
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${u}"`);
    expect(html).toContain(`href="https://x.com/intent/tweet?url=${u}&amp;text=Read%20this"`);
    expect(html).toContain(`href="https://www.linkedin.com/sharing/share-offsite/?url=${u}"`);
    expect(html).toContain(`href="https://wa.me/?text=Read%20this%20${u}"`);
    expect(html).toContain(`href="https://www.pinterest.com/pin/create/button/?url=${u}&amp;description=Read%20this"`);
    expect(html).toContain(`href="mailto:?subject=Read%20this&amp;body=${u}"`);
    expect(html).toMatch(/data-share="email" href="mailto:[^"]*" aria-label="Share by email"/);
  });

  it('renders the copy button disabled until the island enables it', () => {
    expect(renderElement(socialSharing, { networks: ['copy'] })).toMatch(/<button type="button" class="ts-social-sharing__button" data-share="copy" style="[^"]*" disabled="">/);
  });

  it('in one colour, fills its buttons with the brand kit’s text colour unless it has its own', () => {
    expect(renderElement(socialSharing, { networks: ['facebook'], colorMode: 'custom' })).toContain('style="background:var(--brand-text, #1f2937);color:#ffffff');
    const own = renderElement(socialSharing, { networks: ['facebook'], colorMode: 'custom', color: '#111111' });
    expect(own).toContain('style="background:#111111;');
    expect(own).not.toContain('--brand-text');
  });

  it('hides labels for screen readers only when asked, and applies colours, radius, spacing and alignment', () => {
    const html = renderElement(socialSharing, {
      networks: ['facebook'],
      showLabels: false,
      colorMode: 'custom',
      color: '#111111',
      textColor: '#eeeeee',
      radius: 20,
      spacing: 4,
      alignment: 'left',
    });
    expect(html).toContain('<span class="ts-social-sharing__sr">Share on Facebook</span>');
    expect(html).not.toContain('aria-label="Share on Facebook"');
    expect(html).toContain('style="background:#111111;color:#eeeeee;border-radius:20px"');
    expect(html).toContain('style="justify-content:flex-start;gap:4px"');
    expect(html).toContain('fill="#eeeeee"');
  });

  it('keeps labels readable on light brand colours', () => {
    expect(readableOn('#25D366', '#ffffff')).toBe('#000000');
    expect(readableOn('#0A66C2', '#ffffff')).toBe('#ffffff');
    const html = renderElement(socialSharing, { networks: ['whatsapp'] });
    expect(html).toContain('style="background:#25D366;color:#000000;');
  });

  it('hands the island only the address and text to share', () => {
    const props = socialSharing.props.parse({ shareUrl: page, shareText: 'Hi', color: '#000000' });
    expect(socialSharing.islandProps!(props)).toEqual({ shareUrl: page, shareText: 'Hi' });
  });

  it('omits empty text from share links', () => {
    expect(shareHref('x', 'https://a.test/', '')).toBe('https://x.com/intent/tweet?url=https%3A%2F%2Fa.test%2F');
    expect(shareHref('whatsapp', 'https://a.test/', '')).toBe('https://wa.me/?text=https%3A%2F%2Fa.test%2F');
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(socialSharing, {
      networks: ['facebook', 'myspace'],
      shareUrl: 'javascript:alert(1)',
      colorMode: 'neon',
      radius: 99,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['colorMode', 'networks.1', 'radius', 'shareUrl']);
    const twice = checkProps(socialSharing, { networks: ['x', 'x'] });
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.errors).toEqual({ networks: ['Each network appears once'] });
  });

  it('has a panel with a switch per network and the share address', async () => {
    const Panel = await loadPanel(socialSharing);
    const html = renderToStaticMarkup(<Panel id="element-1" props={socialSharing.props.parse({ networks: ['pinterest'], shareUrl: page })} onChange={() => {}} />);
    expect(html).toMatch(/<input id="[^"]+" type="checkbox" role="switch" checked=""\/><label class="ts-field__label" for="[^"]+">Share on Pinterest<\/label>/);
    expect(html).toMatch(/<input id="[^"]+" type="checkbox" role="switch"\/><label class="ts-field__label" for="[^"]+">Share on Facebook<\/label>/);
    expect(html).toContain(`value="${page.replaceAll('&', '&amp;')}"`);
  });

});

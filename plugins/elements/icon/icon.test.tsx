import { isUsableLink, SiteContextProvider } from '@tessera/sdk';
import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import icon from './index.ts';

describe('icon element', () => {
  it('starts as a decorative star', () => {
    expect(defaultProps(icon)).toEqual({ icon: 'star', size: 48, color: '', alignment: 'center', link: '', openInNewWindow: false, label: '' });
    const html = renderElement(icon);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('<a');
  });

  it('takes the brand kit’s primary colour unless it has its own', () => {
    const kit = renderElement(icon, { link: '#top' });
    expect(kit).toContain('color:var(--brand-primary, #2563eb)');
    expect(kit).toContain('stroke="currentColor"');
    const own = renderElement(icon, { color: '#ff0000' });
    expect(own).toContain('stroke="#ff0000"');
    expect(own).not.toContain('--brand-primary');
  });

  it('draws the chosen icon at its size, colour and alignment, labelled when a label is given', () => {
    const html = renderElement(icon, { icon: 'heart', size: 64, color: '#ff0000', alignment: 'right', label: 'We care' });
    expect(html).toContain('text-align:right');
    expect(html).toContain('width="64" height="64"');
    expect(html).toContain('stroke="#ff0000"');
    expect(html).toContain('role="img" aria-label="We care"');
  });

  it('links to the normalised address, named by its label, in a new window when asked', () => {
    const html = renderElement(icon, { link: 'example.com/contact', label: 'Contact us', openInNewWindow: true });
    expect(html).toContain('<a class="ts-icon__link" href="https://example.com/contact" aria-label="Contact us"');
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(renderElement(icon, { link: '#pricing', icon: 'arrow-down' })).toContain('href="#pricing" aria-label="arrow down"');
  });

  it('prefixes site paths with the base path', () => {
    const html = renderToStaticMarkup(
      <SiteContextProvider value={{ mode: 'published', basePath: '/s/acme', pageHref: () => undefined }}>
        <icon.Render id="element-1" props={icon.props.parse({ link: '/about' })} mode="published" />
      </SiteContextProvider>,
    );
    expect(html).toContain('href="/s/acme/about"');
  });

  it('accepts web, mail and phone links and refuses script links', () => {
    for (const link of ['example.com', 'https://a.test/x?y=1', '/about', '#top', 'mailto:a@b.test', 'tel:+441234']) expect(isUsableLink(link), link).toBe(true);
    for (const link of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x']) expect(isUsableLink(link), link).toBe(false);
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(icon, { icon: 'unicorn', size: 2, color: 'red;}', alignment: 'top', link: 'javascript:alert(1)' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['alignment', 'color', 'icon', 'link', 'size']);
  });

  it('has a panel that shows the current icon, link and label', async () => {
    const Panel = await loadPanel(icon);
    const html = renderToStaticMarkup(<Panel id="element-1" props={icon.props.parse({ icon: 'phone', link: 'tel:+1555', label: 'Call us' })} onChange={() => {}} />);
    expect(html).toContain('<option value="phone" selected="">phone</option>');
    expect(html).toContain('value="tel:+1555"');
    expect(html).toContain('Label for screen readers');
    expect(html).toContain('value="Call us"');
  });
});

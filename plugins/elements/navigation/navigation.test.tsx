import { SiteContextProvider } from '@tessera/sdk';
import { EditorServicesProvider } from '@tessera/sdk/editor';
import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import navigation from './index.ts';

const renderOnSite = (props: Record<string, unknown>, pages: Record<number, string> = {}) =>
  renderToStaticMarkup(
    <SiteContextProvider value={{ mode: 'published', basePath: '', pageHref: (id) => pages[id] }}>
      <navigation.Render id="element-5" props={navigation.props.parse(props)} mode="published" />
    </SiteContextProvider>,
  );

describe('navigation element', () => {
  it('starts with a four-item menu whose third item has a dropdown, and no logo', () => {
    const props = defaultProps(navigation);
    expect((props.items as { label: string }[]).map((item) => item.label)).toEqual(['Home', 'About', 'Services', 'Contact']);
    expect((props.items as { children: { label: string }[] }[])[2]!.children.map((child) => child.label)).toEqual(['Design', 'Development']);
    expect(props.logo).toEqual({ url: '', ShowWidth: 0, ShowHeight: 0 });
    const html = renderElement(navigation, {}, { id: 'element-5' });
    expect(html).toContain('<nav class="ts-navigation" aria-label="Main"');
    expect(html).toContain('<ul class="ts-navigation__submenu" id="element-5-submenu-2"><li><a class="ts-navigation__link" href="#design">Design</a></li>');
    expect(html).not.toContain('<img');
  });

  it('links items to site pages, normalised addresses, or nothing, in a new window when asked', () => {
    const html = renderOnSite(
      {
        items: [
          { label: 'Pricing', pageId: 7, url: 'ignored.test' },
          { label: 'Gone', pageId: 8, url: '/fallback' },
          { label: 'Blog', url: 'blog.example.com', newWindow: true },
          { label: 'Just text' },
        ],
      },
      { 7: '/pricing' },
    );
    expect(html).toContain('<a class="ts-navigation__link" href="/pricing">Pricing</a>');
    expect(html).toContain('<a class="ts-navigation__link" href="/fallback">Gone</a>');
    expect(html).toContain('<a class="ts-navigation__link" href="https://blog.example.com" target="_blank" rel="noopener noreferrer">Blog</a>');
    expect(html).toContain('<span class="ts-navigation__link">Just text</span>');
  });

  it('shows the logo at its fitted size with its alt text, linked home', () => {
    const html = renderOnSite({ logo: { url: 'https://cdn.test/logo.png', ShowWidth: 240, ShowHeight: 60 }, logoAlt: 'Acme' });
    expect(html).toContain('<a class="ts-navigation__logo" href="/"><img src="https://cdn.test/logo.png" alt="Acme" width="240" height="60"/></a>');
    expect(renderOnSite({ logo: { url: '/logo.png' } })).toContain('<a class="ts-navigation__logo" href="/" aria-label="Home"><img src="/logo.png" alt=""/>');
  });

  it('collapses to a <details> hamburger on mobile that works without JavaScript', () => {
    const html = renderElement(navigation, {}, { id: 'element-5' });
    expect(html).toContain('<details class="ts-navigation__disclosure"><summary class="ts-navigation__toggle" aria-controls="element-5-menu">');
    expect(html).toContain('<span class="ts-navigation__sr">Menu</span></summary></details><ul class="ts-navigation__list" id="element-5-menu"');
    expect(navigation.baseCss).toContain('@container ts-page (max-width:767px){');
    expect(navigation.baseCss).toContain('.ts-navigation__disclosure[open]~.ts-navigation__list,.ts-navigation.is-open .ts-navigation__list{display:flex}');
  });

  it('applies alignment, colours, font and spacing', () => {
    const props = navigation.props.parse({ alignment: 'center', textColor: '#111111', hoverColor: '#ff0000', menuBackground: '#000000', fontFamily: 'Roboto', fontSize: 18, itemSpacing: 40 });
    const html = renderElement(navigation, props);
    expect(html).toContain('style="color:#111111;font-family:&quot;Roboto&quot;');
    expect(html).toContain('font-size:18px');
    expect(html).toContain('style="justify-content:center;gap:0 40px"');
    const css = navigation.css!(props, '#element-5');
    expect(css).toContain('#element-5 .ts-navigation__link:hover,#element-5 .ts-navigation__link:focus-visible');
    expect(css).toContain('{color:#ff0000}');
    expect(css).toContain('#element-5 .ts-navigation__submenu{background:#000000}');
    expect(navigation.css!(navigation.props.parse({ alignment: 'right' }), '#element-5')).toContain('.ts-navigation__submenu{background:#ffffff;left:auto;right:0}');
    expect(css).toContain('@container ts-page (max-width:767px){#element-5 .ts-navigation__list{background:#000000}}');
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(navigation, {
      items: [{ label: '', url: 'javascript:alert(1)', children: [{ label: 'x', url: 'data:text/html,x' }] }],
      alignment: 'justify',
      hoverColor: 'blue;}',
      logo: { url: '/l.png', ShowWidth: 400, ShowHeight: 60 },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual(['alignment', 'hoverColor', 'items.0.children.0.url', 'items.0.label', 'items.0.url', 'logo.ShowWidth']);
    }
    expect(checkProps(navigation, { items: Array.from({ length: 21 }, () => ({ label: 'x' })) }).ok).toBe(false);
  });

  it('gives the island nothing but the rendered menu', () => {
    expect(navigation.island).toBe('@tessera/element-navigation/island');
    expect(navigation.islandProps!(defaultProps(navigation) as never)).toEqual({});
  });

  it('has a panel with the items, their page picker and dropdown items', async () => {
    const Panel = await loadPanel(navigation);
    const props = navigation.props.parse({ items: [{ label: 'Pricing', pageId: 7, children: [{ label: 'Plans', url: '#plans' }] }] });
    const html = renderToStaticMarkup(
      <EditorServicesProvider value={{ pages: [{ id: 7, name: 'Pricing page' }] }}>
        <Panel id="element-1" props={props} onChange={() => {}} />
      </EditorServicesProvider>,
    );
    expect(html).toContain('value="Pricing"');
    expect(html).toContain('<option value="7" selected="">Pricing page</option>');
    expect(html).toContain('Dropdown under “Pricing”');
    expect(html).toContain('value="#plans"');
    expect(html).toContain('Hover colour');
  });
});

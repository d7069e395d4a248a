import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import bulletList from './index.ts';

describe('bullet-list element', () => {
  it('starts with three checked items', () => {
    const props = defaultProps(bulletList);
    expect(props).toMatchObject({ icon: 'check-circle', iconColor: '#16a34a', iconSize: 18, itemSpacing: 12, fontSize: 16, fontFamily: 'Poppins', alignment: 'left' });
    expect(props.items).toHaveLength(3);
    expect(defaultProps(bulletList).items).not.toBe(props.items);
  });

  it('renders a list of icon bullets with each item’s inline rich text', () => {
    const html = renderElement(bulletList, {
      items: [{ content: '<p>Free <strong>shipping</strong></p>' }, { content: 'Returns<script>x()</script>' }],
      icon: 'star',
      iconColor: '#ff0000',
      iconSize: 20,
      itemSpacing: 24,
      lineHeight: 1.8,
    });
    expect(html).toMatch(/^<ul class="ts-bullet-list" role="list" style="margin:0;padding:0;list-style:none;display:flex;flex-direction:column;gap:24px;text-align:left;color:#374151;/);
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html.match(/<svg [^>]*width="20" height="20"[^>]*stroke="#ff0000"[^>]*aria-hidden="true"/g)).toHaveLength(2);
    expect(html).toContain('min-height:1.8em');
    expect(html).toContain('>Free <strong>shipping</strong></span></li>');
    expect(html).toContain('>Returns</span></li>');
    expect(html).not.toContain('script');
  });

  it('lines items up with the alignment', () => {
    expect(renderElement(bulletList, { alignment: 'center' })).toContain('justify-content:center');
    expect(renderElement(bulletList, { alignment: 'right' })).toContain('justify-content:flex-end');
    expect(renderElement(bulletList, { alignment: 'justify' })).toContain('flex:1 1 auto');
  });

  it('refuses an unknown icon, an empty list and out-of-range sizes', () => {
    const result = checkProps(bulletList, { icon: 'skull', items: [], iconSize: 4, itemSpacing: 101, fontSize: 97 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['fontSize', 'icon', 'iconSize', 'itemSpacing', 'items']);
  });

  it('switches to the mobile font size below 767px', () => {
    expect(bulletList.css!(bulletList.props.parse({ mobileFontSize: 14 }), '#element-9')).toBe(
      '@container ts-page (max-width:767px){#element-9 .ts-bullet-list{font-size:14px!important}}',
    );
  });

  it('has a panel listing the items with the icon and typography fields', async () => {
    const Panel = await loadPanel(bulletList);
    const html = renderToStaticMarkup(<Panel id="element-1" props={bulletList.props.parse({ items: [{ content: 'One' }, { content: 'Two' }] })} onChange={() => {}} />);
    expect(html).toContain('>One</textarea>');
    expect(html).toContain('>Two</textarea>');
    expect(html).toContain('aria-label="Remove item 2"');
    for (const label of ['Add item', 'Bullet icon', 'Icon colour', 'Icon size', 'Space between items', 'Font size on mobile']) expect(html).toContain(label);
  });
});

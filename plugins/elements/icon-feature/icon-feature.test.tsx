import { SiteContextProvider } from '@tessera/sdk';
import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import iconFeature from './index.ts';

describe('icon-feature element', () => {
  it('starts with an icon in a circle above a title and description, without badge or button', () => {
    const props = defaultProps(iconFeature);
    expect(props).toMatchObject({ icon: 'rocket', iconShape: 'circle', layout: 'top', title: 'Quick to set up', showButton: false });
    expect(props.badge).toEqual({ ShowNumber: false, Text: '1', SkinCode: 'circle' });
    const html = renderElement(iconFeature);
    expect(html).toContain('<h3 class="ts-icon-feature__title"');
    expect(html).toContain('>Quick to set up</h3>');
    expect(html).not.toContain('ts-icon-feature__badge');
    expect(html).not.toContain('ts-button');
  });

  it('draws the icon in its colour on the chosen shape and colour', () => {
    const html = renderElement(iconFeature, { icon: 'heart', iconSize: 24, iconColor: '#ff0000', iconShape: 'square', iconBackground: '#fee2e2' });
    expect(html).toContain('class="ts-icon-feature__icon ts-icon-feature__icon--square" style="width:48px;height:48px;background:#fee2e2"');
    expect(html).toContain('stroke="#ff0000"');
    const bare = renderElement(iconFeature, { iconShape: 'none', iconSize: 24, iconBackground: '#fee2e2' });
    expect(bare).toContain('style="width:24px;height:24px"');
    expect(bare).not.toContain('#fee2e2');
  });

  it('puts the icon left of the text or above it with the chosen alignment', () => {
    expect(renderElement(iconFeature, { layout: 'left' })).toContain('class="ts-icon-feature ts-icon-feature--left"');
    const top = renderElement(iconFeature, { layout: 'top', alignment: 'right' });
    expect(top).toContain('class="ts-icon-feature ts-icon-feature--top" style="text-align:right"');
    expect(top).toContain('align-self:flex-end');
  });

  it('styles the title and keeps the sanitised rich-text description', () => {
    const html = renderElement(iconFeature, {
      title: 'Fast & safe',
      titleTag: 'h2',
      titleColor: '#111111',
      titleSize: 30,
      description: '<p>Ships <strong>today</strong><script>alert(1)</script></p>',
      descriptionColor: '#222222',
    });
    expect(html).toContain('<h2 class="ts-icon-feature__title" style="color:#111111;font-size:30px');
    expect(html).toContain('Fast &amp; safe</h2>');
    expect(html).toContain('<p>Ships <strong>today</strong></p>');
    expect(html).not.toContain('<script');
    expect(html).toContain('color:#222222');
  });

  it('shows the number badge in its skin and colours when switched on', () => {
    const html = renderElement(iconFeature, { badge: { ShowNumber: true, Text: '3', SkinCode: 'rounded' }, badgeColor: '#000000' });
    expect(html).toContain('class="ts-icon-feature__badge ts-icon-feature__badge--rounded" style="background:#000000;color:#ffffff">3</span>');
    expect(renderElement(iconFeature, { badge: { ShowNumber: true, SkinCode: 'star"><x' } })).toContain('ts-icon-feature__badge--circle');
  });

  it('shows the button with its link and styles it through the element css', () => {
    const props = { showButton: true, button: { Text: 'Read more', CustomLink: 'example.com/x', ButtonBackgroundColor: '#123456' } };
    const html = renderToStaticMarkup(
      <SiteContextProvider value={{ mode: 'published', basePath: '', pageHref: () => undefined }}>
        <iconFeature.Render id="element-3" props={iconFeature.props.parse(props)} mode="published" />
      </SiteContextProvider>,
    );
    expect(html).toContain('href="https://example.com/x"');
    expect(html).toContain('Read more');
    expect(iconFeature.css!(iconFeature.props.parse(props), '#element-3')).toContain('#element-3 .ts-button{background:#123456');
    expect(iconFeature.css!(iconFeature.props.parse({}), '#element-3')).toBe('');
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(iconFeature, { icon: 'nope', iconShape: 'hexagon', layout: 'bottom', iconColor: 'url(x)', badge: { Text: 'x'.repeat(11) }, button: { FontSize: 500 } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['badge.Text', 'button.FontSize', 'icon', 'iconColor', 'iconShape', 'layout']);
  });

  it('has a panel that shows the current values, with badge and button fields when switched on', async () => {
    const Panel = await loadPanel(iconFeature);
    const props = iconFeature.props.parse({ title: 'Secure', badge: { ShowNumber: true, Text: '7' }, showButton: true, button: { Text: 'Go' } });
    const html = renderToStaticMarkup(<Panel id="element-1" props={props} onChange={() => {}} />);
    expect(html).toContain('value="Secure"');
    expect(html).toContain('Badge number');
    expect(html).toContain('value="7"');
    expect(html).toContain('Button text');
    expect(html).toContain('value="Go"');
    const plain = renderToStaticMarkup(<Panel id="element-1" props={iconFeature.props.parse({})} onChange={() => {}} />);
    expect(plain).not.toContain('Badge number');
    expect(plain).not.toContain('Button text');
  });
});

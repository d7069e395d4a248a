import { SiteContextProvider } from '@tessera/sdk';
import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import imgFeature from './index.ts';

const image = { url: 'https://cdn.test/team.jpg', Ratio: 0.5, alt: 'Our team at work' };

describe('img-feature element', () => {
  it('starts with the image slot above a title and description', () => {
    const props = defaultProps(imgFeature);
    expect(props).toMatchObject({ image: { url: '', Ratio: 0, alt: '' }, imagePosition: 'top', imageRadius: 8, showButton: false });
    const html = renderElement(imgFeature);
    expect(html).toContain('>A feature worth showing</h3>');
    expect(html).not.toContain('<img');
  });

  it('shows an empty image slot on the canvas only', () => {
    expect(renderElement(imgFeature, {}, { mode: 'canvas' })).toContain('Choose an image');
    expect(renderElement(imgFeature, {}, { mode: 'published' })).not.toContain('Choose an image');
  });

  it('draws the image with its alt text, radius and ratio, lazily', () => {
    const html = renderElement(imgFeature, { image, imageRadius: 20 });
    expect(html).toContain('<img class="ts-img-feature__image" src="https://cdn.test/team.jpg" alt="Our team at work" loading="lazy" style="border-radius:20px;aspect-ratio:1 / 0.5"/>');
  });

  it('places the image beside the text at its width and stacks it on mobile', () => {
    expect(renderElement(imgFeature, { image, imagePosition: 'right' })).toContain('class="ts-img-feature ts-img-feature--right"');
    const css = imgFeature.css!(imgFeature.props.parse({ imagePosition: 'left', imageWidth: 35 }), '#element-4');
    expect(css).toContain('#element-4 .ts-img-feature__media{flex:0 0 35%;max-width:35%}');
    expect(css).toContain('@container ts-page (max-width:767px){#element-4 .ts-img-feature{flex-direction:column');
    expect(imgFeature.css!(imgFeature.props.parse({ imagePosition: 'top' }), '#element-4')).toBe('');
  });

  it('styles the title and text and keeps only safe rich text', () => {
    const html = renderElement(imgFeature, {
      title: 'Made <here>',
      titleColor: '#101010',
      alignment: 'center',
      description: '<p><a href="javascript:alert(1)">x</a><em>local</em></p>',
    });
    expect(html).toContain('style="text-align:center"');
    expect(html).toContain('color:#101010');
    expect(html).toContain('Made &lt;here&gt;</h3>');
    expect(html).toContain('<em>local</em>');
    expect(html).not.toContain('javascript:');
  });

  it('shows the optional button', () => {
    const props = imgFeature.props.parse({ showButton: true, button: { Text: 'See the team', CustomLink: '/team' } });
    const html = renderToStaticMarkup(
      <SiteContextProvider value={{ mode: 'published', basePath: '', pageHref: () => undefined }}>
        <imgFeature.Render id="element-4" props={props} mode="published" />
      </SiteContextProvider>,
    );
    expect(html).toContain('href="/team"');
    expect(html).toContain('See the team');
    expect(imgFeature.css!(props, '#element-4')).toContain('#element-4 .ts-button{');
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(imgFeature, { image: { url: 'javascript:alert(1)' }, imagePosition: 'bottom', imageRadius: -1, imageWidth: 95 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['image.url', 'imagePosition', 'imageRadius', 'imageWidth']);
  });

  it('has a panel that shows the current image, position and title', async () => {
    const Panel = await loadPanel(imgFeature);
    const html = renderToStaticMarkup(<Panel id="element-1" props={imgFeature.props.parse({ image, imagePosition: 'left', title: 'Team' })} onChange={() => {}} />);
    expect(html).toContain('value="https://cdn.test/team.jpg"');
    expect(html).toContain('value="Our team at work"');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Left of the text</);
    expect(html).toContain('Image width beside the text');
    expect(html).toContain('value="Team"');
  });
});

import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import image from './index.ts';

const photo = { url: 'https://cdn.example.com/cat.jpg', Ratio: 0.75, alt: 'A cat on a sofa' };

describe('image element', () => {
  it('starts empty: a placeholder on the canvas, nothing on the published page', () => {
    expect(defaultProps(image)).toMatchObject({ image: { url: '', Ratio: 0, alt: '' }, width: 100, alignment: 'center', objectFit: 'cover', link: '' });
    expect(renderElement(image)).toBe('');
    expect(renderElement(image, {}, { mode: 'canvas' })).toContain('aria-label="No image chosen yet"');
  });

  it('renders a lazy image with its alt text, reserving its box by Ratio', () => {
    const html = renderElement(image, { image: photo, borderRadius: 12, objectFit: 'contain', alignment: 'right' });
    expect(html).toContain('src="https://cdn.example.com/cat.jpg"');
    expect(html).toContain('alt="A cat on a sofa"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('aspect-ratio:1 / 0.75;object-fit:contain;border-radius:12px');
    expect(html).toContain('margin:0 0 0 auto');
    expect(html).not.toContain('<a ');
  });

  it('links the image through the normalised link and shows the caption', () => {
    const html = renderElement(image, { image: photo, link: 'example.com/cats', openInNewWindow: true, caption: 'Our <best> cat' });
    expect(html).toContain('<a class="ts-image__link" href="https://example.com/cats" target="_blank" rel="noopener noreferrer"><img');
    expect(html).toContain('<figcaption class="ts-image__caption" style="text-align:center">Our &lt;best&gt; cat</figcaption>');
    expect(renderElement(image, { image: photo, link: '/about' })).toContain('href="/about"');
  });

  it('sizes the image by width and gives phones the full width', () => {
    const css = image.css!(image.props.parse({ width: 60 }), '#element-2');
    expect(css).toContain('#element-2 .ts-image{width:60%}');
    expect(css).toMatch(/@container ts-page \(max-width:\d+px\)\{#element-2 \.ts-image\{width:100%\}\}/);
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(image, {
      image: { url: 'javascript:alert(1)', Ratio: 0, alt: '' },
      link: 'javascript:alert(1)',
      width: 140,
      objectFit: 'tile',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['image.url', 'link', 'objectFit', 'width']);
  });

  it('has a panel that shows the current image and caption', async () => {
    const Panel = await loadPanel(image);
    const html = renderToStaticMarkup(<Panel id="element-1" props={image.props.parse({ image: photo, caption: 'Hello', link: '/x' })} onChange={() => {}} />);
    expect(html).toContain('value="https://cdn.example.com/cat.jpg"');
    expect(html).toContain('value="Hello"');
    expect(html).toContain('Open the link in a new window');
  });

  it('tells the accessibility check its alt text, the caption standing in for a linked image’s, and nothing before an image is chosen', () => {
    const props = (patch: object) => image.props.parse({ image: { url: '/uploads/a.jpg' }, ...patch });
    expect(image.accessibility!(image.props.parse({}))).toEqual({});
    expect(image.accessibility!(props({}))).toEqual({ images: [{ alt: '' }], links: [] });
    expect(image.accessibility!(props({ link: '/menu', caption: 'Our menu' }))).toEqual({ images: [{ alt: 'Our menu' }], links: [{ role: 'link', name: 'Our menu' }] });
  });

  it('replaces its picture with one dropped on it on the canvas, and its panel flags a picture without alt text', async () => {
    const props = image.props.parse({ image: photo, caption: 'Hello' });
    expect(image.imageDrop!.max).toBe(1);
    expect(image.imageDrop!.apply(props, [{ url: '/uploads/dog.webp', width: 800, height: 600, alt: 'Dog on a beach' }])).toEqual({ image: { url: '/uploads/dog.webp', Ratio: 0.75, alt: 'Dog on a beach' } });
    const Panel = await loadPanel(image);
    const flagged = renderToStaticMarkup(<Panel id="element-1" props={image.props.parse({ image: { ...photo, alt: ' ' } })} onChange={() => {}} />);
    expect(flagged).toContain('Missing alt text: describe the image for people who cannot see it.');
    expect(renderToStaticMarkup(<Panel id="element-1" props={props} onChange={() => {}} />)).not.toContain('Missing alt text');
  });
});

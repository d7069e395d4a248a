import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { EditorServicesProvider } from '@tessera/sdk/editor';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import gallery from './index.ts';
import { MAX_IMAGES } from './schema.ts';

const images = [
  { image: { url: 'https://cdn.example.com/1.jpg', Ratio: 0.75, alt: 'Beach' }, caption: 'Morning <swim>' },
  { image: { url: 'https://cdn.example.com/2.jpg', Ratio: 1.5, alt: '' }, caption: '' },
  { image: { url: '', Ratio: 0, alt: 'not chosen yet' }, caption: 'skipped' },
];

describe('gallery element', () => {
  it('starts as an empty grid with the slider defaults of §9', () => {
    expect(defaultProps(gallery)).toMatchObject({ images: [], type: 'standardGallery', columns: 3, height: 500, duration: 5, autoplay: false, arrows: true, dots: true });
    expect(renderElement(gallery)).toBe('');
    expect(renderElement(gallery, {}, { mode: 'canvas' })).toContain('aria-label="No images in this gallery yet"');
  });

  it('renders a grid of lazy images with captions and lightbox links, leaving out images without an address', () => {
    const html = renderElement(gallery, { images });
    expect(html).toContain('<div class="ts-gallery ts-gallery--standardGallery"><ul class="ts-gallery__grid">');
    expect(html).toContain('<a class="ts-gallery__open" href="https://cdn.example.com/1.jpg" data-gallery-open=""><img class="ts-gallery__img" src="https://cdn.example.com/1.jpg" alt="Beach" loading="lazy" decoding="async"/>');
    expect(html).toContain('aria-label="Open image 2"');
    expect(html).toContain('<figcaption class="ts-gallery__caption">Morning &lt;swim&gt;</figcaption>');
    expect(html).not.toContain('skipped');
    expect(html.match(/<li /g)).toHaveLength(2);
    const plain = renderElement(gallery, { images, lightbox: false, showCaptions: false });
    expect(plain).not.toContain('<a ');
    expect(plain).not.toContain('figcaption');
  });

  it('keeps each image shape in the masonry grid', () => {
    const html = renderElement(gallery, { images, type: 'masonryGallery' });
    expect(html).toContain('ts-gallery--masonryGallery');
    expect(html).toContain('style="aspect-ratio:1 / 1.5"');
  });

  it('renders slider types as a carousel whose controls wait for the island', () => {
    for (const type of ['slide', 'coverflow', 'card', 'creative']) {
      const html = renderElement(gallery, { images, type });
      expect(html).toContain(`class="ts-gallery ts-gallery--slider ts-gallery--${type}" data-gallery-slider=""`);
      expect(html).toContain('aria-roledescription="carousel"');
      expect(html).toContain('aria-label="2 of 2"');
      expect(html).toContain('aria-label="Next image" hidden=""');
      expect(html).toMatch(/<div class="ts-gallery__dots" data-gallery-dots="" hidden="">(<button[^>]*><\/button>){2}<\/div>/);
    }
    const bare = renderElement(gallery, { images, type: 'slide', arrows: false, dots: false });
    expect(bare).not.toContain('data-gallery-next');
    expect(bare).not.toContain('data-gallery-dots');
  });

  it('writes columns, gap, height and colours into scoped CSS, with fewer columns and a lower slider on phones', () => {
    const css = gallery.css!(gallery.props.parse({ columns: 4, gap: 20, height: 400, controlColor: '#ff0000', fit: 'contain' }), '#element-8');
    expect(css).toContain('#element-8 .ts-gallery{--ts-gallery-columns:4;--ts-gallery-height:400px;--ts-gallery-gap:20px');
    expect(css).toContain('--ts-gallery-fit:contain;--ts-gallery-control:#ff0000');
    expect(css).toMatch(/@container ts-page \(max-width:\d+px\)\{#element-8 \.ts-gallery\{--ts-gallery-columns:2;--ts-gallery-height:240px\}\}/);
    expect(gallery.baseCss).toContain('rotateY(');
    expect(gallery.baseCss).toContain('scroll-snap-type:x mandatory');
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(gallery, {
      images: [{ image: { url: 'javascript:alert(1)' }, caption: 'x'.repeat(301) }],
      type: 'carousel',
      columns: 9,
      duration: 0,
      controlColor: 'red;}',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['columns', 'controlColor', 'duration', 'images.0.caption', 'images.0.image.url', 'type']);
  });

  it('has a panel that lists the images and shows the slider settings for slider types', async () => {
    const Panel = await loadPanel(gallery);
    const slider = renderToStaticMarkup(<Panel id="element-1" props={gallery.props.parse({ images, type: 'coverflow', autoplay: true })} onChange={() => {}} />);
    expect(slider).toContain('value="https://cdn.example.com/1.jpg"');
    expect(slider).toContain('value="Morning &lt;swim&gt;"');
    expect(slider).toContain('<option value="coverflow" selected="">Coverflow slider</option>');
    expect(slider).toContain('Seconds per image');
    expect(slider).not.toContain('Columns');
    const grid = renderToStaticMarkup(<Panel id="element-1" props={gallery.props.parse({ images })} onChange={() => {}} />);
    expect(grid).toContain('Columns');
    expect(grid).toContain('Open images larger on click');
  });

  it('takes images dropped on it on the canvas after its own, with their alt text and ratio, as many as it has room for', () => {
    const drop = gallery.imageDrop!;
    const props = gallery.props.parse({ images });
    const picked = [
      { url: '/uploads/a.webp', width: 400, height: 300, alt: 'Summer beach 2' },
      { url: '/uploads/b.webp', width: 0, height: 0, alt: '' },
    ];
    expect(typeof drop.max === 'function' ? drop.max(props) : drop.max).toBe(MAX_IMAGES - images.length);
    expect(drop.apply(props, picked).images).toEqual([
      ...props.images,
      { image: { url: '/uploads/a.webp', Ratio: 0.75, alt: 'Summer beach 2' }, caption: '' },
      { image: { url: '/uploads/b.webp', Ratio: 0, alt: '' }, caption: '' },
    ]);
    const full = gallery.props.parse({ images: Array.from({ length: MAX_IMAGES - 1 }, () => images[0]) });
    expect(drop.apply(full, picked).images).toHaveLength(MAX_IMAGES);
  });

  it('offers Add images where the designer picks several, and flags images without alt text in words', async () => {
    const Panel = await loadPanel(gallery);
    const services = { pages: [], pickImages: async () => [], uploadImages: async () => [] };
    const html = renderToStaticMarkup(
      <EditorServicesProvider value={services}>
        <Panel id="element-1" props={gallery.props.parse({ images })} onChange={() => {}} />
      </EditorServicesProvider>,
    );
    expect(html).toContain('Add images</button>');
    expect(html).toContain('1 image has no alt text.');
    expect(html.match(/Missing alt text: describe the image/g)).toHaveLength(1);
    const alone = renderToStaticMarkup(<Panel id="element-1" props={gallery.props.parse({ images })} onChange={() => {}} />);
    expect(alone).not.toContain('Add images</button>');
  });
});

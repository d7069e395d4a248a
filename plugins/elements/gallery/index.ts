import { defineElement } from '@tessera/sdk';
import { roomFor, withPicked } from './add-images.ts';
import { GALLERY_BASE_CSS, galleryCss } from './gallery-css.ts';
import type { GalleryIslandProps } from './island.ts';
import { GalleryRender } from './Render.tsx';
import { galleryProps, type GalleryProps } from './schema.ts';

export default defineElement<GalleryProps>({
  id: 'gallery',
  version: '1.0.0',
  label: 'Gallery',
  category: 'media',
  premium: false,
  icon: 'image',
  props: galleryProps,
  Render: GalleryRender,
  accessibility: (props) => ({ images: props.images.filter((item) => item.image.url).map((item) => ({ alt: item.image.alt })) }),
  Panel: () => import('./Panel.tsx'),
  island: '@tessera/element-gallery/island',
  islandProps: (props): GalleryIslandProps => ({ autoplay: props.autoplay, duration: props.duration }),
  css: galleryCss,
  baseCss: GALLERY_BASE_CSS,
  imageDrop: { max: (props) => roomFor(props.images), apply: (props, images) => ({ images: withPicked(props.images, images) }) },
});

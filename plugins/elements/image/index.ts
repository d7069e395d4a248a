import { defineElement, imageOptionOf, MOBILE_QUERY, normalizeLink } from '@tessera/sdk';
import { ImageRender } from './Render.tsx';
import { imageProps, type ImageProps } from './schema.ts';

export default defineElement<ImageProps>({
  id: 'image',
  version: '1.0.0',
  label: 'Image',
  category: 'media',
  premium: false,
  icon: 'image',
  props: imageProps,
  Render: ImageRender,
  accessibility: (props) => {
    if (!props.image.url) return {};
    // Render falls back on the caption for a linked image's alt, since the link needs a name.
    const alt = props.image.alt || (normalizeLink(props.link) ? props.caption : '');
    return { images: [{ alt }], links: normalizeLink(props.link) ? [{ role: 'link', name: alt }] : [] };
  },
  Panel: () => import('./Panel.tsx'),
  // A dropped picture replaces the one shown, as choosing one in the panel does.
  imageDrop: { max: 1, apply: (_props, [dropped]) => (dropped ? { image: imageOptionOf(dropped) } : {}) },
  css: (props, scope) => `${scope} .ts-image{width:${props.width}%}${MOBILE_QUERY}{${scope} .ts-image{width:100%}}`,
  baseCss:
    '.ts-image{display:block}' +
    '.ts-image__link{display:block}' +
    '.ts-image__img{display:block;width:100%;height:auto}' +
    '.ts-image__caption{margin-top:8px;font-size:14px;color:#4b5563}' +
    '.ts-image__placeholder{display:flex;align-items:center;justify-content:center;aspect-ratio:16/9;background:#f3f4f6;border:1px dashed #d1d5db}',
});

import { defineElement, MOBILE_QUERY } from '@tessera/sdk';
import { PodcastGalleryRender } from './Render.tsx';
import { podcastGalleryProps, type PodcastGalleryProps } from './schema.ts';

/** Podcast Gallery (spec §1 media): the website's newest episodes with a player each. */
export default defineElement<PodcastGalleryProps>({
  id: 'podcast-gallery',
  version: '1.0.0',
  label: 'Podcast Gallery',
  category: 'media',
  // Free on its own; it comes with the Podcasts app and is usable wherever the app is.
  premium: false,
  icon: 'music',
  props: podcastGalleryProps,
  Render: PodcastGalleryRender,
  Panel: () => import('./Panel.tsx'),
  baseCss:
    '.ts-podcast-gallery{padding:8px 0}' +
    '.ts-podcast-gallery__heading{margin:0 0 16px;font-size:28px}' +
    '.ts-podcast-gallery__items{list-style:none;margin:0;padding:0;display:grid;gap:24px}' +
    '.ts-podcast-gallery--grid .ts-podcast-gallery__items{grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}' +
    '.ts-podcast-gallery--list .ts-podcast-gallery__item{display:grid;grid-template-columns:160px 1fr;gap:20px;align-items:start}' +
    '.ts-podcast-gallery__item{display:grid;gap:12px}' +
    '.ts-podcast-gallery__art{display:block;width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:8px}' +
    '.ts-podcast-gallery__body{display:grid;gap:8px;min-width:0}' +
    '.ts-podcast-gallery__title{margin:0;font-size:18px}' +
    '.ts-podcast-gallery__title a{color:inherit}' +
    '.ts-podcast-gallery__meta{margin:0;font-size:14px;color:#4b5563}' +
    '.ts-podcast-gallery__description{margin:0;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}' +
    '.ts-podcast-gallery__player{display:block;width:100%}' +
    '.ts-podcast-gallery__placeholder{display:flex;align-items:center;justify-content:center;gap:12px;min-height:120px;background:#f3f4f6;border:1px dashed #d1d5db;color:#4b5563}' +
    `${MOBILE_QUERY}{.ts-podcast-gallery--list .ts-podcast-gallery__item{grid-template-columns:1fr}}`,
});

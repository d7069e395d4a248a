import { defineElement, MOBILE_QUERY } from '@tessera/sdk';
import { YoutubeGalleryRender } from './Render.tsx';
import { youtubeGalleryProps, type YoutubeGalleryProps } from './schema.ts';

/** Youtube Gallery (spec §1 media, the video channel gallery): a channel's newest videos. */
export default defineElement<YoutubeGalleryProps>({
  id: 'youtube-gallery',
  version: '1.0.0',
  label: 'Youtube Gallery',
  category: 'media',
  // Premium with the Video channels app.
  premium: false,
  icon: 'video',
  props: youtubeGalleryProps,
  Render: YoutubeGalleryRender,
  Panel: () => import('./Panel.tsx'),
  island: '@tessera/app-video-channels/youtube-gallery-island',
  // The script only swaps a clicked thumbnail for the player; until then the video site is never contacted.
  islandProps: () => ({}),
  baseCss:
    '.ts-youtube-gallery{padding:8px 0}' +
    '.ts-youtube-gallery__heading{margin:0 0 16px;font-size:28px}' +
    '.ts-youtube-gallery__grid{list-style:none;margin:0;padding:0;display:grid;gap:20px;grid-template-columns:repeat(var(--ts-youtube-columns,3),minmax(0,1fr))}' +
    '.ts-youtube-gallery__item{min-width:0}' +
    '.ts-youtube-gallery__frame{position:relative;aspect-ratio:16/9;overflow:hidden;border-radius:8px;background:#111827}' +
    '.ts-youtube-gallery__facade{position:absolute;inset:0;display:flex;align-items:center;justify-content:center}' +
    '.ts-youtube-gallery__thumb{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}' +
    '.ts-youtube-gallery__play{position:relative;display:flex;align-items:center;justify-content:center;width:56px;height:56px;border-radius:50%;background:rgba(17,24,39,.75)}' +
    '.ts-youtube-gallery__facade:hover .ts-youtube-gallery__play,.ts-youtube-gallery__facade:focus-visible .ts-youtube-gallery__play{background:#dc2626}' +
    '.ts-youtube-gallery__player{position:absolute;inset:0;width:100%;height:100%;border:0}' +
    '.ts-youtube-gallery__title{margin:8px 0 0;font-size:15px;font-weight:600;line-height:1.35}' +
    '.ts-youtube-gallery__placeholder{display:flex;align-items:center;justify-content:center;gap:12px;min-height:120px;padding:16px;background:#f3f4f6;border:1px dashed #d1d5db;color:#4b5563}' +
    `${MOBILE_QUERY}{.ts-youtube-gallery__grid{grid-template-columns:1fr}}`,
});

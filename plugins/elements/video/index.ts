import { defineElement } from '@tessera/sdk';
import { videoSource } from './embed.ts';
import type { VideoIslandProps } from './island.ts';
import { VideoRender } from './Render.tsx';
import { videoProps, type VideoProps } from './schema.ts';

export default defineElement<VideoProps>({
  id: 'video',
  version: '1.0.0',
  label: 'Video',
  category: 'media',
  premium: false,
  icon: 'video',
  props: videoProps,
  Render: VideoRender,
  Panel: () => import('./Panel.tsx'),
  island: '@tessera/element-video/island',
  // Only a youtube or vimeo facade needs a script (to swap in the player); a file plays in the browser's own <video>.
  islandProps: (props): VideoIslandProps | null => (props.url && videoSource(props).kind === 'embed' ? { autoplay: props.autoplay } : null),
  baseCss:
    '.ts-video{position:relative;width:100%;overflow:hidden;background:#111827}' +
    '.ts-video__media{position:absolute;inset:0;width:100%;height:100%;border:0;object-fit:contain}' +
    '.ts-video__facade{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;color:#fff;text-decoration:none}' +
    '.ts-video__poster{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}' +
    '.ts-video__play{position:relative;display:flex;align-items:center;justify-content:center;width:72px;height:72px;border-radius:50%;background:rgba(17,24,39,.75);transition:transform .2s ease,background .2s ease}' +
    '.ts-video__play svg{margin-left:4px}' +
    '.ts-video__facade:hover .ts-video__play,.ts-video__facade:focus-visible .ts-video__play{transform:scale(1.08);background:#dc2626}' +
    '.ts-video__title{position:absolute;left:0;right:0;top:0;padding:12px 16px;font-size:16px;background:linear-gradient(rgba(0,0,0,.6),transparent);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}' +
    '.ts-video__placeholder{display:flex;align-items:center;justify-content:center;background:#f3f4f6;border:1px dashed #d1d5db}' +
    '@media (prefers-reduced-motion:reduce){.ts-video__play{transition:none}}',
});

import { MOBILE_QUERY } from '@tessera/sdk';
import type { GalleryProps } from './schema.ts';

/** One gallery's numbers, as custom properties the shared CSS reads; phones get at most two columns and a lower slider. */
export function galleryCss(props: GalleryProps, scope: string): string {
  const vars = (columns: number, height: number) =>
    `--ts-gallery-columns:${columns};--ts-gallery-height:${height}px`;
  return (
    `${scope} .ts-gallery{${vars(props.columns, props.height)};--ts-gallery-gap:${props.gap}px;--ts-gallery-radius:${props.borderRadius}px;` +
    `--ts-gallery-fit:${props.fit};--ts-gallery-control:${props.controlColor}}` +
    `${MOBILE_QUERY}{${scope} .ts-gallery{${vars(Math.min(props.columns, 2), Math.max(100, Math.round(props.height * 0.6)))}}}`
  );
}

const GRID =
  '.ts-gallery{position:relative}' +
  '.ts-gallery__grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(var(--ts-gallery-columns,3),minmax(0,1fr));gap:var(--ts-gallery-gap,12px)}' +
  '.ts-gallery--masonryGallery .ts-gallery__grid{display:block;columns:var(--ts-gallery-columns,3);column-gap:var(--ts-gallery-gap,12px)}' +
  '.ts-gallery--masonryGallery .ts-gallery__item{break-inside:avoid;margin-bottom:var(--ts-gallery-gap,12px)}' +
  '.ts-gallery__figure{position:relative;margin:0}' +
  '.ts-gallery__img{display:block;width:100%;height:auto;border-radius:var(--ts-gallery-radius,0);object-fit:var(--ts-gallery-fit,cover)}' +
  '.ts-gallery--standardGallery .ts-gallery__img{aspect-ratio:4/3}' +
  '.ts-gallery__open{display:block;cursor:zoom-in}' +
  '.ts-gallery__caption{margin-top:6px;font-size:14px;color:#4b5563;overflow-wrap:anywhere}' +
  '.ts-gallery__placeholder{display:flex;align-items:center;justify-content:center;aspect-ratio:16/9;background:#f3f4f6;border:1px dashed #d1d5db}';

const STAGED = ['coverflow', 'card', 'creative'].map((type) => `.ts-gallery--${type}.is-enhanced`);
const staged = (selector: string) => STAGED.map((prefix) => `${prefix} ${selector}`).join(',');

const SLIDER =
  '.ts-gallery__viewport{position:relative;overflow:hidden;border-radius:var(--ts-gallery-radius,0)}' +
  '.ts-gallery__viewport:focus-visible{outline:2px solid var(--ts-gallery-control,#111827);outline-offset:2px}' +
  '.ts-gallery__track{display:flex;gap:var(--ts-gallery-gap,12px);height:var(--ts-gallery-height,500px);overflow-x:auto;scroll-snap-type:x mandatory;overscroll-behavior-x:contain}' +
  '.ts-gallery__slide{position:relative;flex:0 0 100%;height:100%;scroll-snap-align:center}' +
  '.ts-gallery__slide .ts-gallery__figure{height:100%}' +
  '.ts-gallery__slide .ts-gallery__img{height:100%;border-radius:0}' +
  '.ts-gallery__slide .ts-gallery__caption{position:absolute;left:0;right:0;bottom:0;margin:0;padding:10px 14px;background:linear-gradient(transparent,rgba(0,0,0,.7));color:#fff}' +
  '.is-enhanced .ts-gallery__track{overflow:hidden;scroll-snap-type:none;touch-action:pan-y}' +
  '.is-enhanced .ts-gallery__img{user-select:none;-webkit-user-drag:none}' +
  // slide: the row moves one slide (and one gap) per step.
  '.ts-gallery--slide.is-enhanced .ts-gallery__slide{transform:translateX(calc((-100% - var(--ts-gallery-gap,12px)) * var(--ts-index,0)));transition:transform .5s ease}' +
  // coverflow, card and creative stack their slides on one stage, placed by --ts-offset from the current one.
  `${staged('.ts-gallery__track')}{display:block;position:relative}` +
  `${staged('.ts-gallery__slide')}{position:absolute;top:0;height:100%}` +
  '.ts-gallery--coverflow.is-enhanced .ts-gallery__track{perspective:1200px}' +
  '.ts-gallery--coverflow.is-enhanced .ts-gallery__slide{left:22%;width:56%;z-index:calc(10 - var(--ts-distance,0));opacity:calc(1 - var(--ts-distance,0) * .3);' +
  'transform:translateX(calc(var(--ts-offset,0) * 62%)) rotateY(calc(var(--ts-offset,0) * -38deg)) scale(calc(1 - var(--ts-distance,0) * .12));transition:transform .55s ease,opacity .55s ease}' +
  '.ts-gallery--card.is-enhanced .ts-gallery__slide{left:10%;width:80%;height:calc(100% - 32px);z-index:calc(10 - var(--ts-distance,0));' +
  'transform:translateY(calc(var(--ts-offset,0) * 14px)) scale(calc(1 - var(--ts-offset,0) * .05));transition:transform .45s ease,opacity .45s ease;box-shadow:0 8px 24px rgba(0,0,0,.2)}' +
  '.ts-gallery--card.is-enhanced .ts-gallery__slide.is-before{transform:translateX(-115%) rotate(-8deg);opacity:0}' +
  '.ts-gallery--creative.is-enhanced .ts-gallery__slide{left:0;width:100%;opacity:0;transform:scale(1.15);transition:opacity .6s ease,transform .6s ease}' +
  '.ts-gallery--creative.is-enhanced .ts-gallery__slide.is-before{transform:scale(.85)}' +
  '.ts-gallery--creative.is-enhanced .ts-gallery__slide.is-active{z-index:1;opacity:1;transform:none}' +
  `${staged('.ts-gallery__slide.is-far')}{opacity:0}` +
  // A slide that wraps from one end of the stack to the other moves without crossing the stage.
  '.is-enhanced .ts-gallery__slide.is-jump{transition:none}' +
  '.ts-gallery__arrow{position:absolute;top:calc(var(--ts-gallery-height,500px) / 2);z-index:20;display:flex;align-items:center;justify-content:center;width:44px;height:44px;' +
  'transform:translateY(-50%);border:0;border-radius:50%;background:var(--ts-gallery-control,#111827);color:#fff;opacity:.85;cursor:pointer}' +
  '.ts-gallery__arrow:hover,.ts-gallery__arrow:focus-visible{opacity:1}' +
  '.ts-gallery__arrow--prev{left:12px}.ts-gallery__arrow--next{right:12px}' +
  '.ts-gallery__dots{display:flex;justify-content:center;gap:4px;margin-top:8px}' +
  '.ts-gallery__arrow[hidden],.ts-gallery__dots[hidden]{display:none}' +
  '.ts-gallery__dot{width:24px;height:24px;padding:0;border:0;background:none;cursor:pointer}' +
  '.ts-gallery__dot::before{content:"";display:block;width:10px;height:10px;margin:auto;border-radius:50%;background:var(--ts-gallery-control,#111827);opacity:.3}' +
  '.ts-gallery__dot[aria-current="true"]::before{opacity:1}';

const LIGHTBOX =
  '.ts-gallery__lightbox{position:fixed;inset:0;z-index:1000;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:56px 64px;border:0;background:rgba(17,24,39,.94);color:#fff}' +
  '.ts-gallery__lightbox:not([open]){display:none}' +
  '.ts-gallery__lightbox[open]{display:flex;align-items:center;justify-content:center}' +
  '.ts-gallery__lightbox::backdrop{background:transparent}' +
  '.ts-gallery__lightbox-figure{display:flex;flex-direction:column;align-items:center;max-width:100%;max-height:100%;margin:0}' +
  '.ts-gallery__lightbox-img{max-width:100%;max-height:calc(100vh - 160px);object-fit:contain}' +
  '.ts-gallery__lightbox-caption{margin-top:12px;text-align:center}' +
  '.ts-gallery__lightbox button{position:absolute;width:44px;height:44px;border:0;border-radius:50%;background:rgba(255,255,255,.15);color:#fff;font-size:28px;line-height:1;cursor:pointer}' +
  '.ts-gallery__lightbox button[hidden]{display:none}' +
  '.ts-gallery__lightbox-close{top:12px;right:12px}' +
  '.ts-gallery__lightbox-prev{top:50%;left:12px;transform:translateY(-50%)}' +
  '.ts-gallery__lightbox-next{top:50%;right:12px;transform:translateY(-50%)}' +
  '@media (max-width:600px){.ts-gallery__lightbox{padding:56px 8px}}';

const REDUCED_MOTION = '@media (prefers-reduced-motion:reduce){.ts-gallery__slide{transition:none!important}}';

export const GALLERY_BASE_CSS = GRID + SLIDER + LIGHTBOX + REDUCED_MOTION;

import { POPUP_DEFAULTS } from './style-constants.ts';
import { popupOptions, type PopupOptions } from '../document/popup-options.ts';
import type { PageDocument, PopupNode } from '../document/page-document.ts';

/**
 * The CSS of popups, shared by the published page (a modal <dialog> in the top layer, so the
 * page's size container does not hold it) and the designer canvas (the same box on a stage the
 * size of the pane). Margins and padding default to spec §9's 100 and 20; a popup's own style
 * (#id rules of pageStyleCss) overrides them.
 */
export const POPUP_BASE_CSS = [
  `.ts-popup{box-sizing:border-box;border:0;border-radius:8px;background:#fff;color:inherit;width:calc(100% - 32px);max-height:calc(100% - 32px);overflow:auto;padding:${POPUP_DEFAULTS.padding}px;margin:auto;box-shadow:0 24px 64px rgba(0,0,0,.28)}`,
  `.ts-popup--top{margin-top:${POPUP_DEFAULTS.margin}px}`,
  `.ts-popup--bottom{inset-block-start:auto;margin-bottom:${POPUP_DEFAULTS.margin}px}`,
  `.ts-popup::backdrop{background:rgba(17,24,39,.6)}`,
  `.ts-popup--no-backdrop::backdrop{background:transparent}`,
  `.ts-popup__close{position:absolute;top:6px;right:6px;z-index:1;width:32px;height:32px;border:0;border-radius:50%;background:rgba(0,0,0,.06);color:inherit;font:inherit;font-size:20px;line-height:1;cursor:pointer}`,
  `.ts-popup__close:focus-visible{outline:2px solid currentColor;outline-offset:2px}`,
  `@keyframes ts-popup-fade{from{opacity:0}}`,
  `@keyframes ts-popup-zoom{from{opacity:0;transform:scale(.9)}}`,
  `@keyframes ts-popup-slide-down{from{opacity:0;transform:translateY(-40px)}}`,
  `@keyframes ts-popup-slide-up{from{opacity:0;transform:translateY(40px)}}`,
  `.ts-popup--fade[open]{animation:ts-popup-fade .25s ease-out}`,
  `.ts-popup--zoom[open]{animation:ts-popup-zoom .25s ease-out}`,
  `.ts-popup--slide-down[open]{animation:ts-popup-slide-down .3s ease-out}`,
  `.ts-popup--slide-up[open]{animation:ts-popup-slide-up .3s ease-out}`,
  `@media (prefers-reduced-motion:reduce){.ts-popup{animation:none!important}}`,
].join('');

/** The classes a popup's box carries for its options. */
export function popupClassNames(options: PopupOptions): string[] {
  const names = ['ts-popup', `ts-popup--${options.CanvasPosition}`];
  if (options.Animation !== 'none') names.push(`ts-popup--${options.Animation}`);
  if (!options.EnableBackDrop) names.push('ts-popup--no-backdrop');
  return names;
}

/**
 * One popup's own rules: its width, and the margins its position makes automatic (a centred
 * popup ignores its top and bottom margins, a top one its bottom margin, and so on). They name
 * the popup by id and class, so they win over the popup's style, which names it by id only.
 */
export function popupOwnCss(popup: Pick<PopupNode, 'id' | 'options' | 'style'>): string {
  const options = popupOptions(popup.options);
  const box = `#${popup.id}.ts-popup`;
  const auto =
    options.CanvasPosition === 'center' ? 'margin-top:auto;margin-bottom:auto' : options.CanvasPosition === 'top' ? 'margin-bottom:auto' : 'margin-top:auto';
  const edge = options.CanvasPosition === 'bottom' ? popup.style?.MarginBottom : options.CanvasPosition === 'top' ? popup.style?.MarginTop : 0;
  const margin = Math.max(0, edge ?? POPUP_DEFAULTS.margin);
  return `${box}{max-width:${options.MaxWidth}px;max-height:calc(100% - ${margin + 16}px);${auto}}`;
}

/** The popups' CSS of a page: nothing when it has none. */
export function popupsCss(doc: Pick<PageDocument, 'popups'>): string {
  const popups = doc.popups ?? [];
  if (popups.length === 0) return '';
  return POPUP_BASE_CSS + popups.map(popupOwnCss).join('');
}

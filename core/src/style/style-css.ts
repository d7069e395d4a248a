import { MOBILE_BREAKPOINT, TABLET_BREAKPOINT } from '../constants/layout.ts';
import { HOVER_ANIMATION_CSS, type HoverAnimation } from './hover-animations.ts';
import type { NodeStyle, StyleOverride } from './node-style.ts';
import type { BorderSide } from './style-constants.ts';

/**
 * Node styles as CSS. Breakpoints are container queries on the page (`.ts-page` is the
 * `ts-page` container), so the designer's device preview, which narrows the canvas, and a
 * visitor's narrow screen apply exactly the same rules.
 */
export const TABLET_QUERY = `@container ts-page (max-width:${TABLET_BREAKPOINT}px)`;
export const MOBILE_QUERY = `@container ts-page (max-width:${MOBILE_BREAKPOINT}px)`;
export const ABOVE_MOBILE_QUERY = `@container ts-page (min-width:${MOBILE_BREAKPOINT + 1}px)`;

const BORDER_SIDE_PROPERTIES: Record<BorderSide, string[]> = {
  full: ['border'],
  top: ['border-top'],
  bottom: ['border-bottom'],
  topbottom: ['border-top', 'border-bottom'],
  left: ['border-left'],
  right: ['border-right'],
  leftright: ['border-left', 'border-right'],
};

function shadow(value: string): string | undefined {
  const match = /^(drop|inner)-(\d+)$/.exec(value);
  if (!match) return undefined;
  const alpha = Number(match[2]) / 100;
  return match[1] === 'inner' ? `inset 0 2px 8px rgba(0,0,0,${alpha})` : `0 4px 14px rgba(0,0,0,${alpha})`;
}

function radius(value: number, edge: NodeStyle['RadiusEdge']): string {
  if (edge === 'toponly') return `${value}px ${value}px 0 0`;
  if (edge === 'bottomonly') return `0 0 ${value}px ${value}px`;
  return `${value}px`;
}

/** Declarations any device may override (spacing, width, background colour, radius, font size). */
function responsiveDeclarations(style: StyleOverride, edge: NodeStyle['RadiusEdge']): string[] {
  const out: string[] = [];
  const px = (property: string, value: number | undefined) => {
    if (value !== undefined) out.push(`${property}:${value}px`);
  };
  px('padding-top', style.PaddingTop);
  px('padding-bottom', style.PaddingBottom);
  px('padding-left', style.PaddingLeft);
  px('padding-right', style.PaddingRight);
  px('margin-top', style.MarginTop);
  px('margin-bottom', style.MarginBottom);
  px('margin-left', style.MarginLeft);
  px('margin-right', style.MarginRight);
  if (style.Width !== undefined) out.push(`width:${style.Width}%`);
  if (style.BackgroundColor) out.push(`background-color:${style.BackgroundColor}`);
  if (style.BorderRadius !== undefined) out.push(`border-radius:${radius(style.BorderRadius, edge)}`);
  if (style.FontSize !== undefined) out.push(`font-size:${style.FontSize}px`);
  return out;
}

export function styleDeclarations(style: NodeStyle): string[] {
  const out = responsiveDeclarations(style, style.RadiusEdge);
  const boxShadow = style.BoxShadow ? shadow(style.BoxShadow) : undefined;
  if (boxShadow) out.push(`box-shadow:${boxShadow}`);
  if (style.BackgroundImage) {
    out.push(`background-image:url("${style.BackgroundImage}")`, 'background-size:cover');
    out.push(`background-position:${style.BackgroundImagePosition ?? 'center'}`);
  }
  if (style.Border) {
    const line = `${style.BorderWidth ?? 1}px ${style.BorderStyle ?? 'solid'} ${style.BorderColor ?? 'currentColor'}`;
    for (const property of BORDER_SIDE_PROPERTIES[style.Border]) out.push(`${property}:${line}`);
  }
  return out;
}

function hoverDeclarations(style: NodeStyle): string[] {
  const out: string[] = [];
  if (style.HoverBackgroundColor) out.push(`background-color:${style.HoverBackgroundColor}`);
  if (style.HoverBorderColor) out.push(`border-color:${style.HoverBorderColor}`);
  if (style.HoverTextColor) out.push(`color:${style.HoverTextColor}`);
  return out;
}

export interface StyleCssOptions {
  /** In the designer a node hidden on every device stays visible, dimmed, so it can be selected. */
  hiddenAs?: 'none' | 'dimmed';
}

/** The CSS of one node, addressed by its id (builder ids are [A-Za-z0-9_-] only, checked by the document schema). */
export function nodeStyleCss(id: string, style: NodeStyle | undefined, options: StyleCssOptions = {}): string {
  if (!style) return '';
  const selector = `#${id}`;
  const rules: string[] = [];
  const rule = (sel: string, declarations: string[]) => {
    if (declarations.length) rules.push(`${sel}{${declarations.join(';')}}`);
  };
  rule(selector, styleDeclarations(style));
  const hover = hoverDeclarations(style);
  if (hover.length) rule(`${selector}:hover`, [...hover.map((d) => `${d}`), 'transition:background-color .2s,border-color .2s,color .2s']);
  if (style.tablet) {
    const tablet = responsiveDeclarations(style.tablet, style.RadiusEdge);
    if (tablet.length) rules.push(`${TABLET_QUERY}{${selector}{${tablet.join(';')}}}`);
  }
  if (style.mobile) {
    const mobile = responsiveDeclarations(style.mobile, style.RadiusEdge);
    if (mobile.length) rules.push(`${MOBILE_QUERY}{${selector}{${mobile.join(';')}}}`);
  }
  // In the designer a delayed node stays in view so it can be edited.
  if (style.TimeDelayType && style.TimeDelay && options.hiddenAs !== 'dimmed') {
    rules.push(`${selector}{animation:ts-delay-${style.TimeDelayType} .4s ease ${style.TimeDelay}s both}`);
  }
  const hidden = options.hiddenAs === 'dimmed' ? 'opacity:.35' : 'display:none!important';
  if (style.show === false || style.Visibility === '') rules.push(`${selector}{${hidden}}`);
  else if (style.Visibility === 'desktop') rules.push(`${MOBILE_QUERY}{${selector}{display:none!important}}`);
  else if (style.Visibility === 'mobile') rules.push(`${ABOVE_MOBILE_QUERY}{${selector}{display:none!important}}`);
  return rules.join('');
}

/** Extra class names a node's wrapper carries for its style (hover animation, time delay). */
export function styleClassNames(style: NodeStyle | undefined): string[] {
  if (!style) return [];
  const names: string[] = [];
  if (style.HoverAnimation) names.push(`ts-hvr-${style.HoverAnimation}`);
  if (style.TimeDelayType && style.TimeDelay) names.push(`ts-delay-${style.TimeDelayType}`);
  return names;
}

/**
 * TimeDelay without JavaScript: the node's animation waits TimeDelay seconds, holding its first
 * frame meanwhile ("show": hidden until then) or its normal look ("hide": shown until then).
 */
export const TIME_DELAY_CSS: Readonly<Record<'show' | 'hide', string>> = {
  show: '@keyframes ts-delay-show{from{visibility:hidden;opacity:0}to{visibility:visible;opacity:1}}',
  hide: '@keyframes ts-delay-hide{from{opacity:1}to{visibility:hidden;opacity:0;height:0;margin:0;padding:0;overflow:hidden}}',
};

export function hoverAnimationCss(name: string): string {
  return HOVER_ANIMATION_CSS[name as HoverAnimation] ?? '';
}

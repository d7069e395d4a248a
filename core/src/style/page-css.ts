import type { PageDocument } from '../document/page-document.ts';
import { walkNodes } from '../document/tree-operations.ts';
import { HOVER_ANIMATION_CSS, REDUCED_MOTION_CSS, type HoverAnimation } from './hover-animations.ts';
import type { NodeStyle } from './node-style.ts';
import { nodeStyleCss, TIME_DELAY_CSS, type StyleCssOptions } from './style-css.ts';

function* styledNodes(doc: PageDocument): Generator<{ id: string; style?: NodeStyle }> {
  for (const { node } of walkNodes(doc)) yield node;
}

/** The CSS of every styled node of a page (its popups' too), plus the hover animations it uses and nothing else. */
export function pageStyleCss(doc: PageDocument, options: StyleCssOptions = {}): string {
  const parts: string[] = [];
  const animations = new Set<HoverAnimation>();
  const delays = new Set<'show' | 'hide'>();
  for (const { id, style } of styledNodes(doc)) {
    if (!style) continue;
    parts.push(nodeStyleCss(id, style, options));
    if (style.TimeDelayType && style.TimeDelay && options.hiddenAs !== 'dimmed') delays.add(style.TimeDelayType);
    if (style.HoverAnimation && style.HoverAnimation in HOVER_ANIMATION_CSS) animations.add(style.HoverAnimation as HoverAnimation);
  }
  parts.push(...[...delays].map((type) => TIME_DELAY_CSS[type]));
  if (animations.size) parts.push(...[...animations].map((name) => HOVER_ANIMATION_CSS[name]), REDUCED_MOTION_CSS);
  return parts.join('');
}

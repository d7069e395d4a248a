import {
  excludingScope,
  HOVER_ANIMATION_CSS,
  LAYOUT_CSS,
  nodeStyleCss,
  PAGE_SCOPE,
  pageSettingsCss,
  popupsCss,
  REDUCED_MOTION_CSS,
  type ColumnNode,
  type ElementNode,
  type HoverAnimation,
  type NodeStyle,
  type PageDocument,
  type PopupNode,
  type RowNode,
  type SectionNode,
} from '@tessera/core';
import { resolveElementProps } from '../element-nodes.ts';
import type { ElementRegistry } from '../plugins-context.tsx';
import { sectionWidthCss } from './section-width.ts';
import { validStyle } from './valid-style.ts';

/** The CSS a subtree contributes, kept in the four groups the published page orders its stylesheet by. */
interface CssPart {
  /** Section content widths, in document order. */
  widths: string;
  /** Node styles, in document order (core's pageStyleCss). */
  style: string;
  /** Each element's css(props, '#id'), in document order. */
  elements: string;
  /** Plugins whose baseCss the subtree needs, in order of first use. */
  plugins: readonly string[];
  animations: readonly HoverAnimation[];
}

const EMPTY: CssPart = { widths: '', style: '', elements: '', plugins: [], animations: [] };

function merge(parts: readonly CssPart[], own: CssPart = EMPTY): CssPart {
  const all = [own, ...parts];
  return {
    widths: all.map((p) => p.widths).join(''),
    style: all.map((p) => p.style).join(''),
    elements: all.map((p) => p.elements).join(''),
    plugins: [...new Set(all.flatMap((p) => p.plugins))],
    animations: [...new Set(all.flatMap((p) => p.animations))],
  };
}

function ownStyle(id: string, style: NodeStyle | undefined): CssPart {
  if (!style) return EMPTY;
  const valid = validStyle(style);
  const animation = valid.HoverAnimation && Object.hasOwn(HOVER_ANIMATION_CSS, valid.HoverAnimation) ? [valid.HoverAnimation as HoverAnimation] : [];
  // Hidden nodes stay on the canvas, dimmed, so they can still be selected and shown again.
  return { ...EMPTY, style: nodeStyleCss(id, valid, { hiddenAs: 'dimmed' }), animations: animation };
}

/** The user's custom CSS never reaches the canvas's own handles, toolbars and drop zones. */
const DESIGNER_SCOPE = excludingScope(PAGE_SCOPE, '.canvas-chrome');

/**
 * The canvas stylesheet, built like the published page's (render-page.tsx): layout and
 * section widths, the base CSS of each plugin in use once, node styles and their hover
 * animations, then each element's own CSS, the popups' CSS and the page settings with the
 * custom CSS; of the sections, only those `shown` (all when not given). Every subtree's part is remembered by node identity; core's operations
 * keep untouched nodes identical, so typing in one element recomputes that element and
 * the spine above it, not the page.
 */
export function createCanvasCss(registry: ElementRegistry): (doc: PageDocument, shown?: ReadonlySet<string> | null, pluginsVersion?: number) => string {
  let parts = new WeakMap<object, CssPart>();
  // Set when an element's plugin had not loaded yet: once plugins load, the parts are built afresh.
  let awaitsPlugins = false;
  let last: { doc: PageDocument; shown: ReadonlySet<string> | null; css: string } | null = null;
  const settingsCss = new WeakMap<object, string>();
  const settings = (doc: PageDocument) => {
    if (!doc.settings) return '';
    let css = settingsCss.get(doc.settings);
    if (css === undefined) {
      css = pageSettingsCss(doc.settings, { scopeRule: DESIGNER_SCOPE });
      settingsCss.set(doc.settings, css);
    }
    return css;
  };

  const remember = <T extends object>(node: T, build: (node: T) => CssPart): CssPart => {
    let part = parts.get(node);
    if (!part) {
      part = build(node);
      parts.set(node, part);
    }
    return part;
  };

  const element = (node: ElementNode) =>
    remember(node, () => {
      const definition = registry.get(node.key);
      const own = ownStyle(node.id, node.style);
      if (!definition) {
        awaitsPlugins ||= registry.isPending(node.key);
        return own;
      }
      const resolved = resolveElementProps(definition, node);
      // Only props the schema accepted may be written into CSS.
      const css = resolved.ok && definition.css ? definition.css(resolved.props, `#${node.id}`) : '';
      return { ...own, elements: css, plugins: definition.baseCss ? [definition.id] : [] };
    });
  const column = (node: ColumnNode) => remember(node, () => merge(node.elements.map(element), ownStyle(node.id, node.style)));
  const row = (node: RowNode) => remember(node, () => merge(node.columns.map(column), ownStyle(node.id, node.style)));
  const section = (node: SectionNode) =>
    remember(node, () => merge(node.rows.map(row), { ...ownStyle(node.id, node.style), widths: sectionWidthCss(node) }));
  const popup = (node: PopupNode) => remember(node, () => merge(node.rows.map(row), ownStyle(node.id, node.style)));

  let builtAt = 0;
  return (doc, shown = null, pluginsVersion = 0) => {
    if (awaitsPlugins && pluginsVersion !== builtAt) {
      parts = new WeakMap();
      awaitsPlugins = false;
      last = null;
    }
    builtAt = pluginsVersion;
    if (last?.doc !== doc || last.shown !== shown) {
      const sections = shown ? doc.sections.filter((node) => shown.has(node.id)) : doc.sections;
      const page = merge([...sections.map(section), ...(doc.popups ?? []).map(popup)]);
      const animations = page.animations.map((name) => HOVER_ANIMATION_CSS[name]).join('');
      const css = [
        LAYOUT_CSS,
        page.widths,
        ...page.plugins.map((id) => registry.get(id)?.baseCss ?? ''),
        page.style,
        animations,
        animations ? REDUCED_MOTION_CSS : '',
        page.elements,
        popupsCss(doc),
        settings(doc),
      ].join('');
      last = { doc, shown, css };
    }
    return last.css;
  };
}

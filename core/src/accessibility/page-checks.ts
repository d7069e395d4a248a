import type { z } from 'zod';
import { DEFAULT_BRAND_KIT, type BrandKit } from '../brand/brand-kit.ts';
import type { ColumnNode, ElementNode, PageDocument, PopupNode, RowNode, SectionNode } from '../document/page-document.ts';
import { walkElements } from '../document/tree-operations.ts';
import type { NodeStyle } from '../style/node-style.ts';
import { validPageSettings } from '../style/page-settings.ts';
import { contrastRatio, paintOver, parseColor, requiredContrast, type Rgba } from './contrast.ts';
import type { AccessibleHeading, ElementAccessibility } from './element-accessibility.ts';
import { kitColor } from './kit-colors.ts';

/*
 * Where the check runs: here, as a pure function of the page document and the installed
 * elements' `accessibility` hooks, not on the canvas's rendered DOM. The canvas renders
 * far-off sections as empty placeholders until they are scrolled near (use-near-viewport),
 * shows one popup at a time and adds its own handles and toolbars, so a DOM walk would miss
 * or misread parts of a long page, and its colours would be the designer's device preview
 * rather than what every visitor gets. Working from the document sees every node, computes
 * the background each element sits on from the styles the published page is built from (page,
 * section, row, column, element), runs in a unit test and on the server alike (the starter
 * collection is checked with it), and names no element type: each plugin, an app's elements
 * included, describes its own headings, images, links, fields and text through the hook, and
 * an element without the hook is simply not checked.
 */

/** The page's background where a colour cannot be read (server render-page BASE_CSS). */
export const DEFAULT_PAGE_BACKGROUND = '#ffffff';
/** Popups are drawn on a white box unless their style says otherwise (popup-css). */
const DEFAULT_POPUP_BACKGROUND = '#ffffff';

export type AccessibilityRule = 'heading-order' | 'image-alt' | 'contrast' | 'link-name' | 'field-label';

export interface AccessibilityProblem {
  rule: AccessibilityRule;
  /** The element to show; null for a problem of the page as a whole (no heading at all). */
  elementId: string | null;
  /** The popup holding the element, which the canvas must open to show it. */
  popupId: string | null;
  /** One line saying what is wrong and how to put it right. */
  message: string;
}

/** What the check needs of an installed element: its props' schema (defaults fill stored props) and its hook. */
export interface AccessibilityElements {
  get(key: string): { props: z.ZodType; accessibility?: (props: never) => ElementAccessibility } | undefined;
}

export interface PageCheckOptions {
  /**
   * Whether the design is a whole page, which needs exactly one H1. Blocks, meant to be placed
   * among other sections, are checked with false: only their levels must not skip.
   */
  wholePage?: boolean;
  /**
   * The website's brand kit: the page's text and background, and every colour an element
   * leaves to the kit, are its colours. Without one, the default kit's (what a website that set
   * none publishes with).
   */
  brandKit?: BrandKit | null | undefined;
}

/** A node's background layer: a colour to paint, or null when an image makes it unknowable. */
type Layer = Rgba | null | undefined;

function layerOf(style: NodeStyle | undefined): Layer {
  if (!style) return undefined;
  if (style.BackgroundImage) return null;
  return style.BackgroundColor ? (parseColor(style.BackgroundColor) ?? undefined) : undefined;
}

const isHidden = (style: NodeStyle | undefined) => style?.show === false || style?.Visibility === '';

/** Paints the layers over the base; null once a background image (or an unknown colour) is among them. */
function backgroundOf(base: Rgba, layers: readonly Layer[]): Rgba | null {
  let background = base;
  for (const layer of layers) {
    if (layer === null) return null;
    if (layer) background = paintOver(layer, background);
  }
  return background;
}

const quote = (text: string) => {
  const words = text.replace(/\s+/g, ' ').trim();
  return words.length > 40 ? `“${words.slice(0, 39)}…”` : `“${words}”`;
};
const formatRatio = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`;

interface PlacedElement {
  element: ElementNode;
  popupId: string | null;
  layers: Layer[];
  description: ElementAccessibility;
}

type AccessibilityElement = NonNullable<ReturnType<AccessibilityElements['get']>>;

/**
 * Each element's description by its props object. Core's operations replace only the props an
 * edit changes, so the check that follows an edit parses one element's props again, not the
 * page's: at 10,000 elements every check parsed them all, about 100 ms on the 2-core machine.
 */
const descriptions = new WeakMap<object, { definition: AccessibilityElement; description: ElementAccessibility | undefined }>();

/** Whether the check has nothing to parse for the element: its type has no hook, or its props are described already. */
function described(elements: AccessibilityElements, element: ElementNode): boolean {
  const definition = elements.get(element.key);
  return !definition?.accessibility || descriptions.get(element.props)?.definition === definition;
}

function describe(elements: AccessibilityElements, element: ElementNode): ElementAccessibility | undefined {
  const definition = elements.get(element.key);
  if (!definition?.accessibility) return undefined;
  if (described(elements, element)) return descriptions.get(element.props)!.description;
  const parsed = definition.props.safeParse(element.props);
  const description = parsed.success ? definition.accessibility(parsed.data as never) : undefined;
  descriptions.set(element.props, { definition, description });
  return description;
}

/**
 * Describes the page's elements ahead of its check while `timeLeft()` says so, for a caller that
 * spreads the first check of a large page over idle moments instead of one long task; true once
 * every element is described, when checkPageAccessibility will not need to parse any.
 */
export function describePageAhead(design: PageDocument, elements: AccessibilityElements, timeLeft: () => boolean): boolean {
  for (const { element } of walkElements(design)) {
    if (described(elements, element)) continue;
    if (!timeLeft()) return false;
    describe(elements, element);
  }
  return true;
}

function* placedElements(design: PageDocument, elements: AccessibilityElements): Generator<PlacedElement> {
  const tops: [SectionNode | PopupNode, string | null][] = [
    ...design.sections.map((section): [SectionNode, null] => [section, null]),
    ...(design.popups ?? []).map((popup): [PopupNode, string] => [popup, popup.id]),
  ];
  for (const [top, popupId] of tops) {
    if (isHidden(top.style)) continue;
    for (const row of top.rows as RowNode[]) {
      if (isHidden(row.style)) continue;
      for (const column of row.columns as ColumnNode[]) {
        if (isHidden(column.style)) continue;
        for (const element of column.elements) {
          if (isHidden(element.style)) continue;
          const description = describe(elements, element);
          if (!description) continue;
          const popupBase = popupId ? [parseColor(DEFAULT_POPUP_BACKGROUND)] : [];
          yield { element, popupId, layers: [...popupBase, layerOf(top.style), layerOf(row.style), layerOf(column.style), layerOf(element.style)], description };
        }
      }
    }
  }
}

function headingProblems(headings: readonly { heading: AccessibleHeading; placed: PlacedElement }[], wholePage: boolean): AccessibilityProblem[] {
  const problems: AccessibilityProblem[] = [];
  const problem = (placed: PlacedElement | null, message: string) =>
    problems.push({ rule: 'heading-order', elementId: placed?.element.id ?? null, popupId: placed?.popupId ?? null, message });
  const h1s = headings.filter(({ heading }) => heading.level === 1);
  if (wholePage && h1s.length === 0) {
    const first = headings[0];
    problem(first?.placed ?? null, first ? `No H1 on the page: make its main heading, perhaps ${quote(first.heading.text)}, an H1` : 'No headings on the page: give it one H1 that says what the page is about');
  }
  if (wholePage) for (const { heading, placed } of h1s.slice(1)) problem(placed, `Another H1, ${quote(heading.text)}: a page has one H1, so make this an H2`);
  let previous = 0;
  for (const { heading, placed } of headings) {
    // Before the first heading there is no level to skip from: a missing H1 is the rule above.
    if (previous > 0 && heading.level > previous + 1) {
      problem(placed, `H${heading.level} ${quote(heading.text)} comes after an H${previous}: make it an H${previous + 1}, or add an H${previous + 1} before it`);
    }
    previous = heading.level;
  }
  return problems;
}

/**
 * The accessibility problems of a page as it would be published: heading levels that skip (and
 * a page without exactly one H1), images without alt text, text that contrasts too little with
 * what it sits on (WCAG AA), links and buttons without a name, and form fields without a label.
 * In document order, popups after the page. Hidden nodes are left out, as the page leaves them out.
 */
export function checkPageAccessibility(design: PageDocument, elements: AccessibilityElements, options: PageCheckOptions = {}): AccessibilityProblem[] {
  const wholePage = options.wholePage ?? true;
  const settings = validPageSettings(design.settings);
  const kit = options.brandKit ?? DEFAULT_BRAND_KIT;
  const color = (value: string) => parseColor(kitColor(value, kit));
  // The published body is drawn in the kit's text and background colours (brandKitCss); page settings paint over it.
  const kitBackground = parseColor(kit.colors.background) ?? parseColor(DEFAULT_PAGE_BACKGROUND)!;
  const pageBackground = (settings.BackgroundColor ? parseColor(settings.BackgroundColor) : null) ?? kitBackground;
  const base = pageBackground.a < 1 ? paintOver(pageBackground, kitBackground) : pageBackground;
  const textColor = settings.TextColor ?? kit.colors.text;

  const problems: AccessibilityProblem[] = [];
  const headings: { heading: AccessibleHeading; placed: PlacedElement }[] = [];
  for (const placed of placedElements(design, elements)) {
    const { element, popupId, description } = placed;
    const add = (rule: AccessibilityRule, message: string) => problems.push({ rule, elementId: element.id, popupId, message });
    if (!popupId) for (const heading of description.headings ?? []) headings.push({ heading, placed });
    for (const image of description.images ?? []) {
      if (!image.decorative && image.alt.trim() === '') add('image-alt', 'Image without alt text: describe what it shows for people who cannot see it');
    }
    for (const link of description.links ?? []) {
      if (link.name.trim() === '') add('link-name', link.role === 'button' ? 'Button without text or label: give it words that say what it does' : 'Link without text or label: give it words that say where it leads');
    }
    for (const field of description.fields ?? []) {
      if (field.label.trim() === '') add('field-label', 'Form field without a label: give it one (it may stay hidden)');
    }
    for (const text of description.texts ?? []) {
      if (text.text.trim() === '') continue;
      const background = backgroundOf(base, text.background === undefined ? placed.layers : [...placed.layers, color(text.background) ?? null]);
      const foreground = color(text.color ?? textColor);
      if (!background || !foreground) continue;
      const ratio = contrastRatio(foreground, background);
      const needed = requiredContrast(text.size, text.bold ?? false);
      if (ratio < needed) add('contrast', `Low contrast, ${formatRatio(ratio)}, for ${quote(text.text)}: text this size needs ${needed}:1 against its background`);
    }
  }
  const position = documentOrder(design);
  const at = (problem: AccessibilityProblem) => (problem.elementId ? (position.get(problem.elementId) ?? -1) : -1);
  return [...headingProblems(headings, wholePage), ...problems].sort((a, b) => at(a) - at(b));
}

/** Each element's place in the document, so the list reads top to bottom (popups last); page-wide problems come first. */
function documentOrder(design: PageDocument): Map<string, number> {
  const position = new Map<string, number>();
  for (const top of [...design.sections, ...(design.popups ?? [])]) {
    for (const row of top.rows) {
      for (const column of row.columns) for (const element of column.elements) position.set(element.id, position.size);
    }
  }
  return position;
}

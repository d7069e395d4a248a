import { z } from 'zod';
import { CONTENT_WIDTHS, type ContentWidth } from '../constants/layout.ts';
import { FONT_FAMILIES, fontStack } from '../constants/typography.ts';
import { colorSchema } from './node-style.ts';
import { compileScopedCss, type ScopeSelector } from './scoped-css.ts';

/** The page the settings and the custom CSS apply to: every published page and the designer canvas carry it. */
export const PAGE_SCOPE = '.ts-page';
export const PAGE_CUSTOM_CSS_MAX = 20_000;

const CONTENT_WIDTH_NAMES = Object.keys(CONTENT_WIDTHS) as [ContentWidth, ...ContentWidth[]];

/**
 * A page's global settings (spec §2 "global settings, custom CSS"): what its text looks like
 * unless an element says otherwise, its background, how wide sections' content is by default,
 * and CSS of the user's own, scoped to the page. Every field is optional: absent means the theme's.
 */
export const pageSettingsSchema = z
  .object({
    FontFamily: z.enum(FONT_FAMILIES),
    TextColor: colorSchema,
    LinkColor: colorSchema,
    BackgroundColor: colorSchema,
    /** Sections without a content width of their own take this one (else 1170px). */
    ContentWidth: z.enum(CONTENT_WIDTH_NAMES),
    CustomCss: z
      .string()
      .max(PAGE_CUSTOM_CSS_MAX, `Custom CSS holds at most ${PAGE_CUSTOM_CSS_MAX} characters`)
      .superRefine((css, ctx) => {
        const result = compileScopedCss(css, PAGE_SCOPE);
        if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
      }),
  })
  .partial();
export type PageSettings = z.infer<typeof pageSettingsSchema>;

/** The fields of `settings` its schema accepts: what is half typed in the designer never reaches a stylesheet. */
export function validPageSettings(settings: unknown): PageSettings {
  if (!settings || typeof settings !== 'object') return {};
  const parsed = pageSettingsSchema.safeParse(settings);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  const kept = Object.fromEntries(Object.entries(settings).filter(([field]) => !bad.has(field)));
  return pageSettingsSchema.safeParse(kept).data ?? {};
}

/** Legacy single-colon pseudo-elements, which must stay at the end of a selector like "::" ones. */
const PSEUDO_ELEMENT = /::|:(?:before|after|first-line|first-letter)\b/i;

/**
 * A scope for the designer: the user's rules apply inside the page but never to what matches
 * `exclude` (the canvas's own handles and toolbars) or anything inside it. The guard adds no
 * specificity (`:where`), so the cascade is the published page's; it goes before a pseudo-element.
 */
export function excludingScope(scope: string, exclude: string): ScopeSelector {
  const guard = `:not(:where(${exclude},${exclude} *))`;
  return (selector) => {
    const at = selector.search(PSEUDO_ELEMENT);
    const guarded = at < 0 ? `${selector}${guard}` : `${selector.slice(0, at)}${guard}${selector.slice(at)}`;
    return `${scope} ${guarded}`;
  };
}

export interface PageSettingsCssOptions {
  /** How the custom CSS's rules are scoped; the published page's default prefixes them with `.ts-page`. */
  scopeRule?: ScopeSelector;
}

/**
 * The CSS of a page's settings, written after everything else of the page: font, colours and
 * background on the page, the default content width under the sections' own, then the custom
 * CSS. Fields that do not validate are left out, so nothing typed can break the stylesheet.
 */
export function pageSettingsCss(settings: unknown, options: PageSettingsCssOptions = {}): string {
  const valid = validPageSettings(settings);
  const page: string[] = [];
  if (valid.FontFamily) page.push(`font-family:${fontStack(valid.FontFamily)}`);
  if (valid.TextColor) page.push(`color:${valid.TextColor}`);
  if (valid.BackgroundColor) page.push(`background-color:${valid.BackgroundColor}`);
  const parts: string[] = [];
  if (page.length) parts.push(`${PAGE_SCOPE}{${page.join(';')}}`);
  if (valid.LinkColor) parts.push(`${PAGE_SCOPE} a{color:${valid.LinkColor}}`);
  if (valid.ContentWidth) {
    const px = CONTENT_WIDTHS[valid.ContentWidth];
    // Two classes beat LAYOUT_CSS's one; a section's own width (#id>…) beats this.
    parts.push(`${PAGE_SCOPE} .ts-section__inner{max-width:${px === null ? 'none' : `${px}px`}}`);
  }
  if (valid.CustomCss) {
    const custom = compileScopedCss(valid.CustomCss, PAGE_SCOPE, options.scopeRule);
    if (custom.ok) parts.push(custom.css);
  }
  return parts.join('');
}

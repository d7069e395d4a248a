import { z } from 'zod';
import { BRAND_FONT_IDS, brandFontFaceCss, brandFontStack } from './brand-fonts.ts';

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'Use a colour such as #1f2937');

export const BUTTON_SHAPES = ['square', 'rounded', 'pill'] as const;
export type ButtonShape = (typeof BUTTON_SHAPES)[number];

/**
 * A website's brand kit: the colours, fonts, button shape and spacing its elements take unless
 * an element says otherwise. Pages read it through CSS custom properties (brandKitCss), so a
 * changed kit restyles every page once the pages are rendered again, without touching them.
 */
export const brandKitSchema = z.object({
  colors: z.object({
    primary: hexColour,
    secondary: hexColour,
    accent: hexColour,
    text: hexColour,
    background: hexColour,
    muted: hexColour,
  }),
  headingFont: z.enum(BRAND_FONT_IDS, { error: 'Pick one of the offered fonts' }),
  bodyFont: z.enum(BRAND_FONT_IDS, { error: 'Pick one of the offered fonts' }),
  buttonShape: z.enum(BUTTON_SHAPES),
  /** Corner radius of "rounded" buttons, in px; square ones have none, pills a full one. */
  buttonRadius: z.number().int('Use whole pixels').min(0, 'At least 0px').max(40, 'At most 40px'),
  /** The spacing unit in px; the scale is its multiples (--brand-space-1 … --brand-space-6). */
  spacing: z.number().int('Use whole pixels').min(4, 'At least 4px').max(16, 'At most 16px'),
});
export type BrandKit = z.infer<typeof brandKitSchema>;

/**
 * The kit of a website that has not set one: the values elements had before brand kits, so
 * that pages of such websites look as they did.
 */
export const DEFAULT_BRAND_KIT: BrandKit = {
  colors: { primary: '#2563eb', secondary: '#1d4ed8', accent: '#f59e0b', text: '#1f2937', background: '#ffffff', muted: '#4b5563' },
  headingFont: 'poppins',
  bodyFont: 'poppins',
  buttonShape: 'rounded',
  buttonRadius: 6,
  spacing: 8,
};

/** A stored kit as it is used: what is missing or broken falls back to the default kit. */
export function brandKitOf(stored: unknown): BrandKit {
  const parsed = brandKitSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_BRAND_KIT;
}

/** The names of the CSS custom properties of a kit, without their leading "--brand-". */
export const BRAND_TOKENS = ['primary', 'secondary', 'accent', 'text', 'background', 'muted', 'heading-font', 'body-font', 'radius', 'space'] as const;
export type BrandToken = (typeof BRAND_TOKENS)[number];

const SPACE_STEPS = [1, 2, 3, 4, 6, 8];

function radiusOf(kit: BrandKit): string {
  if (kit.buttonShape === 'square') return '0px';
  if (kit.buttonShape === 'pill') return '999px';
  return `${kit.buttonRadius}px`;
}

/** The kit's custom properties, by full name. */
export function brandKitVariables(kit: BrandKit): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(kit.colors)) variables[`--brand-${name}`] = value;
  variables['--brand-heading-font'] = brandFontStack(kit.headingFont);
  variables['--brand-body-font'] = brandFontStack(kit.bodyFont);
  variables['--brand-radius'] = radiusOf(kit);
  variables['--brand-space'] = `${kit.spacing}px`;
  SPACE_STEPS.forEach((step, index) => (variables[`--brand-space-${index + 1}`] = `${kit.spacing * step}px`));
  return variables;
}

/**
 * The CSS a page of a website carries for its kit: the fonts it uses, its custom properties on
 * `scope` (":root" on a published page, the canvas' root in the designer), and the page's
 * text and background in the kit's colours.
 */
export function brandKitCss(kit: BrandKit, scope = ':root'): string {
  const declarations = Object.entries(brandKitVariables(kit))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const page = scope === ':root' ? 'body' : scope;
  return `${brandFontFaceCss([kit.headingFont, kit.bodyFont])}${scope}{${declarations}}${page}{color:var(--brand-text);background:var(--brand-background);font-family:var(--brand-body-font)}`;
}

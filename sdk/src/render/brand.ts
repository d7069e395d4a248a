import { BRAND_TOKENS, colorSchema, DEFAULT_FONT_FAMILY, FONT_FAMILIES, fontStack, type BrandToken, type FontFamily } from '@tessera/core';
import { z } from 'zod';

export { BRAND_TOKENS, type BrandToken };

/**
 * A value of the website's brand kit, as CSS: `var(--brand-<token>, fallback)`. Every published
 * page and the designer canvas define the kit's custom properties, so an element that leaves a
 * colour, font or radius to the kit writes this instead of a fixed value; the fallback applies
 * where no kit is defined (outside a page).
 */
export function brandVar(token: BrandToken, fallback?: string): string {
  return fallback === undefined ? `var(--brand-${token})` : `var(--brand-${token}, ${fallback})`;
}

/** A colour prop that may be left to the brand kit: '' takes the kit's colour (see `colorOrBrand`). */
export const brandColorSchema = z.union([colorSchema, z.literal('')]);

/** The colour an element draws with: its own, else the kit's `token` (then `fallback`). */
export function colorOrBrand(color: string, token: BrandToken, fallback?: string): string {
  return color || brandVar(token, fallback);
}

/** A font family prop that may be left to the brand kit: '' takes the kit's heading or body font. */
export const brandFontFamilySchema = z.union([z.enum(FONT_FAMILIES), z.literal('')]);
export type BrandFontFamily = FontFamily | '';

/** Which of the kit's two fonts text that has no font of its own takes. */
export type BrandFontRole = 'heading' | 'body';

/** The CSS font-family of an element's text: its own family, else the kit's heading or body font. */
export function fontOrBrand(family: BrandFontFamily, role: BrandFontRole = 'body'): string {
  return family ? fontStack(family) : brandVar(`${role}-font`, fontStack(DEFAULT_FONT_FAMILY));
}

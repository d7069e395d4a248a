import {
  DEFAULT_FONT_FAMILY,
  FONT_WEIGHTS,
  LINE_HEIGHTS,
  MAX_FONT_SIZE,
  MIN_FONT_SIZE,
  type FontFamily,
} from '@tessera/core';
import { z } from 'zod';
import { brandColorSchema, brandFontFamilySchema, type BrandFontRole, type BrandToken } from '../render/brand.ts';

/**
 * The typography props every text element has (spec §3, §9): alignment, colour, font family,
 * font size and its mobile size, line height, font weight and letter spacing. An element
 * spreads `typographyFields(defaults)` into its props schema, renders with `typographyStyle`
 * and `typographyCss`, and edits them with `TypographyFields` from "@tessera/sdk/editor".
 */

export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

export type LineHeight = (typeof LINE_HEIGHTS)[number];
export type FontWeight = (typeof FONT_WEIGHTS)[number]['value'];
export const FONT_WEIGHT_VALUES = FONT_WEIGHTS.map((weight) => weight.value) as readonly FontWeight[];

/** Letter spacing in px; negative values tighten. */
export const MIN_LETTER_SPACING = -5;
export const MAX_LETTER_SPACING = 20;

export const fontSizeSchema = z
  .number()
  .int('Font size is a whole number of pixels')
  .min(MIN_FONT_SIZE, `Font size is at least ${MIN_FONT_SIZE}px`)
  .max(MAX_FONT_SIZE, `Font size is at most ${MAX_FONT_SIZE}px`);

export const lineHeightSchema = z.literal(LINE_HEIGHTS, { error: `Line height is one of ${LINE_HEIGHTS.join(', ')}` });

export const fontWeightSchema = z.literal(FONT_WEIGHT_VALUES, { error: `Font weight is one of ${FONT_WEIGHT_VALUES.join(', ')}` });

export const letterSpacingSchema = z
  .number()
  .min(MIN_LETTER_SPACING, `Letter spacing is at least ${MIN_LETTER_SPACING}px`)
  .max(MAX_LETTER_SPACING, `Letter spacing is at most ${MAX_LETTER_SPACING}px`);

/**
 * What an element's text takes from the website's brand kit while its colour and font are left
 * empty: the kit's `font` (heading or body) and colour `color`. `fallback` is the colour where no
 * kit is defined.
 */
export interface TypographyBrand {
  font: BrandFontRole;
  color: BrandToken;
  fallback?: string;
}

/** The defaults an element picks; the font sizes have none, since each element has its own. */
export interface TypographyDefaults {
  fontSize: number;
  /** Below the 767px breakpoint (spec §9). */
  mobileFontSize: number;
  alignment?: TextAlignment;
  color?: string;
  fontFamily?: FontFamily;
  lineHeight?: LineHeight;
  fontWeight?: FontWeight;
  letterSpacing?: number;
  /** Leave colour and font to the brand kit: new elements then wear the kit (render with `typographyStyle(props, brand)`). */
  brand?: TypographyBrand;
}

/** The typography fields with an element's defaults, to spread into its `z.object({...})`. */
export function typographyFields(defaults: TypographyDefaults) {
  return {
    alignment: z.enum(TEXT_ALIGNMENTS).default(defaults.alignment ?? 'left'),
    color: defaults.brand ? brandColorSchema.default('') : brandColorSchema.default(defaults.color ?? '#1f2937'),
    fontFamily: defaults.brand ? brandFontFamilySchema.default('') : brandFontFamilySchema.default(defaults.fontFamily ?? DEFAULT_FONT_FAMILY),
    fontSize: fontSizeSchema.default(defaults.fontSize),
    mobileFontSize: fontSizeSchema.default(defaults.mobileFontSize),
    lineHeight: lineHeightSchema.default(defaults.lineHeight ?? 1.5),
    fontWeight: fontWeightSchema.default(defaults.fontWeight ?? 400),
    letterSpacing: letterSpacingSchema.default(defaults.letterSpacing ?? 0),
  };
}

/** The typography schema alone, with neutral defaults (16px body text). */
export const typographySchema = z.object(typographyFields({ fontSize: 16, mobileFontSize: 16 }));

/** The typography props as an element holds them. */
export type Typography = z.infer<typeof typographySchema>;

import { MOBILE_QUERY } from '@tessera/core';
import type { CSSProperties } from 'react';
import { colorOrBrand, fontOrBrand } from '../render/brand.ts';
import type { Typography, TypographyBrand } from './typography-schema.ts';

const BODY_TEXT: TypographyBrand = { font: 'body', color: 'text' };

/** The colour of text drawn with the typography fields: its own, else the brand kit's colour `brand` names. */
export function typographyColor(color: string, brand: TypographyBrand = BODY_TEXT): string {
  return colorOrBrand(color, brand.color, brand.fallback ?? '#1f2937');
}

/**
 * A text element's typography as inline style, for its Render: the canvas and the published
 * page then look alike without any stylesheet.
 */
export function typographyStyle(typography: Typography, brand: TypographyBrand = BODY_TEXT): CSSProperties {
  return {
    textAlign: typography.alignment,
    color: typographyColor(typography.color, brand),
    fontFamily: fontOrBrand(typography.fontFamily, brand.font),
    fontSize: `${typography.fontSize}px`,
    lineHeight: typography.lineHeight,
    fontWeight: typography.fontWeight,
    letterSpacing: typography.letterSpacing ? `${typography.letterSpacing}px` : undefined,
  };
}

/**
 * The CSS typography needs beyond `typographyStyle`: the mobile font size, below the 767px
 * breakpoint (spec §9). `selector` is the styled node inside the element, e.g. "#element-1 .ts-h1"
 * (an element's `css(props, scope)` passes `${scope} .ts-h1`). The rule must beat the inline
 * font size, hence `!important`; nothing is emitted when both sizes are the same.
 */
export function typographyCss(selector: string, typography: Pick<Typography, 'fontSize' | 'mobileFontSize'>): string {
  if (typography.mobileFontSize === typography.fontSize) return '';
  return `${MOBILE_QUERY}{${selector}{font-size:${typography.mobileFontSize}px!important}}`;
}

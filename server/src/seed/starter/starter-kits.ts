import type { BrandFontId, BrandKit, ButtonShape } from '@tessera/core';
import type { Palette } from './palettes.ts';

/** The type and buttons of a site template, beside its palette. */
export interface StarterLook {
  headingFont: BrandFontId;
  bodyFont: BrandFontId;
  buttonShape: ButtonShape;
  buttonRadius: number;
}

/**
 * A site template's brand kit, made of its palette: the sections leave fonts, filled buttons
 * and text on light bands to it, so the pairs the palette keeps readable stay readable.
 */
export function starterKit(palette: Palette, look: StarterLook): BrandKit {
  return {
    colors: { primary: palette.primary, secondary: palette.primaryHover, accent: palette.soft, text: palette.heading, background: palette.page, muted: palette.muted },
    ...look,
    spacing: 8,
  };
}

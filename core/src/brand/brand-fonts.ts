/**
 * The fonts a brand kit picks from: a curated set served by the Tessera server itself (from the
 * @fontsource packages, under BRAND_FONTS_URL_PREFIX), so no published page asks a third-party
 * font host. Each is served in the weights below, Latin subset.
 */
export const BRAND_FONT_WEIGHTS = [400, 700] as const;

export const BRAND_FONTS_URL_PREFIX = '/_fonts/';

export interface BrandFont {
  id: string;
  family: string;
  /** The fallback used while the font loads, or when it cannot. */
  fallback: 'serif' | 'sans-serif';
}

export const BRAND_FONTS = [
  { id: 'inter', family: 'Inter', fallback: 'sans-serif' },
  { id: 'poppins', family: 'Poppins', fallback: 'sans-serif' },
  { id: 'dm-sans', family: 'DM Sans', fallback: 'sans-serif' },
  { id: 'montserrat', family: 'Montserrat', fallback: 'sans-serif' },
  { id: 'lora', family: 'Lora', fallback: 'serif' },
  { id: 'merriweather', family: 'Merriweather', fallback: 'serif' },
  { id: 'playfair-display', family: 'Playfair Display', fallback: 'serif' },
  { id: 'roboto-slab', family: 'Roboto Slab', fallback: 'serif' },
] as const satisfies readonly BrandFont[];

export type BrandFontId = (typeof BRAND_FONTS)[number]['id'];

export const BRAND_FONT_IDS = BRAND_FONTS.map((font) => font.id) as [BrandFontId, ...BrandFontId[]];

export function brandFont(id: BrandFontId): BrandFont {
  return BRAND_FONTS.find((font) => font.id === id)!;
}

const FALLBACK_STACKS: Record<BrandFont['fallback'], string> = {
  serif: 'Georgia, "Times New Roman", serif',
  'sans-serif': 'system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
};

/** The CSS font-family value of a brand font, its fallbacks after it. */
export function brandFontStack(id: BrandFontId): string {
  const font = brandFont(id);
  return `"${font.family}", ${FALLBACK_STACKS[font.fallback]}`;
}

/** The address of one weight of a brand font, as the server serves it. */
export function brandFontFileUrl(id: BrandFontId, weight: (typeof BRAND_FONT_WEIGHTS)[number]): string {
  return `${BRAND_FONTS_URL_PREFIX}${id}-${weight}.woff2`;
}

/** The @font-face rules of the given fonts (each once), for a page that uses them. */
export function brandFontFaceCss(ids: readonly BrandFontId[]): string {
  return [...new Set(ids)]
    .flatMap((id) =>
      BRAND_FONT_WEIGHTS.map(
        (weight) => `@font-face{font-family:"${brandFont(id).family}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${brandFontFileUrl(id, weight)}) format("woff2")}`,
      ),
    )
    .join('');
}

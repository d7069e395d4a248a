/** Typography constants of spec §9. */

export const DEFAULT_FONT_FAMILY = 'Poppins';

/** The 22 font families offered by the editors; Poppins is the default. */
export const FONT_FAMILIES = [
  'Poppins',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Oswald',
  'Raleway',
  'Merriweather',
  'Nunito',
  'Playfair Display',
  'Source Sans Pro',
  'PT Sans',
  'Ubuntu',
  'Noto Sans',
  'Rubik',
  'Work Sans',
  'Inter',
  'Quicksand',
  'Josefin Sans',
  'Bebas Neue',
  'Lora',
  'Arial',
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

/** General font sizes: 8 to 96 px. */
export const MIN_FONT_SIZE = 8;
export const MAX_FONT_SIZE = 96;
export const FONT_SIZES: readonly number[] = Array.from({ length: MAX_FONT_SIZE - MIN_FONT_SIZE + 1 }, (_, i) => MIN_FONT_SIZE + i);

/** Font sizes of the button editor: 9–19, then 21, 24, 30, 32, 36, 40, 48, 60. */
export const BUTTON_FONT_SIZES: readonly number[] = [
  ...Array.from({ length: 11 }, (_, i) => 9 + i),
  21, 24, 30, 32, 36, 40, 48, 60,
];

export const LINE_HEIGHTS = [1, 1.1, 1.15, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 2] as const;

export const FONT_WEIGHTS = [
  { value: 100, label: 'Thin' },
  { value: 200, label: 'Extra Light' },
  { value: 300, label: 'Light' },
  { value: 400, label: 'Regular' },
  { value: 500, label: 'Medium' },
  { value: 600, label: 'Semi Bold' },
  { value: 700, label: 'Bold' },
  { value: 800, label: 'Extra Bold' },
  { value: 900, label: 'Black' },
] as const;

/** Default icon and text size. */
export const DEFAULT_TEXT_SIZE = 14;

/** A CSS font-family value with generic fallbacks, since published pages load no web fonts from third parties. */
export function fontStack(family: string): string {
  const serif = ['Merriweather', 'Playfair Display', 'Lora'].includes(family);
  return `"${family.replaceAll('"', '')}", ${serif ? 'Georgia, serif' : 'system-ui, -apple-system, "Segoe UI", Arial, sans-serif'}`;
}

/** Colour contrast (WCAG 2), for text and logos drawn on colours the user did not pick, such as brand colours. */

/** Relative luminance of a #rgb or #rrggbb colour, 0 (black) to 1 (white); undefined for other notations. */
export function relativeLuminance(color: string): number | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const c = parseInt(full.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Contrast ratio of two relative luminances, 1 to 21. */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * `preferred` on `background` if it stays readable (3:1, WCAG's floor for large text and icons),
 * else black or white, whichever reads better. Colours it cannot read are returned as preferred.
 */
export function readableOn(background: string, preferred: string): string {
  const bg = relativeLuminance(background);
  const fg = relativeLuminance(preferred);
  if (bg === undefined || fg === undefined || contrastRatio(bg, fg) >= 3) return preferred;
  return contrastRatio(bg, 0) >= contrastRatio(bg, 1) ? '#000000' : '#ffffff';
}

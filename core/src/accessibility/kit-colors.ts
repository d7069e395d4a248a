import type { BrandKit } from '../brand/brand-kit.ts';

/** `var(--brand-<token>)` or `var(--brand-<token>, <fallback>)`, as `brandVar` writes it. */
const BRAND_VAR = /^var\(--brand-([a-z-]+)(?:,\s*(.+))?\)$/;

/**
 * The colour a visitor sees for a colour an element reports: a colour left to the brand kit
 * (written as the kit's custom property) is the website's kit colour, as the published page
 * defines it; anything else is itself. A token that is not one of the kit's colours gives its
 * fallback, as the browser would.
 */
export function kitColor(value: string, kit: BrandKit): string {
  const match = BRAND_VAR.exec(value.trim());
  if (!match) return value;
  const [, token, fallback] = match;
  const colors: Record<string, string> = kit.colors;
  return colors[token!] ?? fallback?.trim() ?? '';
}

/** Colour contrast as WCAG 2.1 defines it (success criterion 1.4.3, level AA). */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 (transparent) to 1 (opaque). */
  a: number;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

function hexColor(hex: string): Rgba | null {
  const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]+$/i.test(digits) || (digits.length !== 6 && digits.length !== 8)) return null;
  const channel = (at: number) => parseInt(digits.slice(at, at + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4), a: digits.length === 8 ? channel(6) / 255 : 1 };
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const amount = s * Math.min(l, 1 - l);
  const f = (n: number) => l - amount * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

function functionalColor(name: string, args: string): Rgba | null {
  const parts = args.split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4) return null;
  const number = (part: string, percentOf: number) => (part.endsWith('%') ? (parseFloat(part) / 100) * percentOf : parseFloat(part));
  const alpha = parts[3] === undefined ? 1 : number(parts[3], 1);
  const [first, second, third] = parts as [string, string, string];
  const rgb: [number, number, number] = name.startsWith('rgb')
    ? [number(first, 255), number(second, 255), number(third, 255)]
    : hslToRgb(parseFloat(first), number(second, 1) / (second.endsWith('%') ? 1 : 100), number(third, 1) / (third.endsWith('%') ? 1 : 100));
  if ([...rgb, alpha].some((value) => Number.isNaN(value))) return null;
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  return { r: clamp(rgb[0], 255), g: clamp(rgb[1], 255), b: clamp(rgb[2], 255), a: clamp(alpha, 1) };
}

/** A colour as the style schemas accept it (hex, rgb(a), hsl(a), transparent); null for anything else. */
export function parseColor(value: string): Rgba | null {
  const color = value.trim().toLowerCase();
  if (color === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  if (color.startsWith('#')) return hexColor(color.slice(1));
  const match = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(color);
  return match ? functionalColor(match[1]!, match[2]!) : null;
}

/** `top` painted over the opaque colour `below`. */
export function paintOver(top: Rgba, below: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, below.r), g: mix(top.g, below.g), b: mix(top.b, below.b), a: 1 };
}

function relativeLuminance(color: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/** The contrast ratio of text over a background, 1 to 21; a see-through text colour is painted over the background first. */
export function contrastRatio(text: Rgba, background: Rgba): number {
  const opaqueBackground = background.a < 1 ? paintOver(background, WHITE) : background;
  const opaqueText = text.a < 1 ? paintOver(text, opaqueBackground) : text;
  const [light, dark] = [relativeLuminance(opaqueText), relativeLuminance(opaqueBackground)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Large text (24px, or 18.66px bold: 18pt and 14pt) needs 3:1, other text 4.5:1. */
export function requiredContrast(size: number, bold: boolean): number {
  return size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
}

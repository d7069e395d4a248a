import { brandVar } from '../render/brand.ts';
import type { ButtonOption } from './button-option.ts';

/**
 * The brand kit's values where a button leaves its own empty; the fallbacks are the values buttons
 * had before kits. A module apart from the button's schema and CSS, so what reads a button's colours
 * alone (the accessibility check of every element with text) does not load them.
 */
export const BRAND_BUTTON = {
  background: brandVar('primary', '#2563eb'),
  text: brandVar('background', '#ffffff'),
  border: brandVar('primary', '#1d4ed8'),
  hover: brandVar('secondary', '#1d4ed8'),
  radius: brandVar('radius', '6px'),
};

/** The fill and the words' colour a button is drawn with: its own, else the brand kit's. */
export function buttonColors(option: Pick<ButtonOption, 'ButtonBackgroundColor' | 'TextColor'>): { background: string; text: string } {
  return { background: option.ButtonBackgroundColor || BRAND_BUTTON.background, text: option.TextColor || BRAND_BUTTON.text };
}

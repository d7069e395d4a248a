/** Layout constants of spec §9. */

/** Below this width the tablet layout applies. */
export const TABLET_BREAKPOINT = 1187;
/** Below this width the mobile layout applies (mobile font sizes, Visibility "desktop" hides). */
export const MOBILE_BREAKPOINT = 767;

export const DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];
export const DEFAULT_DEVICE: Device = 'desktop';

export const CONTENT_WIDTHS = {
  ultrawide: 1600,
  fullwidth: null,
  wide: 1280,
  medium: 1024,
  small: 768,
  mobile: 480,
} as const;
export type ContentWidth = keyof typeof CONTENT_WIDTHS;

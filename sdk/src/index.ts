/**
 * @tessera/sdk: the only package a plugin imports. This entry point is safe on the server
 * and on published pages; editor-only helpers live in "@tessera/sdk/editor".
 */
export { z } from 'zod';
export {
  ELEMENT_CATEGORIES,
  type ElementCategory,
  FONT_FAMILIES,
  DEFAULT_FONT_FAMILY,
  FONT_SIZES,
  MIN_FONT_SIZE,
  MAX_FONT_SIZE,
  BUTTON_FONT_SIZES,
  LINE_HEIGHTS,
  FONT_WEIGHTS,
  DEFAULT_TEXT_SIZE,
  fontStack,
  TABLET_BREAKPOINT,
  MOBILE_BREAKPOINT,
  type FontFamily,
} from '@tessera/core';
export * from './element-definition.ts';
export * from './app-definition.ts';
export * from './card-design-definition.ts';
export * from './plugin-routes.ts';
export * from './services/service-container.ts';
export * from './services/tokens.ts';

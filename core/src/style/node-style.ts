import { z } from 'zod';
import { HOVER_ANIMATIONS } from './hover-animations.ts';
import { BORDER_SIDES, BORDER_STYLES, RADIUS_EDGES, SHADOWS, VISIBILITIES } from './style-constants.ts';

/** Hex, rgb(a), hsl(a) or "transparent": nothing that could close the declaration it is written into. */
export const COLOR_PATTERN = /^(#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(rgb|hsl)a?\(\s*[\d.%\s,/]+\)|transparent)$/i;
export const colorSchema = z.string().regex(COLOR_PATTERN, 'Use a colour such as #1f2937, rgb(31, 41, 55) or transparent');

/** An image address safe inside CSS url("…"): http(s) or a path on this server. */
export const IMAGE_URL_PATTERN = /^(https?:\/\/|\/)[^\s"'()\\<>]*$/i;
export const imageUrlSchema = z.string().max(2048).regex(IMAGE_URL_PATTERN, 'Use an http(s) address or an uploaded image');

const spacing = z.number().int().min(0).max(2000);
const margin = z.number().int().min(-300).max(2000);

export const BACKGROUND_POSITIONS = ['center', 'top', 'bottom', 'left', 'right'] as const;
/** What TimeDelay does: nothing, show the node after the delay, or hide it after the delay. */
export const TIME_DELAY_TYPES = ['', 'show', 'hide'] as const;

/** Style fields a device override may change. */
const responsiveFields = {
  PaddingTop: spacing,
  PaddingBottom: spacing,
  PaddingLeft: spacing,
  PaddingRight: spacing,
  MarginTop: margin,
  MarginBottom: margin,
  MarginLeft: margin,
  MarginRight: margin,
  Width: z.number().min(0).max(100),
  BackgroundColor: z.union([colorSchema, z.literal('')]),
  BorderRadius: z.number().int().min(0).max(1000),
  FontSize: z.number().int().min(8).max(96),
};

export const styleOverrideSchema = z.object(responsiveFields).partial();

/**
 * The common style of spec §3 that every section, row, column and element may carry, with
 * tablet and mobile overrides. Every field is optional: absent means "as the theme has it".
 */
export const nodeStyleSchema = z
  .object({
    ...responsiveFields,
    show: z.boolean(),
    ElementTitle: z.string().max(100),
    BoxShadow: z.enum(['', ...SHADOWS]),
    BackgroundImage: z.union([imageUrlSchema, z.literal('')]),
    BackgroundImagePosition: z.enum(BACKGROUND_POSITIONS),
    Border: z.enum(['', ...BORDER_SIDES]),
    BorderStyle: z.enum(BORDER_STYLES),
    BorderWidth: z.number().int().min(0).max(50),
    BorderColor: colorSchema,
    RadiusEdge: z.enum(RADIUS_EDGES),
    Visibility: z.enum(VISIBILITIES),
    TimeDelayType: z.enum(TIME_DELAY_TYPES),
    TimeDelay: z.number().min(0).max(3600),
    HoverBackgroundColor: colorSchema,
    HoverBorderColor: colorSchema,
    HoverTextColor: colorSchema,
    HoverAnimation: z.enum(['', ...HOVER_ANIMATIONS] as [string, ...string[]]),
    tablet: styleOverrideSchema,
    mobile: styleOverrideSchema,
  })
  .partial();

export type NodeStyle = z.infer<typeof nodeStyleSchema>;
export type StyleOverride = z.infer<typeof styleOverrideSchema>;

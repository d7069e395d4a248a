import {
  BORDER_SIDES,
  BORDER_STYLES,
  BUTTON_FONT_SIZES,
  BUTTON_THEMES,
  colorSchema,
  HOVER_ANIMATIONS,
  imageUrlSchema,
  MOBILE_BUTTON_FONT_SIZE,
  MOBILE_BUTTON_SUBTEXT_SIZE,
  MOBILE_QUERY,
  RADIUS_EDGES,
  SHADOWS,
  siteReference,
} from '@tessera/core';
import { z } from 'zod';
import { linkSchema } from '../links/link-schema.ts';
import { brandColorSchema, brandFontFamilySchema } from '../render/brand.ts';
import { BRAND_BUTTON, buttonColors } from './button-colors.ts';

const fontSize = z.number().int().min(8).max(96);
const spacing = z.number().int().min(0).max(300);
const optionalColor = z.union([colorSchema, z.literal('')]);

export { BUTTON_FONT_SIZES };
export { buttonColors };
export const BUTTON_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const BUTTON_ACTIONS = ['other', 'popup'] as const;

/**
 * The button option of spec §3, shared by every element that draws a button (Button, Form,
 * Order, Icon Feature…) so that all buttons are configured and rendered alike.
 * Link target, in order of precedence: a popup (ActionType "popup"), a page of the site
 * (PageId, optionally with SectionId), a section of this page (WebSectionId), or CustomLink.
 * Colours, font and radius left empty ('' or null) take the website's brand kit: a new button
 * wears the kit, and changing the kit restyles it; a value of its own wins.
 */
export const buttonOptionSchema = z.object({
  Text: z.string().max(200).default('Click here'),
  SubText: z.string().max(200).default(''),
  TextColor: brandColorSchema.default(''),
  SubTextColor: colorSchema.default('#e5e7eb'),
  FontSize: fontSize.default(18),
  SubFontSize: fontSize.default(12),
  MobileFontSize: fontSize.default(MOBILE_BUTTON_FONT_SIZE),
  MobileSubFontSize: fontSize.default(MOBILE_BUTTON_SUBTEXT_SIZE),
  FontFamily: brandFontFamilySchema.default(''),
  Icon: z.string().max(60).default(''),
  IconAfter: z.boolean().default(false),
  IconSize: z.number().int().min(8).max(96).default(14),
  Alignment: z.enum(BUTTON_ALIGNMENTS).default('center'),
  ImageAlignment: z.enum(['left', 'right', 'top']).default('left'),
  Width: z.enum(['fill', 'auto']).default('auto'),
  Image: z.union([imageUrlSchema, z.literal('')]).default(''),
  ShowImage: z.boolean().default(false),
  ShowWidth: z.number().int().min(0).max(300).default(24),
  ShowHeight: z.number().int().min(0).max(300).default(24),
  /** Behind the whole button block (the row the button sits in). */
  BackgroundColor: optionalColor.default(''),
  ButtonBackgroundColor: brandColorSchema.default(''),
  BorderStyle: z.enum(BORDER_STYLES).default('solid'),
  BorderColor: brandColorSchema.default(''),
  Border: z.enum(['', ...BORDER_SIDES]).default(''),
  BorderWidth: z.number().int().min(0).max(20).default(0),
  /** null: the kit's button radius. */
  BorderRadius: z.number().int().min(0).max(200).nullable().default(null),
  RadiusEdge: z.enum(RADIUS_EDGES).default(''),
  PaddingTop: spacing.default(12),
  PaddingBottom: spacing.default(12),
  PaddingLeft: spacing.default(28),
  PaddingRight: spacing.default(28),
  BoxShadow: z.enum(['', ...SHADOWS]).default(''),
  TextShadow: z.boolean().default(false),
  HoverClass: z.string().max(60).regex(/^[a-z0-9-]*$/i, 'Use letters, digits and hyphens').default(''),
  HoverAnimation: z.enum(['', ...HOVER_ANIMATIONS] as [string, ...string[]]).default(''),
  /** '' on a kit-coloured button: the kit's secondary colour; on a button of its own colour: no hover colour. */
  HoverButtonBackgroundColor: optionalColor.default(''),
  HoverTextColor: optionalColor.default(''),
  HoverSubTextColor: optionalColor.default(''),
  HoverBorderColor: optionalColor.default(''),
  OpenInNewWindow: z.boolean().default(false),
  PageId: siteReference('page').nullable().default(null),
  SectionId: z.string().max(100).default(''),
  WebSectionId: z.string().max(100).default(''),
  CustomLink: linkSchema,
  ActionType: z.enum(BUTTON_ACTIONS).default('other'),
  /** The popup opened when ActionType is "popup". */
  PopupId: z.string().max(100).default(''),
  Theme: z.enum(['', ...BUTTON_THEMES]).default(''),
  LinkDisabled: z.boolean().default(false),
});
export type ButtonOption = z.infer<typeof buttonOptionSchema>;

/** Corner radius each button theme implies (spec §9); '' keeps BorderRadius. */
const THEME_RADIUS: Record<string, number | undefined> = { square: 0, '5pt': 5, '10pt': 10, '15pt': 15, '20pt': 20, pill: 999 };

function radius(option: ButtonOption): string {
  const themed = THEME_RADIUS[option.Theme];
  if (themed === undefined && option.BorderRadius === null) return option.RadiusEdge ? radiusAt(option, BRAND_BUTTON.radius) : BRAND_BUTTON.radius;
  return radiusAt(option, `${themed ?? option.BorderRadius}px`);
}

function radiusAt(option: ButtonOption, r: string): string {
  if (option.RadiusEdge === 'toponly') return `${r} ${r} 0 0`;
  if (option.RadiusEdge === 'bottomonly') return `0 0 ${r} ${r}`;
  return r;
}

/** The hover fill: its own, else the kit's secondary colour for a kit-coloured button. */
function hoverBackground(option: ButtonOption): string {
  if (option.HoverButtonBackgroundColor) return option.HoverButtonBackgroundColor;
  return option.ButtonBackgroundColor ? '' : BRAND_BUTTON.hover;
}

const BORDER_PROPERTIES: Record<string, string[]> = {
  full: ['border'],
  top: ['border-top'],
  bottom: ['border-bottom'],
  topbottom: ['border-top', 'border-bottom'],
  left: ['border-left'],
  right: ['border-right'],
  leftright: ['border-left', 'border-right'],
};

/**
 * The CSS of a button drawn with ButtonView inside `scope` (a CSS selector, usually "#<element id>").
 * Hover colours and the mobile font sizes need real CSS, so they cannot be inline styles.
 */
export function buttonCss(scope: string, option: ButtonOption): string {
  const b = `${scope} .ts-button`;
  const base = [
    `background:${buttonColors(option).background}`,
    `color:${buttonColors(option).text}`,
    `font-size:${option.FontSize}px`,
    `padding:${option.PaddingTop}px ${option.PaddingRight}px ${option.PaddingBottom}px ${option.PaddingLeft}px`,
    `border-radius:${radius(option)}`,
    option.Width === 'fill' ? 'display:flex;width:100%' : 'display:inline-flex',
  ];
  if (option.Border && option.BorderWidth > 0) {
    for (const property of BORDER_PROPERTIES[option.Border] ?? []) base.push(`${property}:${option.BorderWidth}px ${option.BorderStyle} ${option.BorderColor || BRAND_BUTTON.border}`);
  } else {
    base.push('border:0');
  }
  if (option.BoxShadow) base.push(`box-shadow:0 4px 14px rgba(0,0,0,${Number(option.BoxShadow.split('-')[1]) / 100})`);
  if (option.Theme === '3d') base.push(`box-shadow:0 4px 0 ${option.BorderColor || BRAND_BUTTON.border}`);
  if (option.TextShadow) base.push('text-shadow:0 1px 2px rgba(0,0,0,.35)');
  const hover: string[] = [];
  const hoverFill = hoverBackground(option);
  if (hoverFill) hover.push(`background:${hoverFill}`);
  if (option.HoverTextColor) hover.push(`color:${option.HoverTextColor}`);
  if (option.HoverBorderColor) hover.push(`border-color:${option.HoverBorderColor}`);
  const rules = [
    `${scope} .ts-button-block{text-align:${option.Alignment}${option.BackgroundColor ? `;background:${option.BackgroundColor}` : ''}}`,
    `${b}{${base.join(';')}}`,
    `${b} .ts-button__sub{color:${option.SubTextColor};font-size:${option.SubFontSize}px}`,
    `${b} .ts-button__icon{font-size:${option.IconSize}px}`,
  ];
  if (hover.length) rules.push(`${b}:hover,${b}:focus-visible{${hover.join(';')}}`);
  if (option.HoverSubTextColor) rules.push(`${b}:hover .ts-button__sub{color:${option.HoverSubTextColor}}`);
  rules.push(`${MOBILE_QUERY}{${b}{font-size:${option.MobileFontSize}px}${b} .ts-button__sub{font-size:${option.MobileSubFontSize}px}}`);
  return rules.join('');
}

/** The CSS every ButtonView needs once per page, whatever its options. */
export const BUTTON_BASE_CSS =
  '.ts-button{align-items:center;justify-content:center;gap:10px;text-decoration:none;cursor:pointer;line-height:1.2;transition:background .2s,color .2s,border-color .2s;font:inherit}.ts-button__text{display:flex;flex-direction:column;align-items:center}.ts-button__sub{display:block;margin-top:2px}.ts-button[aria-disabled="true"]{opacity:.6;cursor:not-allowed}';

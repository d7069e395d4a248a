import type { AccessibleText, ElementAccessibility, HeadingLevel } from '@tessera/core';
import type { FeatureTextProps, OptionalButtonProps } from '../feature/feature-text.ts';
import { buttonColors } from '../options/button-colors.ts';
import type { ButtonOption } from '../options/button-option.ts';
import { colorOrBrand } from '../render/brand.ts';
import { typographyColor } from '../typography/typography-css.ts';
import type { TypographyBrand } from '../typography/typography-schema.ts';
import type { Typography } from '../typography/typography-schema.ts';
import { richTextToPlainText } from '../typography/plain-text.ts';

export type { AccessibleField, AccessibleHeading, AccessibleImage, AccessibleLink, AccessibleText, ElementAccessibility, HeadingLevel } from '@tessera/core';

/**
 * Building blocks of an element's `accessibility` hook for the parts elements share
 * (typography, buttons, feature text), so they describe the same things alike. A colour left to
 * the brand kit is reported as the kit's custom property (`colorOrBrand`), which the check reads
 * through the website's kit.
 */

/** The level of an `h1`…`h6` tag. */
export function headingLevel(tag: `h${HeadingLevel}`): HeadingLevel {
  return Number(tag.slice(1)) as HeadingLevel;
}

/** Text drawn with the typography fields: its colour (the kit's that `brand` names when it has none), its smaller size (desktop or phone) and whether it is bold. */
export function typographyText(props: Pick<Typography, 'color' | 'fontSize' | 'mobileFontSize' | 'fontWeight'>, html: string, brand?: TypographyBrand): AccessibleText {
  return { text: richTextToPlainText(html), color: typographyColor(props.color, brand), size: Math.min(props.fontSize, props.mobileFontSize), bold: props.fontWeight >= 700 };
}

/**
 * A button drawn by `ButtonView`: a link (or a popup's or a form's button) named by its words,
 * which sit on its own fill. `role` is 'button' for one that submits or opens a popup.
 */
export function buttonAccessibility(option: ButtonOption, role: 'link' | 'button' = option.ActionType === 'popup' ? 'button' : 'link'): ElementAccessibility {
  const size = (desktop: number, phone: number) => Math.min(desktop, phone);
  const { background, text } = buttonColors(option);
  const texts: AccessibleText[] = [{ text: option.Text, color: text, background, size: size(option.FontSize, option.MobileFontSize) }];
  if (option.SubText) texts.push({ text: option.SubText, color: option.SubTextColor, background, size: size(option.SubFontSize, option.MobileSubFontSize) });
  return { links: [{ role, name: option.Text.trim() || option.SubText.trim() }], texts };
}

/** The title (a heading), description and optional button of `FeatureText`. */
export function featureTextAccessibility(props: FeatureTextProps & Partial<OptionalButtonProps>): ElementAccessibility {
  const title = props.title.trim();
  const parts: ElementAccessibility[] = [
    {
      headings: title ? [{ level: headingLevel(props.titleTag), text: title }] : [],
      texts: [
        { text: title, color: colorOrBrand(props.titleColor, 'text', '#1f2937'), size: props.titleSize, bold: true },
        { text: richTextToPlainText(props.description), color: props.descriptionColor, size: props.descriptionSize },
      ],
    },
  ];
  if (props.showButton && props.button) parts.push(buttonAccessibility(props.button));
  return mergeAccessibility(...parts);
}

/** Several descriptions as one, lists joined in order. */
export function mergeAccessibility(...parts: readonly ElementAccessibility[]): ElementAccessibility {
  const join = <Key extends keyof ElementAccessibility>(key: Key) => parts.flatMap((part) => (part[key] ?? []) as NonNullable<ElementAccessibility[Key]>[number][]);
  return { headings: join('headings'), images: join('images'), links: join('links'), fields: join('fields'), texts: join('texts') };
}

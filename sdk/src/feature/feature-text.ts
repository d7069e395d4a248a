import { MAX_FONT_SIZE, MIN_FONT_SIZE } from '@tessera/core';
import { colorSchema } from '@tessera/core/style';
import { z } from 'zod';
import { htmlSchema } from '../html/html-schema.ts';
import { brandColorSchema, brandFontFamilySchema } from '../render/brand.ts';
import { buttonCss, buttonOptionSchema, type ButtonOption } from '../options/button-option.ts';

/**
 * The text beside a feature's picture (Icon Feature, Img Feature): a title with its heading
 * level, a rich-text description, their colours, sizes and font. Spread `featureTextFields` into
 * the props schema, render with `FeatureText` and edit with `FeatureTextFields`.
 */

export const FEATURE_TITLE_TAGS = ['h2', 'h3', 'h4'] as const;

const fontSize = z.number().int().min(MIN_FONT_SIZE).max(MAX_FONT_SIZE);

export function featureTextFields(defaults: { title: string; description: string }) {
  return {
    title: z.string().trim().max(200, 'A title holds at most 200 characters').default(defaults.title),
    titleTag: z.enum(FEATURE_TITLE_TAGS).default('h3'),
    /** '' : the brand kit's text colour. */
    titleColor: brandColorSchema.default(''),
    titleSize: fontSize.default(22),
    /** '' : the brand kit's body font. */
    fontFamily: brandFontFamilySchema.default(''),
    description: htmlSchema('rich-text', { max: 5000, default: defaults.description }),
    descriptionColor: colorSchema.default('#4b5563'),
    descriptionSize: fontSize.default(16),
  };
}

export type FeatureTextProps = z.infer<z.ZodObject<ReturnType<typeof featureTextFields>>>;

/** A button an element shows when `showButton` is on (off by default); `button` sets its own defaults. */
export function optionalButtonFields(button: Partial<z.input<typeof buttonOptionSchema>> = {}) {
  return {
    showButton: z.boolean().default(false),
    button: buttonOptionSchema.prefault(button),
  };
}

export interface OptionalButtonProps {
  showButton: boolean;
  button: ButtonOption;
}

/** The button's CSS (`buttonCss`) when it is shown, else nothing. */
export function optionalButtonCss(props: OptionalButtonProps, scope: string): string {
  return props.showButton ? buttonCss(scope, props.button) : '';
}

/** The CSS of `FeatureText` in block `block` (class prefix "ts-<id>"), for the plugin's `baseCss`. */
export function featureTextCss(block: string): string {
  return (
    `.${block}__body{min-width:0;flex:1}.${block}__title{margin:0 0 8px;line-height:1.25}.${block}__text>:first-child{margin-top:0}.${block}__text>:last-child{margin-bottom:0}` +
    `.${block}__body .ts-button-block{margin-top:16px}`
  );
}

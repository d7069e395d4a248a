import { INPUT_THEMES } from '@tessera/core/style';
import { z } from 'zod';
import { brandColorSchema, brandVar } from '../render/brand.ts';
import { VISUALLY_HIDDEN } from '../render/layout-css.ts';

/** What every form-field element shares (input, text-area, checkbox, dropdown, form, card lead forms). */

export type InputTheme = (typeof INPUT_THEMES)[number];

/** Keys the submission body already uses beside `fields`: a field named so would clash with them. */
export const RESERVED_FIELD_NAMES = ['website', 'elementId', 'pageUrl'] as const;

const isReserved = (name: string) => RESERVED_FIELD_NAMES.some((reserved) => reserved.toLowerCase() === name.toLowerCase());

/** The key a field's answer is sent under; '' until the schema derives it from the label. */
export const fieldNameSchema = z
  .string()
  .max(60, 'A field name holds at most 60 characters')
  .regex(/^([A-Za-z][A-Za-z0-9_-]*)?$/, 'Use letters, digits, - and _, starting with a letter')
  .refine((name) => !isReserved(name), 'This name is reserved for the form itself');

/**
 * The key a field gets from its label: camelCase of its first five words, so the lead-form
 * labels give the lead-form keys ("Full name" → fullName).
 */
export function fieldKey(label: string): string {
  const words =
    label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  const key = words
    .slice(0, 5)
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('')
    .slice(0, 40);
  if (key === '') return 'field';
  if (!/^[a-z]/.test(key)) return `field${key}`;
  return isReserved(key) ? `${key}Field` : key;
}

/**
 * Label, whether it shows, and the name the answer is sent under, for a labelled field's props;
 * the name stays '' until `withFieldName` derives it from the label.
 */
export function labelledFieldFields(defaultLabel: string) {
  return {
    label: z.string().trim().min(1, 'Give the field a label').max(200).default(defaultLabel),
    showLabel: z.boolean().default(true),
    name: fieldNameSchema.default(''),
  };
}

export const FIELD_WIDTHS = ['fill', 'auto'] as const;

/** Input theme, width of the control (`fill` or `auto`) and label colour ('' : the brand kit's text colour, `fieldLabelColor`), for a labelled field's props. */
export const fieldLookFields = {
  theme: z.enum(INPUT_THEMES).default('default'),
  width: z.enum(FIELD_WIDTHS).default('fill'),
  labelColor: brandColorSchema.default(''),
};

/** The colour a field's label is drawn in: its own, else the brand kit's text colour (fields' labels were #374151 before kits). */
export function fieldLabelColor(color: string): string {
  return color || brandVar('text', '#374151');
}

/**
 * For the schema's `.transform`: a field left without a name gets the one its label gives
 * (`fieldKey`). `text` gives the words of a label that holds markup.
 */
export function withFieldName<Props extends { label: string; name: string }>(props: Props, text: (label: string) => string = (plain) => plain): Props {
  return { ...props, name: props.name || fieldKey(text(props.label)) };
}

/**
 * The props change for a new label: the name follows the label (`fieldKey`) until the user gives
 * the field a name of its own. `text` gives the words of a label that holds markup.
 */
export function labelChange(field: { label: string; name: string }, label: string, text: (label: string) => string = (plain) => plain): { label: string; name?: string } {
  return field.name === fieldKey(text(field.label)) ? { label, name: fieldKey(text(label)) } : { label };
}

export const INPUT_THEME_LABELS: Record<InputTheme, string> = {
  default: 'Default',
  gray: 'Gray',
  lightgray: 'Light gray',
  borderwhite: 'White border',
  simple: 'Simple',
  '3dgradient': '3D gradient',
  simpleclean: 'Simple clean',
  blackunderline: 'Black underline',
};

/** How each input theme of spec §9 draws a control. */
const THEME_STYLE: Record<InputTheme, string> = {
  default: 'background:#fff;border:1px solid #d1d5db;border-radius:6px',
  gray: 'background:#e5e7eb;border:1px solid #e5e7eb;border-radius:6px',
  lightgray: 'background:#f3f4f6;border:1px solid #e5e7eb;border-radius:6px',
  borderwhite: 'background:transparent;border:2px solid #fff;border-radius:6px;color:#fff',
  simple: 'background:#fff;border:1px solid #9ca3af;border-radius:0',
  '3dgradient': 'background:linear-gradient(#fff,#eef2f7);border:1px solid #cbd5e1;border-radius:6px;box-shadow:inset 0 2px 3px rgba(15,23,42,.12),0 1px 0 #fff',
  simpleclean: 'background:#fff;border:1px solid #eef0f3;border-radius:10px;box-shadow:0 1px 3px rgba(15,23,42,.08)',
  blackunderline: 'background:transparent;border:0;border-bottom:2px solid #111827;border-radius:0',
};

/**
 * The CSS of labelled fields in block `block` (class prefix "ts-input", …): label, required
 * mark, error message, visually hidden label, and every theme as `.<block>--<theme>` drawing
 * the `.<block>__<part>` controls, with focus and invalid states.
 */
export function fieldCss(block: string, part = 'control'): string {
  const control = `.${block}__${part}`;
  return [
    `.${block}__label{display:block;margin:0 0 6px;font-weight:500;line-height:1.4}`,
    `.${block}__required{color:#dc2626;margin-left:2px}`,
    `.${block}__error{margin:4px 0 0;color:#dc2626;font-size:13px;line-height:1.4}`,
    `.${block}__sr{${VISUALLY_HIDDEN}}`,
    ...INPUT_THEMES.map((theme) => `.${block}--${theme} ${control}{${THEME_STYLE[theme]}}`),
    `.${block}--borderwhite ${control}::placeholder{color:rgba(255,255,255,.7)}`,
    `${control}:focus-visible{outline:2px solid ${brandVar('primary', '#2563eb')};outline-offset:2px}`,
    `${control}[aria-invalid="true"]{border-color:#dc2626}`,
  ].join('');
}

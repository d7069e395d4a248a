import { colorSchema, INPUT_THEMES, z } from '@tessera/sdk';
import { fieldKey, fieldNameSchema } from '@tessera/sdk';

export const INPUT_TYPES = ['text', 'email', 'phone', 'number', 'url', 'date'] as const;
export type InputType = (typeof INPUT_TYPES)[number];
export const FIELD_WIDTHS = ['fill', 'auto'] as const;

const bound = z.number().min(-1_000_000).max(1_000_000).nullable().default(null);

/**
 * One labelled input. It stands alone, in no <form>: a Button with the "Submit form" action
 * sends it with the other field elements of its section, checking the rules this element writes
 * into the control's attributes (required, type, min, max, data-include). `width` sizes the
 * control inside the element; the element's own width is the common style's Width. `name`
 * follows the label (fieldKey) while it is left empty.
 */
export const inputProps = z
  .object({
    label: z.string().trim().min(1, 'Give the field a label').max(200).default('Full name'),
    showLabel: z.boolean().default(true),
    name: fieldNameSchema.default(''),
    type: z.enum(INPUT_TYPES).default('text'),
    placeholder: z.string().max(200).default(''),
    required: z.boolean().default(false),
    /** Rule 'include' (spec §5): the answer must contain this word. */
    include: z.string().max(100).default(''),
    /** Range of a number input; null leaves that side open. */
    min: bound,
    max: bound,
    theme: z.enum(INPUT_THEMES).default('default'),
    width: z.enum(FIELD_WIDTHS).default('fill'),
    labelColor: colorSchema.default('#374151'),
  })
  .refine((props) => props.min === null || props.max === null || props.min <= props.max, {
    path: ['max'],
    message: 'The maximum must not be below the minimum',
  })
  .transform((props) => ({ ...props, name: props.name || fieldKey(props.label) }));

export type InputProps = z.infer<typeof inputProps>;

import { fieldLookFields, labelledFieldFields, withFieldName, z } from '@tessera/sdk';

export const INPUT_TYPES = ['text', 'email', 'phone', 'number', 'url', 'date'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

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
    ...labelledFieldFields('Full name'),
    type: z.enum(INPUT_TYPES).default('text'),
    placeholder: z.string().max(200).default(''),
    required: z.boolean().default(false),
    /** Rule 'include' (spec §5): the answer must contain this word. */
    include: z.string().max(100).default(''),
    /** Range of a number input; null leaves that side open. */
    min: bound,
    max: bound,
    ...fieldLookFields,
  })
  .refine((props) => props.min === null || props.max === null || props.min <= props.max, {
    path: ['max'],
    message: 'The maximum must not be below the minimum',
  })
  .transform((props) => withFieldName(props));

export type InputProps = z.infer<typeof inputProps>;

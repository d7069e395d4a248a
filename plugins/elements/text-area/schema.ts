import { colorSchema, INPUT_THEMES, z } from '@tessera/sdk';
import { fieldKey, fieldNameSchema } from '@tessera/sdk';

export const FIELD_WIDTHS = ['fill', 'auto'] as const;

/**
 * A labelled multi-line text field. Like the Input element it stands alone, in no <form>, and
 * is sent by a Button with the "Submit form" action in its section. `name` follows the label
 * (fieldKey) while it is left empty; `maxLength` null means no limit.
 */
export const textAreaProps = z
  .object({
    label: z.string().trim().min(1, 'Give the field a label').max(200).default('Message'),
    showLabel: z.boolean().default(true),
    name: fieldNameSchema.default(''),
    placeholder: z.string().max(200).default(''),
    rows: z.number().int().min(2).max(20).default(4),
    required: z.boolean().default(false),
    maxLength: z.number().int().min(1).max(10_000).nullable().default(null),
    theme: z.enum(INPUT_THEMES).default('default'),
    width: z.enum(FIELD_WIDTHS).default('fill'),
    labelColor: colorSchema.default('#374151'),
  })
  .transform((props) => ({ ...props, name: props.name || fieldKey(props.label) }));

export type TextAreaProps = z.infer<typeof textAreaProps>;

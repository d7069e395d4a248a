import { fieldLookFields, labelledFieldFields, withFieldName, z } from '@tessera/sdk';

/**
 * A labelled multi-line text field. Like the Input element it stands alone, in no <form>, and
 * is sent by a Button with the "Submit form" action in its section. `name` follows the label
 * (fieldKey) while it is left empty; `maxLength` null means no limit.
 */
export const textAreaProps = z
  .object({
    ...labelledFieldFields('Message'),
    placeholder: z.string().max(200).default(''),
    rows: z.number().int().min(2).max(20).default(4),
    required: z.boolean().default(false),
    maxLength: z.number().int().min(1).max(10_000).nullable().default(null),
    ...fieldLookFields,
  })
  .transform((props) => withFieldName(props));

export type TextAreaProps = z.infer<typeof textAreaProps>;

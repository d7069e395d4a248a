import { brandColorSchema, htmlSchema, INPUT_THEMES, z } from '@tessera/sdk';
import { fieldNameSchema, withFieldName } from '@tessera/sdk';

/** The words of a rich label, for deriving the field name from it. */
export function labelText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');
}

/**
 * A checkbox with a rich-text label ("I agree to the <a>terms</a>"). Like the Input element it
 * stands alone, in no <form>, and is sent (as true or false) by a Button with the "Submit form"
 * action in its section. `name` follows the label's words while it is left empty.
 */
export const checkboxProps = z
  .object({
    label: htmlSchema('rich-text', { max: 2000, default: 'I agree to the terms and conditions' }).refine(
      (html) => labelText(html).trim() !== '',
      'Give the checkbox a label',
    ),
    name: fieldNameSchema.default('consent'),
    required: z.boolean().default(false),
    checked: z.boolean().default(false),
    theme: z.enum(INPUT_THEMES).default('default'),
    /** '' : the brand kit's text colour. */
    labelColor: brandColorSchema.default(''),
  })
  .transform((props) => withFieldName(props, labelText));

export type CheckboxProps = z.infer<typeof checkboxProps>;

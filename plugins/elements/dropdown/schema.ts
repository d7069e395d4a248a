import { fieldLookFields, labelledFieldFields, withFieldName, z } from '@tessera/sdk';

/** One choice; its value is what the form sends, the label when left empty. */
export const dropdownOption = z
  .object({
    label: z.string().trim().min(1, 'Give the option a label').max(200),
    value: z.string().trim().max(200).default(''),
  })
  .transform((option) => ({ ...option, value: option.value || option.label }));
export type DropdownOption = z.infer<typeof dropdownOption>;

/**
 * A labelled dropdown. Like the Input element it stands alone, in no <form>, and is sent by a
 * Button with the "Submit form" action in its section. `placeholder` is a first, empty choice
 * ("Choose…"), so a required dropdown must be changed before it passes; '' leaves it out.
 */
export const dropdownProps = z
  .object({
    ...labelledFieldFields('Choose an option'),
    options: z
      .array(dropdownOption)
      .min(1, 'Give the dropdown at least one option')
      .max(100)
      .superRefine((options, ctx) => {
        const seen = new Set<string>();
        options.forEach((option, index) => {
          if (seen.has(option.value)) ctx.addIssue({ code: 'custom', path: [index, 'value'], message: 'Each option needs a value of its own' });
          seen.add(option.value);
        });
      })
      .prefault([{ label: 'Option 1' }, { label: 'Option 2' }, { label: 'Option 3' }]),
    placeholder: z.string().max(200).default('Choose…'),
    required: z.boolean().default(false),
    ...fieldLookFields,
  })
  .transform((props) => withFieldName(props));

export type DropdownProps = z.infer<typeof dropdownProps>;

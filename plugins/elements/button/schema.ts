import { buttonOptionSchema, z } from '@tessera/sdk';
import { afterSubmitFields } from '@tessera/sdk';

/** "link": the button option's own target (page, section, address or popup); "submit": send this section's fields. */
export const CLICK_ACTIONS = ['link', 'submit'] as const;

/**
 * The Button element: the button option of spec §3, which links to a page, a section or an
 * address, or opens a popup; or, with `action: 'submit'`, the "Submit form" action.
 *
 * Standalone fields: the Input, Text Area, Checkbox and Dropdown elements render in no <form>
 * of their own, so they can be laid out freely in rows and columns. A "Submit form" button
 * sends the field elements of its own section (the nearest <section> of the page), never those
 * of other sections, nor the fields of a Form element, which sends itself. Its island checks each
 * field with the rules the field wrote into its control (required, type, min, max, maxlength,
 * data-include), then posts { elementId: <this button's id>, pageUrl, fields, website } to the
 * site's form endpoint, which finds the fields' rules through the button's section. The button
 * carries its own honeypot `website` field. Without JavaScript nothing is sent: a form that
 * must work without JavaScript is the Form element's job. After sending: see after-submit.ts.
 */
export const buttonProps = z.object({
  button: buttonOptionSchema.prefault({}),
  action: z.enum(CLICK_ACTIONS).default('link'),
  ...afterSubmitFields,
});

export type ButtonProps = z.infer<typeof buttonProps>;

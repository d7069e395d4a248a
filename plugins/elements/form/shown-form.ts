import { afterSubmitRedirect, type FormFieldRule, type FormSending, type SiteContextValue } from '@tessera/sdk';
import type { ViewField } from './FieldView.tsx';
import { linkedFormFields } from './linked-form.ts';
import type { FormProps } from './schema.ts';

/** The form as the element shows it and sends it: its own fields, or a website form's. */
export interface ShownForm {
  fields: readonly ViewField[];
  sending: FormSending & { fields: 'own' };
}

/** The form the element shows with these props, or undefined when the website form it names does not exist. */
export function shownForm(props: FormProps, site: SiteContextValue): ShownForm | undefined {
  if (props.formId === null) {
    return { fields: props.fields, sending: { fields: 'own', successMessage: props.successMessage, redirect: afterSubmitRedirect(props, site) } };
  }
  const form = site.form?.(props.formId);
  if (!form) return undefined;
  return { fields: linkedFormFields(form), sending: { fields: 'own', successMessage: form.successMessage, redirect: form.redirect, formId: form.id } };
}

/** The `<input type>` or other control each kind of field is drawn as. */
export const FIELD_KIND = {
  input: 'text',
  email: 'email',
  phone: 'tel',
  number: 'number',
  url: 'url',
  date: 'date',
  textarea: 'textarea',
  checkbox: 'checkbox',
  dropdown: 'select',
  hidden: 'hidden',
} as const satisfies Record<ViewField['type'], FormFieldRule['kind']>;

/** What a ticked box sends. */
export const CHECKED_VALUE = 'yes';

/** The rules FieldView writes into a field's control, as the server checks them. */
export function fieldRule(field: ViewField): FormFieldRule {
  const kind = FIELD_KIND[field.type];
  const number = kind === 'number';
  return {
    name: field.name,
    kind,
    // A hidden field sends what the page holds; the visitor can fill in nothing.
    required: kind !== 'hidden' && field.required,
    min: number && field.min !== null ? field.min : undefined,
    max: number && field.max !== null ? field.max : undefined,
    ...(kind === 'select' ? { options: field.options.map((option) => option.value) } : {}),
    ...(kind === 'checkbox' ? { checkedValue: CHECKED_VALUE } : {}),
  };
}

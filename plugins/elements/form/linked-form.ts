import type { SiteForm, SiteFormField } from '@tessera/sdk';
import type { ViewField } from './FieldView.tsx';

function viewField(field: SiteFormField): ViewField {
  return {
    type: field.type === 'text' ? 'input' : field.type,
    label: field.label,
    name: field.name,
    placeholder: field.placeholder,
    required: field.type !== 'hidden' && field.required,
    options: field.options.map((option) => ({ label: option, value: option })),
    min: null,
    max: null,
  };
}

/** The fields of a website form as the element shows them. */
export function linkedFormFields(form: SiteForm): ViewField[] {
  return form.fields.map(viewField);
}

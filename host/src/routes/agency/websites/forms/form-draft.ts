import { LEAD_FORM_PRESETS, type Form, type FormField, type LeadFormPresetKey } from '@tessera/core';
import { rowKey } from '../../../../ui/reorder/row-key.ts';

/** A form as the editor holds it: dropdown options and notification e-mails as typed text. */
export interface FieldDraft extends Omit<FormField, 'options'> {
  /** The editor's own: it follows the field through edits and moves, and is not sent. */
  key: string;
  /** Dropdown choices, one a line. */
  options: string;
}

export interface FormDraft {
  name: string;
  fields: FieldDraft[];
  submit: { action: 'message' | 'page' | 'url'; message: string; page_id: number | null; url: string };
  /** Comma- or line-separated addresses. */
  notify: string;
  webhook_ids: number[];
  element_ids: string[];
}

export const NEW_FORM: FormDraft = {
  name: '',
  fields: [],
  submit: { action: 'message', message: 'Thank you! We will be in touch soon.', page_id: null, url: '' },
  notify: '',
  webhook_ids: [],
  element_ids: [],
};

export function toDraft(form: Form): FormDraft {
  return {
    name: form.name,
    fields: form.fields.map((field) => ({ ...field, key: rowKey(), options: field.options.join('\n') })),
    submit: form.submit,
    notify: form.notify_emails.join(', '),
    webhook_ids: form.webhook_ids,
    element_ids: form.element_ids,
  };
}

/** The body to check with formBodySchema and send. */
export function toBody({ notify, fields, ...draft }: FormDraft) {
  return {
    ...draft,
    fields: fields.map(({ key: _key, ...field }) => ({ ...field, options: field.options.split('\n').map((option) => option.trim()).filter(Boolean) })),
    notify_emails: notify.split(/[\s,;]+/).filter(Boolean),
  };
}

export function presetField(key: LeadFormPresetKey): FieldDraft {
  const preset = LEAD_FORM_PRESETS[key];
  return { key: rowKey(), name: key, label: preset.label, type: preset.type, required: preset.required, placeholder: '', options: '' };
}

/** A custom field with a name no other field has. */
export function customField(fields: FieldDraft[]): FieldDraft {
  let n = fields.length + 1;
  while (fields.some((field) => field.name === `field${n}`)) n += 1;
  return { key: rowKey(), name: `field${n}`, label: `Field ${n}`, type: 'text', required: false, placeholder: '', options: '' };
}

export const indexOf = (fields: FieldDraft[], key: string) => fields.findIndex((field) => field.key === key);

/** The field's name for announcements. */
export const fieldName = (fields: FieldDraft[], key: string) => {
  const field = fields[indexOf(fields, key)];
  return field?.label.trim() || field?.name || 'Field without a label';
};

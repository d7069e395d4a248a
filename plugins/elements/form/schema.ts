import { brandColorSchema, buttonOptionSchema, INPUT_THEMES, siteReference, z } from '@tessera/sdk';
import { afterSubmitFields } from '@tessera/sdk';
import { fieldKey, fieldNameSchema } from '@tessera/sdk';

export const FORM_FIELD_TYPES = ['input', 'email', 'phone', 'number', 'url', 'textarea', 'checkbox', 'dropdown'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
export const FORM_LAYOUTS = ['stacked', 'columns'] as const;

interface Preset {
  label: string;
  type: FormFieldType;
  required: boolean;
  /** The browser's autofill token (WCAG 1.3.5). */
  autocomplete: string;
}

/**
 * The lead-form presets of spec §3: all required except phone and postalCode (spec §5). Their
 * labels derive back to their keys, so a preset field's name follows its label like any other.
 */
export const LEAD_FORM_PRESETS = {
  fullName: { label: 'Full name', type: 'input', required: true, autocomplete: 'name' },
  firstName: { label: 'First name', type: 'input', required: true, autocomplete: 'given-name' },
  lastName: { label: 'Last name', type: 'input', required: true, autocomplete: 'family-name' },
  phone: { label: 'Phone', type: 'phone', required: false, autocomplete: 'tel' },
  email: { label: 'Email', type: 'email', required: true, autocomplete: 'email' },
  address: { label: 'Address', type: 'input', required: true, autocomplete: 'street-address' },
  city: { label: 'City', type: 'input', required: true, autocomplete: 'address-level2' },
  state: { label: 'State', type: 'input', required: true, autocomplete: 'address-level1' },
  postalCode: { label: 'Postal code', type: 'input', required: false, autocomplete: 'postal-code' },
} as const satisfies Record<string, Preset>;
export type LeadFormPreset = keyof typeof LEAD_FORM_PRESETS;
export const LEAD_FORM_PRESET_KEYS = Object.keys(LEAD_FORM_PRESETS) as LeadFormPreset[];

export function presetAutocomplete(name: string): string | undefined {
  return Object.hasOwn(LEAD_FORM_PRESETS, name) ? LEAD_FORM_PRESETS[name as LeadFormPreset].autocomplete : undefined;
}

/** One choice of a dropdown field; its value is what the form sends, the label when left empty. */
const choice = z
  .object({
    label: z.string().trim().min(1, 'Give the option a label').max(200),
    value: z.string().trim().max(200).default(''),
  })
  .transform((option) => ({ ...option, value: option.value || option.label }));
export type FormChoice = z.infer<typeof choice>;
export const DEFAULT_CHOICES: FormChoice[] = ['Option 1', 'Option 2'].map((label) => ({ label, value: label }));

const bound = z.number().min(-1_000_000).max(1_000_000).nullable().default(null);

export const formField = z
  .object({
    type: z.enum(FORM_FIELD_TYPES).default('input'),
    label: z.string().trim().min(1, 'Give the field a label').max(200),
    name: fieldNameSchema.default(''),
    placeholder: z.string().max(200).default(''),
    required: z.boolean().default(false),
    /** The choices of a dropdown field. */
    options: z.array(choice).max(100).default([]),
    /** Range of a number field; null leaves that side open. */
    min: bound,
    max: bound,
  })
  .superRefine((field, ctx) => {
    if (field.type === 'dropdown' && field.options.length === 0) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give the dropdown at least one option' });
    const values = new Set<string>();
    field.options.forEach((option, index) => {
      if (values.has(option.value)) ctx.addIssue({ code: 'custom', path: ['options', index, 'value'], message: 'Each option needs a value of its own' });
      values.add(option.value);
    });
    if (field.min !== null && field.max !== null && field.min > field.max) ctx.addIssue({ code: 'custom', path: ['max'], message: 'The maximum must not be below the minimum' });
  });
export type FormField = z.infer<typeof formField>;

export function presetField(key: LeadFormPreset): FormField {
  const { label, type, required } = LEAD_FORM_PRESETS[key];
  return { type, label, name: key, placeholder: '', required, options: [], min: null, max: null };
}

/** Fields without a name get one from their label, made unique within the form. */
function nameFields(fields: FormField[]): FormField[] {
  const used = new Set(fields.map((field) => field.name).filter(Boolean));
  return fields.map((field) => {
    if (field.name) return field;
    const key = fieldKey(field.label);
    let name = key;
    for (let n = 2; used.has(name); n++) name = `${key}${n}`;
    used.add(name);
    return { ...field, name };
  });
}

/**
 * A self-contained form: its own fields (or a website form's, `formId`), a honeypot field named `website` for spam, and a
 * submit button (the button option; its link settings are unused). Without JavaScript it posts
 * (form-encoded: elementId, website and the fields by name) to the site's form endpoint; with
 * its island it checks the fields first and posts JSON (see form-runtime.ts). After sending it
 * shows `successMessage` or redirects (after-submit.ts).
 */
export const formProps = z.object({
  /**
   * A form of the website (built in its dashboard) to show instead of `fields`: its fields and
   * after-sending action, with this element's look and button; null for the element's own fields.
   */
  formId: siteReference('form').nullable().default(null),
  fields: z
    .array(formField)
    .min(1, 'A form needs at least one field')
    .max(30)
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((field, index) => {
        if (field.name && seen.has(field.name)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Each field needs a name of its own' });
        seen.add(field.name);
      });
    })
    .transform(nameFields)
    .prefault([presetField('fullName'), presetField('email'), presetField('phone')]),
  button: buttonOptionSchema.prefault({ Text: 'Send', Width: 'fill' }),
  ...afterSubmitFields,
  layout: z.enum(FORM_LAYOUTS).default('stacked'),
  theme: z.enum(INPUT_THEMES).default('default'),
  showLabels: z.boolean().default(true),
  /** '' : the brand kit's text colour. */
  labelColor: brandColorSchema.default(''),
});

export type FormProps = z.infer<typeof formProps>;

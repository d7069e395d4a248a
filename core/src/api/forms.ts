import { z } from 'zod';
import { targetLandingIdsSchema } from './files.ts';
import { isValidEmail } from '../rules/email.ts';

/** Forms of a website (spec §2 form/create, form/{formId}/edit): fields, what happens after sending, who is told. */

export const FORM_FIELD_TYPES = ['text', 'email', 'phone', 'number', 'url', 'textarea', 'checkbox', 'dropdown', 'date', 'hidden'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/**
 * The lead-form presets of spec §3, with their §5 required flags (all but phone and postalCode).
 * The Form element plugin keeps its own copy of these labels for its inspector.
 */
export const LEAD_FORM_PRESETS = {
  fullName: { label: 'Full name', type: 'text', required: true },
  firstName: { label: 'First name', type: 'text', required: true },
  lastName: { label: 'Last name', type: 'text', required: true },
  phone: { label: 'Phone', type: 'phone', required: false },
  email: { label: 'Email', type: 'email', required: true },
  address: { label: 'Address', type: 'text', required: true },
  city: { label: 'City', type: 'text', required: true },
  state: { label: 'State', type: 'text', required: true },
  postalCode: { label: 'Postal code', type: 'text', required: false },
} as const satisfies Record<string, { label: string; type: FormFieldType; required: boolean }>;
export type LeadFormPresetKey = keyof typeof LEAD_FORM_PRESETS;
export const LEAD_FORM_PRESET_KEYS = Object.keys(LEAD_FORM_PRESETS) as LeadFormPresetKey[];

export const formFieldSchema = z
  .object({
    name: z
      .string({ error: 'The field name is required.' })
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{0,59}$/, 'Use letters, digits, - and _, starting with a letter.'),
    label: z.string().trim().min(1, 'Give the field a label.').max(200),
    type: z.enum(FORM_FIELD_TYPES, { error: 'Unknown field type.' }).default('text'),
    required: z.boolean().default(false),
    placeholder: z.string().max(200).default(''),
    /** Choices of a dropdown. */
    options: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
  })
  .superRefine((field, ctx) => {
    if (field.type === 'dropdown' && field.options.length === 0) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give the dropdown at least one option.' });
  });
export type FormField = z.infer<typeof formFieldSchema>;

export const FORM_SUBMIT_ACTIONS = ['message', 'page', 'url'] as const;

export const formSubmitSchema = z
  .object({
    action: z.enum(FORM_SUBMIT_ACTIONS).default('message'),
    message: z.string().trim().max(500).default('Thank you! We will be in touch soon.'),
    page_id: z.number().int().positive().nullable().default(null),
    url: z.string().trim().max(2048).default(''),
  })
  .superRefine((submit, ctx) => {
    if (submit.action === 'message' && !submit.message) ctx.addIssue({ code: 'custom', path: ['message'], message: 'Write what visitors see after sending.' });
    if (submit.action === 'page' && submit.page_id === null) ctx.addIssue({ code: 'custom', path: ['page_id'], message: 'Choose the page to go to.' });
    if (submit.action === 'url' && !/^https?:\/\/[^\s"'<>]+$/i.test(submit.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: 'Use an http(s) address.' });
  });

export const formConfigSchema = z.object({
  fields: z
    .array(formFieldSchema)
    .min(1, 'A form needs at least one field.')
    .max(30, 'A form holds at most 30 fields.')
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((field, index) => {
        if (seen.has(field.name)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Each field needs a name of its own.' });
        seen.add(field.name);
      });
    }),
  submit: formSubmitSchema.prefault({}),
  /** Addresses told by e-mail of every submission; empty for none. */
  notify_emails: z
    .array(z.string().trim().refine(isValidEmail, 'The notification e-mail must be a valid e-mail address.'))
    .max(10)
    .default([]),
  /** Webhooks of the website this form's submissions go to. */
  webhook_ids: z.array(z.number().int().positive()).max(20).default([]),
  /** Form elements on the website's pages whose submissions count as this form's (for notifications). */
  element_ids: z.array(z.string().regex(/^element-[A-Za-z0-9_-]+$/, 'Element ids start with "element-".')).max(50).default([]),
});
export type FormConfig = z.infer<typeof formConfigSchema>;

export const formBodySchema = z
  .object({ name: z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(200) })
  .extend(formConfigSchema.shape);
export type FormBody = z.infer<typeof formBodySchema>;

export const formSchema = formConfigSchema.extend({
  id: z.number().int(),
  landing_id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Form = z.infer<typeof formSchema>;

export const formParamsSchema = z.object({ id: z.coerce.number().int().positive(), formId: z.coerce.number().int().positive() });

/**
 * POST /block-form/distribute: a website's form copied into other websites, so a block holding
 * a Form element can be placed there; the answer gives each website's copy for the element to use.
 */
export const distributeFormBodySchema = z.object({
  landing_id: z.number({ error: 'The landing id field is required.' }).int().positive(),
  form_id: z.number({ error: 'The form id field is required.' }).int().positive(),
  landing_ids: targetLandingIdsSchema,
});
export const distributeFormResultSchema = z.object({ data: z.array(z.object({ landing_id: z.number().int(), form_id: z.number().int() })), message: z.string(), success: z.boolean() });

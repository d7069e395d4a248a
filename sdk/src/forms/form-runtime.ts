import { stripWhitespace } from '@tessera/core/rules';
import { fieldRuleMessage, type FormFieldRule } from './field-rules.ts';

/**
 * @tessera/sdk/forms: the browser side of sending a form, for islands (no React). A field
 * states its rules in standard attributes (required, type, min, max, maxlength) plus
 * data-include, so one function checks the fields of every form element; the server checks
 * the same rules as the element declares them (`form.fields`, see field-rules.ts).
 */

export const SUBMIT_URL = '/api/v1/site/forms/submit';
export { FAILURE_MESSAGE, REQUIRED_MESSAGE, showFieldError } from './field-errors.ts';
export { checkAnswers, fieldRuleMessage, INVALID_CHOICE_MESSAGE, type FormFieldRule } from './field-rules.ts';
import { FAILURE_MESSAGE, showFieldError } from './field-errors.ts';

/** Marks the controls a form sends; the field elements and the Form element put it on theirs. */
export const FIELD_SELECTOR = '[data-ts-field]';

export type FieldControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isCheckbox = (control: FieldControl): control is HTMLInputElement => control.type === 'checkbox';

/** What a field sends: a checkbox whether it is ticked; text trimmed, an e-mail without whitespace (spec §5). */
function readField(control: FieldControl): string | boolean {
  if (isCheckbox(control)) return control.checked;
  if (control.type === 'email') control.value = stripWhitespace(control.value);
  return control.value.trim();
}

const bound = (value: string) => (value === '' ? undefined : Number(value));

/** The rules a control's attributes state. */
export function ruleOfControl(control: FieldControl): FormFieldRule {
  const kind = control.tagName === 'SELECT' ? 'select' : control.tagName === 'TEXTAREA' ? 'textarea' : (control.type as FormFieldRule['kind']);
  const number = control.tagName === 'INPUT' && control.type === 'number' ? (control as HTMLInputElement) : undefined;
  const maxLength = 'maxLength' in control && control.maxLength > 0 ? control.maxLength : undefined;
  return { name: control.name, kind, required: control.required, min: number && bound(number.min), max: number && bound(number.max), maxLength, include: control.dataset.include };
}

/** What is wrong with a field under the rules its attributes declare, or null when it passes. */
export function fieldMessage(control: FieldControl): string | null {
  return fieldRuleMessage(ruleOfControl(control), readField(control));
}

/** Checks every field and shows its message; focuses the first invalid one. Returns whether all pass. */
export function validateFields(controls: readonly FieldControl[]): boolean {
  const invalid = controls.filter((control) => {
    const message = fieldMessage(control);
    showFieldError(control, message);
    return message !== null;
  });
  invalid[0]?.focus();
  return invalid.length === 0;
}

/** Once a field shows a message, checks it again as the visitor edits it, so the message goes when it is fixed. */
export function recheckOnEdit(scope: HTMLElement): () => void {
  const recheck = (event: Event) => {
    const control = event.target as FieldControl;
    if (control.matches?.(FIELD_SELECTOR) && control.getAttribute('aria-invalid') === 'true') showFieldError(control, fieldMessage(control));
  };
  scope.addEventListener('input', recheck);
  scope.addEventListener('change', recheck);
  return () => {
    scope.removeEventListener('input', recheck);
    scope.removeEventListener('change', recheck);
  };
}

/** The name of the hidden field only bots fill in (see `Honeypot`); its value is sent as `website`. */
export const HONEYPOT_NAME = 'website';

/** The honeypot input inside `scope`, for `Submission.honeypot`. */
export function findHoneypot(scope: ParentNode): HTMLInputElement | null {
  return scope.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`);
}

/** Only a path on this site or an http(s) address is followed after sending. */
const SAFE_REDIRECT = /^(https?:\/\/|\/(?!\/))/i;

export interface Submission {
  /** The element whose settings the server checks the answers against. */
  elementId: string;
  fields: readonly FieldControl[];
  /** The hidden field only bots fill in. */
  honeypot: HTMLInputElement | null;
  /** Disabled while sending, so a double click sends once. */
  submitButton: HTMLButtonElement | null;
  /** A role="alert" region for failures that belong to no field. */
  alert: HTMLElement | null;
  /** Where to go after a successful send; without it `onSuccess` shows the success message. */
  redirect?: string;
  onSuccess: () => void;
  navigate?: (url: string) => void;
}

function serverErrors(body: unknown): [string, string][] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([key, messages]) => {
    const first = Array.isArray(messages) ? messages[0] : messages;
    return typeof first === 'string' ? [[key.replace(/^fields\./, ''), first] as [string, string]] : [];
  });
}

/** Shows a 422's messages under their fields; false when none of them names a field here. */
function showServerErrors(fields: readonly FieldControl[], errors: [string, string][]): boolean {
  const invalid = fields.filter((control) => {
    const message = errors.find(([name]) => name === control.name)?.[1] ?? null;
    showFieldError(control, message);
    return message !== null;
  });
  invalid[0]?.focus();
  return invalid.length > 0;
}

/**
 * Validates the fields and, when they pass, sends them as JSON to the site's form endpoint.
 * 2xx: redirect or success; 422: the server's messages under their fields; anything else, or
 * no answer at all: the generic failure message.
 */
export async function submitFields(submission: Submission): Promise<void> {
  const { fields, alert, submitButton } = submission;
  if (alert) alert.textContent = '';
  if (!validateFields(fields)) return;
  const answers: Record<string, string | boolean> = {};
  for (const control of fields) answers[control.name] = readField(control);
  const body = { elementId: submission.elementId, pageUrl: location.pathname, fields: answers, website: submission.honeypot?.value ?? '' };
  if (submitButton) submitButton.disabled = true;
  try {
    const response = await fetch(SUBMIT_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
    if (response.ok) {
      const { redirect, navigate = (url: string) => location.assign(url) } = submission;
      if (redirect && SAFE_REDIRECT.test(redirect)) navigate(redirect);
      else submission.onSuccess();
      return;
    }
    const errors = response.status === 422 ? serverErrors(await response.json().catch(() => null)) : [];
    if (showServerErrors(fields, errors)) return;
    if (alert) alert.textContent = errors[0]?.[1] ?? FAILURE_MESSAGE;
  } catch {
    if (alert) alert.textContent = FAILURE_MESSAGE;
  } finally {
    if (submitButton) submitButton.disabled = false;
  }
}

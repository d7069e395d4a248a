import { EMAIL_INVALID_MESSAGE, includeRuleMessage, isValidEmail, isValidUrl, stripWhitespace, URL_INVALID_MESSAGE, validatePhone } from '@tessera/core/rules';
import type { FieldErrors } from '@tessera/core';
import { REQUIRED_MESSAGE } from './field-errors.ts';

/**
 * The rules of one form field, as an element declares them (`form.fields`) and as the browser
 * reads them off the control's attributes (required, type, min, max, maxlength, data-include).
 * One function checks both, so the visitor's browser and the server say the same thing.
 */
export interface FormFieldRule {
  /** The key the answer is sent under (the control's `name`). */
  name: string;
  /** The control: an `<input type>`, a `<textarea>` or a `<select>`. */
  kind: 'text' | 'email' | 'tel' | 'url' | 'number' | 'date' | 'checkbox' | 'hidden' | 'textarea' | 'select';
  required: boolean;
  /** A number field's range. */
  min?: number;
  max?: number;
  maxLength?: number;
  /** A word the answer must contain (`data-include`). */
  include?: string;
  /** The values a select offers; an answer outside them is refused. */
  options?: readonly string[];
  /** What a ticked checkbox sends (its `value`); "yes" when not given. */
  checkedValue?: string;
}

export const INVALID_CHOICE_MESSAGE = 'Choose one of the options.';

function kindMessage(rule: FormFieldRule, value: string): string | null {
  switch (rule.kind) {
    case 'email':
      return isValidEmail(value) ? null : EMAIL_INVALID_MESSAGE;
    case 'url':
      return isValidUrl(value) ? null : URL_INVALID_MESSAGE;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : 'Enter a date as YYYY-MM-DD.';
    case 'number': {
      const number = Number(value);
      if (!Number.isFinite(number)) return 'Enter a number.';
      if (rule.min !== undefined && number < rule.min) return `Enter a number of at least ${rule.min}.`;
      if (rule.max !== undefined && number > rule.max) return `Enter a number of at most ${rule.max}.`;
      return null;
    }
    case 'select':
      return rule.options && !rule.options.includes(value) ? INVALID_CHOICE_MESSAGE : null;
    default:
      return null;
  }
}

/** What is wrong with `value` (trimmed text, or whether a checkbox is ticked) under the field's rules, or null when it passes. */
export function fieldRuleMessage(rule: FormFieldRule, value: string | boolean): string | null {
  if (typeof value === 'boolean') return rule.required && !value ? REQUIRED_MESSAGE : null;
  if (rule.kind === 'tel') {
    const phone = validatePhone(value, { required: rule.required });
    if (phone) return phone;
  }
  if (value === '') return rule.required ? REQUIRED_MESSAGE : null;
  const message = kindMessage(rule, value);
  if (message) return message;
  if (rule.maxLength !== undefined && rule.maxLength > 0 && value.length > rule.maxLength) return `Use at most ${rule.maxLength} characters.`;
  return rule.include && !value.includes(rule.include) ? includeRuleMessage(rule.include) : null;
}

/** What a field sends: whether a checkbox is ticked; text trimmed, an e-mail without whitespace (spec §5). */
export function fieldValue(rule: Pick<FormFieldRule, 'kind' | 'checkedValue'>, sent: string | boolean | undefined): string | boolean {
  if (rule.kind === 'checkbox') {
    // A form posted without script sends the box's value; the island sends true.
    return sent === true || (typeof sent === 'string' && [rule.checkedValue ?? 'yes', 'on', 'true'].includes(sent));
  }
  const text = typeof sent === 'string' ? sent : '';
  return (rule.kind === 'email' ? stripWhitespace(text) : text).trim();
}

/**
 * Checks a visitor's answers against the fields' rules. Returns the answers to keep, by field
 * name, or the messages by field name. Answers to fields the form does not have are dropped.
 */
export function checkAnswers(
  rules: readonly FormFieldRule[],
  answers: Readonly<Record<string, string | boolean>>,
): { fields: Record<string, string | boolean> } | { errors: FieldErrors } {
  const fields: Record<string, string | boolean> = {};
  const errors: FieldErrors = {};
  for (const rule of rules) {
    if (!rule.name) continue;
    const value = fieldValue(rule, Object.hasOwn(answers, rule.name) ? answers[rule.name] : undefined);
    const message = fieldRuleMessage(rule, value);
    if (message) errors[rule.name] = [message];
    else fields[rule.name] = value;
  }
  return Object.keys(errors).length > 0 ? { errors } : { fields };
}

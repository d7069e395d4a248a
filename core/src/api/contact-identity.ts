import { isValidEmail } from '../rules/email.ts';

export interface ContactIdentity {
  name: string | null;
  email: string | null;
  phone: string | null;
}

const text = (value: string | boolean | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The first answer whose field name `pattern` matches. */
function answerNamed(fields: Record<string, string | boolean>, pattern: RegExp): string | null {
  for (const [key, value] of Object.entries(fields)) if (pattern.test(key) && text(value)) return text(value);
  return null;
}

/**
 * Who a contact is, read from its answers. Forms name their fields freely (the Form element's
 * fullName, a card's fullname, a checkout's name, a site form's "First name"), so this goes by
 * field names that mean the same, then, for the e-mail, by any answer shaped like one.
 */
export function contactIdentity(fields: Record<string, string | boolean>): ContactIdentity {
  const first = answerNamed(fields, /^first[\s_-]?name$/i);
  const last = answerNamed(fields, /^(last|sur|family)[\s_-]?name$/i);
  const name = answerNamed(fields, /^(full[\s_-]?)?name$/i) ?? ([first, last].filter(Boolean).join(' ') || null);
  const email =
    answerNamed(fields, /e[\s_-]?mail/i) ?? Object.values(fields).map(text).find((value): value is string => value !== null && isValidEmail(value)) ?? null;
  const phone = answerNamed(fields, /phone|mobile|^tel/i);
  return { name, email, phone };
}

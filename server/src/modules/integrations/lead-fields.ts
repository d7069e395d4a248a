import type { OutboundLead } from '../../services/connections/oauth-connector.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The lead a provider receives from the submitted fields (by their names on the form or card):
 * each mapped provider field takes its submitted field's value; an unmapped e-mail, name or
 * phone is found by its field's name ("E-mail", "Full name", "Phone"), a full name being split
 * into first and last. Null when no e-mail address can be found: providers key leads by it.
 */
export function leadFrom(fields: Record<string, string>, fieldMap: Record<string, string>): OutboundLead | null {
  const byName = new Map(Object.entries(fields).map(([name, value]) => [name.trim().toLowerCase(), value.trim()]));
  const mapped = (key: string) => {
    const source = fieldMap[key];
    return source === undefined ? undefined : (byName.get(source.trim().toLowerCase()) ?? '');
  };
  const named = (pattern: RegExp) => [...byName].find(([name]) => pattern.test(name))?.[1] ?? '';
  const email = mapped('email') ?? (named(/e-?mail/) || [...byName.values()].find((value) => EMAIL.test(value)) || '');
  if (!EMAIL.test(email)) return null;
  const [first = '', ...rest] = (named(/^(full[ _-]?)?name$/) || '').split(/\s+/);
  const extra = Object.fromEntries(
    Object.entries(fieldMap)
      .filter(([key]) => !['email', 'first_name', 'last_name', 'phone'].includes(key))
      .map(([key, source]) => [key, byName.get(source.trim().toLowerCase()) ?? ''])
      .filter(([, value]) => value !== ''),
  );
  return {
    email,
    firstName: mapped('first_name') ?? (named(/^first[ _-]?name$/) || first),
    lastName: mapped('last_name') ?? (named(/^last[ _-]?name$|^surname$/) || rest.join(' ')),
    phone: mapped('phone') ?? named(/phone|mobile|tel/),
    fields: extra,
  };
}

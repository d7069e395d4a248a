import type { Contact } from '@tessera/core';

/** What names a contact in lists and headings: its name, else its e-mail, else its first answers. */
export function contactLabel(contact: Pick<Contact, 'name' | 'email' | 'fields'>): string {
  if (contact.name) return contact.name;
  if (contact.email) return contact.email;
  return (
    Object.values(contact.fields)
      .filter((value): value is string => typeof value === 'string' && value !== '')
      .slice(0, 2)
      .join(' · ') || 'No answers'
  );
}

/** A form's field name for people: "fullName" and "full_name" read "Full name"; a label-like name stays as it is. */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}

import { contactIdentity, type Contact, type ContactSource } from '@tessera/core';
import type { Db } from '../../db/database.ts';

export interface ContactRow {
  id: number;
  landing_id: number;
  page_id: number | null;
  page_name: string | null;
  element_id: string;
  fields: Record<string, string | boolean>;
  source: ContactSource;
  created_at: Date;
}

const tagRows = (db: Db) => db.selectFrom('contact_tags').select(['contact_id', 'tag']).orderBy('created_at').orderBy('tag');

function byContact(rows: readonly { contact_id: number; tag: string }[]): Map<number, string[]> {
  const tags = new Map<number, string[]>();
  for (const row of rows) tags.set(row.contact_id, [...(tags.get(row.contact_id) ?? []), row.tag]);
  return tags;
}

/** The tags of each contact, in the order they were added. */
export async function tagsOf(db: Db, contactIds: readonly number[]): Promise<Map<number, string[]>> {
  if (contactIds.length === 0) return new Map();
  return byContact(await tagRows(db).where('contact_id', 'in', contactIds).execute());
}

/** The tags of every contact of the website, for an export too long to name its contacts. */
export async function tagsOfWebsite(db: Db, landingId: number): Promise<Map<number, string[]>> {
  return byContact(await tagRows(db).where('landing_id', '=', landingId).execute());
}

/** Contacts as the API answers them: with who they are (read from the answers) and their tags. */
export async function toContacts(db: Db, rows: readonly ContactRow[]): Promise<Contact[]> {
  const tags = await tagsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    ...contactIdentity(row.fields),
    page_name: row.page_name ?? null,
    tags: tags.get(row.id) ?? [],
    created_at: row.created_at.toISOString(),
  }));
}

/** The columns a ContactRow reads, from `contacts as c` left-joined to `pages as p`. */
export const CONTACT_COLUMNS = ['c.id', 'c.landing_id', 'c.page_id', 'p.name as page_name', 'c.element_id', 'c.fields', 'c.source', 'c.created_at'] as const;

import type { ContactFilters } from '@tessera/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { likePattern } from '../landings/landings.queries.ts';

const DAY_MS = 86_400_000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The website's contacts (aliased `c`) that the filters keep. The list and the CSV export share
 * it, so the export holds exactly what the filtered list shows. The search looks at answers only:
 * the field names are the form's, not the visitor's; the name, e-mail and phone are answers.
 */
export function contactsMatching(db: Db, landingId: number, filters: ContactFilters) {
  let query = db.selectFrom('contacts as c').where('c.landing_id', '=', landingId);
  const { search, source, tag, from, to } = filters;
  if (search) query = query.where(sql<boolean>`exists (select 1 from jsonb_each_text(c.fields) as f where f.value ilike ${likePattern(search)})`);
  if (source) query = query.where('c.source', '=', source);
  if (tag) query = query.where(sql<boolean>`exists (select 1 from contact_tags as t where t.contact_id = c.id and lower(t.tag) = lower(${tag}))`);
  if (from) query = query.where('c.created_at', '>=', startOfDay(from));
  // `to` includes its whole day.
  if (to) query = query.where('c.created_at', '<', new Date(startOfDay(to).getTime() + DAY_MS));
  return query;
}
